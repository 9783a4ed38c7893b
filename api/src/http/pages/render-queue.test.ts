import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../test/paths.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Like the rendering's own tests, these need the build; under CI a missing build is a failure, never a skip.
const serverBuild = path.join(REPO_ROOT, 'web', 'dist', 'server', 'index.js');
const mustRun = process.env.CI === 'true' || existsSync(serverBuild);

describe.skipIf(!mustRun)('pages under more visitors than the server renders at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1' });
  });
  afterAll(() => t?.close());

  const page = (url: string, lang?: string) => {
    const r = t.agent().get(url).set('Accept', 'text/html');
    return lang ? r.set('Cookie', `lang=${lang}`) : r;
  };

  it('renders the ones it can take, each whole, and tells the others at once to come back', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => page(`/turqi?visit=${i}`)));
    const rendered = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(rendered.length + busy.length).toBe(12);
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThan(0);
    // Never a page the render had no time to fill.
    for (const a of rendered) expect(a.text).toMatch(/<h1[^>]*>[^<]*Turqi/);
    for (const a of busy) {
      expect(a.headers['retry-after']).toBe('5');
      expect(a.headers['cache-control']).toBe('no-store');
      expect(a.text).toContain('Faqja është e zënë');
    }
    // The turns were all given back: the next visitor is served.
    expect((await page('/turqi?visit=after').expect(200)).text).toMatch(/<h1[^>]*>[^<]*Turqi/);
  });

  it('says it in English to an English visitor, and still answers a kept page', async () => {
    await page('/turqi', 'en').expect(200);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => page(`/turqi?en=${i}`, 'en')),
      page('/turqi', 'en'),
    ]);
    expect(answers.at(-1)!.status).toBe(200);
    expect(answers.at(-1)!.headers['x-cache']).toBe('hit');
    const busy = answers.find((a) => a.status === 503);
    expect(busy?.text).toContain('The site is busy');
  });
});
