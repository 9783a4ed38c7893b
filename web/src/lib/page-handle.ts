/**
 * What a route module tells the server about its page (`export const handle`): the query parameters the
 * page reads. The server keeps one rendered page per URL without the others (api/src/cache/page-params.ts,
 * issue 40), so a parameter a page reads must be listed here, in the route module of the page (or the
 * root's, for the header on every page). web/src/app/page-params.test.ts checks the modules that read one.
 */
export interface PageHandle {
  query: readonly string[];
}
