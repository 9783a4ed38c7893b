// With its extension: vite.config.ts imports this file, and Vite's native config loader needs it.
import { sitePaths } from './route-paths.ts';

// The public pages search engines should index, in their canonical casing: the web build writes them
// to /sitemap.xml (vite.config.ts). Account pages, favourites, one-off links and paths with a
// parameter stay out.
const unlisted: ReadonlySet<string> = new Set([
  '/aranzhmani/:id', '/te-preferuarat', '/rezervimet-e-mia', '/rezervimet-e-mia/:id/udhetaret', '/rezervimet-e-agjencise', '/integrimet-e-agjencise', '/unsubscribe',
  '/harruat-fjalekalimin', '/rivendos-fjalekalimin', '/profili',
]);

export const sitemapPaths = sitePaths.filter((path) => !unlisted.has(path));
