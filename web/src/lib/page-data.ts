/**
 * The ids of the JSON blocks a server-rendered page carries (ADR 0019), in a module of its own: the
 * entry (main.tsx) reads them before any library is loaded.
 */

/** The `<script type="application/json">` with the Apollo cache the server's render used. */
export const APOLLO_STATE_ID = 'apollo-state';

/** The `<script type="application/json">` listing the chunks of the page's lazy route (URLs). */
export const PAGE_CHUNKS_ID = 'page-chunks';
