import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The query parameters each page reads, by the path asked; undefined when no route is known (every one counts). */
export type ParamsRead = (pathname: string) => ReadonlySet<string> | undefined;

/** Every parameter counts: the dev server's build changes under it, and tests without a build. */
export const EVERY_PARAM: ParamsRead = () => undefined;

/**
 * The parameters the routes of a path declare they read (their `handle.query`, web/src/lib/page-handle.ts):
 * the root's (the header's search) and the page's. A parameter no route of the path reads changes nothing
 * on the page, so it is no part of the kept page's key (issue 40, item 2).
 */
export function paramsReadBy(build: ServerBuild): ParamsRead {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const object = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteObject;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), object]);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((r) => (r.index ? r : { ...r, children: attach(children.get(r.id) ?? []) }) as RouteObject);
  const tree = attach(children.get(undefined) ?? []);
  const known = new Map<string, ReadonlySet<string> | undefined>();
  return (pathname) => {
    if (known.has(pathname)) return known.get(pathname);
    const matches = matchRoutes(tree, pathname);
    const read = matches
      ? new Set(matches.flatMap((m) => (build.routes[m.route.id!]?.module.handle as { query?: readonly string[] } | undefined)?.query ?? []))
      : undefined;
    // Paths are many (a package's id, any unknown path); their answers few.
    if (known.size > 5000) known.clear();
    known.set(pathname, read);
    return read;
  };
}

/**
 * A page's URL as it is kept: without the query parameters its routes do not read, in a normal
 * spelling; and whether that is the URL as asked (only a page rendered for such a URL is kept: one
 * rendered for another would carry its parameters on, in its links).
 */
export function keptUrl(url: string, read: ParamsRead): { url: string; whole: boolean } {
  const at = url.indexOf('?');
  if (at < 0) return { url, whole: true };
  const pathname = url.slice(0, at);
  const allowed = read(pathname);
  if (!allowed) return { url, whole: true };
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params].filter(([name]) => allowed.has(name));
  const query = new URLSearchParams(kept).toString();
  return { url: pathname + (query ? `?${query}` : ''), whole: kept.length === [...params].length };
}
