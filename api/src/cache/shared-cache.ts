/**
 * What a shared cache in front (a CDN, the compose stack's Varnish) may do with an answer (issue 40,
 * item 8). A public answer, the same for every caller, may be kept there `seconds` and served stale
 * while it is fetched again for half a minute more; browsers revalidate it every time (max-age=0),
 * as they did with no-cache. A personal answer is never kept by a shared cache (`PERSONAL`).
 */
export function sharedCacheControl(seconds: number): string {
  return seconds > 0 ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=30` : 'no-cache';
}

/** A page or answer for one visitor: their browser may keep it and must ask again; no shared cache may. */
export const PERSONAL = 'no-cache, private';
