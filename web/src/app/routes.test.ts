import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it, vi } from 'vitest';
import { canonicalPath } from './canonical-path';
import { dashboardPaths, sitePaths } from './route-paths';
import { sitemapPaths } from './sitemap-paths';

// The pages load i18n, which sets <html lang>: the least of a document for it, in plain Node.
vi.stubGlobal('document', { documentElement: {} });
const { default: routes } = await import('../routes');
const { dashboardRoutes } = await import('./dashboard-routes');

/** The full paths of a route table's pages; catch-alls (the 404s) and forms without a page are no pages. */
function pages(entries: RouteConfigEntry[], base = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${base}/${entry.path}` : base;
    if (entry.path?.includes('*')) return [];
    const own = entry.index || (entry.path && !entry.children) ? [path || '/'] : [];
    return [...own, ...pages(entry.children ?? [], path)];
  });
}

const formsWithoutPage = ['/gjuha', '/dalje', '/abonohu', '/graphiql'];

describe('route table', () => {
  it('lists exactly the paths the router answers, so that each has its one spelling', () => {
    expect(pages(routes).filter((path) => !formsWithoutPage.includes(path)).sort()).toEqual([...sitePaths].sort());
    const screens = dashboardRoutes.flatMap((route) => (route.path ? [`/dashboard/${route.path}`] : []));
    expect(['/dashboard', ...screens].sort()).toEqual([...dashboardPaths].sort());
  });

  it('puts only real pages in the sitemap', () => {
    for (const path of sitemapPaths) expect(sitePaths).toContain(path);
  });

  it("redirects another letter case of a page to the table's own spelling", () => {
    expect(canonicalPath('/greqi')).toBe('/Greqi');
    expect(canonicalPath('/Dashboard/outbox/')).toBe('/dashboard/Outbox');
    expect(canonicalPath('/search')).toBeNull();
    expect(canonicalPath('/ARANZHMANI/3')).toBeNull();
  });
});
