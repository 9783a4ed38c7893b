/**
 * The size budget, run by `npm test` after the build: fails when the JavaScript every public page
 * loads before it runs (index.html's entry and its static imports, gzip) grows past the budget.
 * Lazy pages, the dashboard and GraphiQL do not count: they are fetched when used.
 */
import { initialSiteBundle, kb } from './sizes';

/**
 * KB (1000 bytes), gzip -9. Raise it only with a reason in the commit message. Issue 18 aims at 100:
 * React DOM (~60), Apollo Client with rxjs (~45), react-router (~31) and i18next (~14) alone exceed it.
 * 210 -> 213: the app became a chunk of its own, run after the first paint in parts (src/main.tsx), and
 * the chunks it shares with the pages split a little finer (~2.5 KB of module wrappers).
 * 213 -> 214: the gates that let the parts below the first screen wait to be seen or used
 * (components/ui/part-gates.ts, ~1 KB): their hydration leaves the page's start (ADR 0019).
 * 214 -> 209: one generated module per operation (web/codegen/split-operations.ts): the dashboard's
 * documents left the public entry (208.6 KB).
 * 209 -> 199: the home page became a lazy route like the others: its sections, offer cards and
 * pictures left the start every public page shares (197.8 KB; `/` loads them as its own page).
 * 199 -> 195: React, Apollo and the route table's small modules one chunk each (vite.config.ts,
 * `libraryGroups`): less glue between chunks (194.3 KB).
 * 195 -> 193: react-router's production build and rxjs's ES2015 build (vite.config.ts, `shippedBuilds`):
 * 192.2 KB.
 */
export const INITIAL_JS_BUDGET_KB = 193;

const initial = initialSiteBundle();
const used = initial.js.gzip / 1000;
const line = `public initial JavaScript: ${kb(initial.js.gzip)} KB gzip (${kb(initial.js.brotli)} KB brotli, ${kb(initial.js.raw)} KB raw) of a ${INITIAL_JS_BUDGET_KB} KB budget`;
if (used > INITIAL_JS_BUDGET_KB) {
  console.error(`Size budget exceeded: ${line}.\nFiles: ${initial.files.join(', ')}`);
  process.exit(1);
}
console.log(`Size budget ok: ${line}.`);
