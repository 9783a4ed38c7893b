import { matchRoutes, type RouteObject } from 'react-router-dom';

/*
 * Route casing: the old site linked /Maqedoni and /maqedoni, /kontakt and /Kontakt, and people type
 * /LOGIN. React Router already matches paths case-insensitively; this gives each page ONE URL by
 * returning the route table's own spelling when the visited path differs from it only in letter case
 * (the root layout then redirects there, keeping ?query and #hash). Null when nothing to fix.
 */
export function canonicalPath(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  const segments: string[] = [];
  for (const { route } of matches) {
    if (route.index || !route.path) continue;
    // Params and catch-alls (the 404s) have no canonical spelling to compare with.
    if (/[:*]/.test(route.path)) return null;
    segments.push(...route.path.split('/').filter(Boolean));
  }
  const canonical = `/${segments.join('/')}`;
  const current = pathname.replace(/\/+$/, '') || '/';
  return canonical !== current && canonical.toLowerCase() === current.toLowerCase() ? canonical : null;
}
