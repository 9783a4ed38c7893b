import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routePaths } from './route-paths';
import { sitemapPaths } from './sitemap-paths';

// The pages load i18n, which sets <html lang>: the least of a document for it, in plain Node.
vi.stubGlobal('document', { documentElement: {} });
const { routes } = await import('./routes');

/**
 * The full paths of a route tree's pages (leaves and index routes); catch-alls (`*`, the 404 pages)
 * are not paths anyone should get a 200 for.
 */
function patterns(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path?.includes('*')) return [];
    const path = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...patterns(route.children ?? [], path)];
  });
}

describe('route table', () => {
  it('lists exactly the paths the router answers, so the server can answer 404 for the others', () => {
    expect([...patterns(routes)].sort()).toEqual([...routePaths].sort());
  });

  it('puts only real pages in the sitemap', () => {
    for (const path of sitemapPaths) expect(routePaths).toContain(path);
  });
});
