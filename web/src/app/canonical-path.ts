import { routePaths } from './route-paths';

/*
 * Route casing: the old site linked /Maqedoni and /maqedoni, /kontakt and /Kontakt, and people type
 * /LOGIN. React Router already matches paths case-insensitively; this gives each page ONE URL by
 * returning the route table's own spelling when the visited path differs from it only in letter case
 * (the root layout then redirects there, keeping ?query and #hash). Null when nothing to fix.
 *
 * Read from a map of the route table's static paths, made once, not by matching the route table: the
 * root layout asks at every render, and React Router's matching walks and ranks every route each time
 * (~1 ms on a laptop, several on a phone).
 */
export function canonicalPaths(paths: readonly string[]): (pathname: string) => string | null {
  // Params and catch-alls (the 404s) have no canonical spelling to compare with.
  const byLowerCase = new Map(paths.filter((path) => !/[:*]/.test(path)).map((path) => [path.toLowerCase(), path]));
  return (pathname) => {
    const current = pathname.replace(/\/+$/, '') || '/';
    const canonical = byLowerCase.get(current.toLowerCase());
    return canonical !== undefined && canonical !== current ? canonical : null;
  };
}

let canonical: ((pathname: string) => string | null) | undefined;

/** The route table's own spelling of a path typed in another letter case, else null. */
export function canonicalPath(pathname: string): string | null {
  canonical ??= canonicalPaths(routePaths);
  return canonical(pathname);
}
