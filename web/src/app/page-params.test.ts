import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server keeps a rendered page per URL without the query parameters its routes do not declare
// (lib/page-handle.ts, issue 40): a page that reads one it does not declare would be answered with the
// page of the URL without it. Every file that reads the query string is listed here with the route that
// declares what it reads; a new one fails this test until it is.
const SRC = path.resolve(import.meta.dirname, '..');

/** Who declares what each reader reads ('echo': it only carries the whole URL on, as a `next` link). */
const READERS: Record<string, string | 'echo' | 'drawn in the browser' | 'fragment'> = {
  'app/layouts/header/destination-search.tsx': 'root.tsx',
  'app/layouts/header/account-links.tsx': 'features/auth/routes/login-page.tsx',
  'components/packages/reserve-button.tsx': 'echo',
  'features/packages/booking/booking-form.tsx': 'echo',
  'features/packages/routes/flights-page.tsx': 'features/packages/routes/flights-page.tsx',
  'features/packages/seats/components/seat-booking-form.tsx': 'echo',
  'features/auth/routes/login-page.tsx': 'features/auth/routes/login-page.tsx',
  'features/auth/routes/register-page.tsx': 'features/auth/routes/register-page.tsx',
  'features/auth/routes/two-factor-enrolment-page.tsx': 'features/auth/routes/two-factor-enrolment-page.tsx',
  'features/auth/routes/reset-password-page.tsx': 'fragment',
  'features/search/routes/search-page.tsx': 'features/search/routes/search-page.tsx',
  'features/subscribe/routes/unsubscribe-page.tsx': 'features/subscribe/routes/unsubscribe-page.tsx',
  'features/dashboard/lib/url-state.ts': 'drawn in the browser',
  'features/dashboard/routes/reports.tsx': 'drawn in the browser',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

const declared = (file: string) => /export const handle: PageHandle = \{ query: (.+) \};/.exec(readFileSync(path.join(SRC, file), 'utf8'))?.[1];

describe('query parameters a page reads', () => {
  it('are declared by the route of every file that reads them', () => {
    const readers = sources(SRC)
      .filter((file) => /useSearchParams\(|\.searchParams\b|location\.search|URLSearchParams\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(readers.sort()).toEqual(Object.keys(READERS).sort());
    for (const [reader, route] of Object.entries(READERS)) {
      if (!route.endsWith('.tsx')) continue;
      expect(declared(route), `${reader} → ${route}`).toBeDefined();
    }
    expect(declared('root.tsx')).toBe("['s']");
    expect(declared('features/auth/routes/login-page.tsx')).toBe("['next']");
  });
});
