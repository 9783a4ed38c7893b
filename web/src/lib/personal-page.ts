import type { HeadersFunction } from 'react-router';
import { MeDocument, type MeQuery } from './api/me';
import { pageQuery, routeData, type PageQuery } from './route-data';

/**
 * A route personal by nature (my bookings, favourites, profile, two-factor, the dashboard) exports
 * this as its `headers`: its page is rendered for its visitor every time, never kept by the API's
 * page cache (which keeps no page that says `no-store`), nor by a shared cache or the browser's
 * back-forward cache. The API sends every page `no-cache, private` besides, so the header reads
 * `no-cache, private, no-store`. Public pages hold nothing personal and are shared (issue 40).
 */
export const personalPage: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'no-store');
  return headers;
};

/**
 * A personal page's data: who is signed in, then (for a signed-in visitor) the page's own queries (its
 * list, and what the page draws beside it), all asked by the route's loader. So the server draws them
 * too, and a visitor without JavaScript sees their bookings or favourites, not a spinner that never ends.
 */
export function signedInData(...queries: PageQuery[]) {
  return routeData(() => [pageQuery(MeDocument, {})], (_args, [me]) => ((me as MeQuery | undefined)?.me ? queries : []));
}
