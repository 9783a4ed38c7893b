import { describe, expect, it, vi } from 'vitest';
import { routePatterns } from './canonical-path';
import { routePaths } from './route-paths';
import { sitemapPaths } from './sitemap-paths';

// The pages load i18n, which sets <html lang>: the least of a document for it, in plain Node.
vi.stubGlobal('document', { documentElement: {} });
const { canonicalPath, routes } = await import('./routes');

describe('route table', () => {
  it('lists exactly the paths the router answers, so the server can answer 404 for the others', () => {
    expect([...routePatterns(routes)].sort()).toEqual([...routePaths].sort());
  });

  it('puts only real pages in the sitemap', () => {
    for (const path of sitemapPaths) expect(routePaths).toContain(path);
  });

  it('redirects another letter case of a page to the table\'s own spelling', () => {
    expect(canonicalPath('/greqi')).toBe('/Greqi');
    expect(canonicalPath('/Dashboard/outbox/')).toBe('/dashboard/Outbox');
    expect(canonicalPath('/search')).toBeNull();
    expect(canonicalPath('/ARANZHMANI/3')).toBeNull();
  });
});
