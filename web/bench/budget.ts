/**
 * The size budget, run by `npm test` after the build: fails when the JavaScript every public page loads
 * before it runs (the entry, the root route and the public layout, with their imports; gzip) grows past
 * the budget. A page's own module comes on top (bench:web lists it); the dashboard and GraphiQL do not
 * count. Raise it only with a reason in the commit message. React DOM (~60), Apollo Client with rxjs
 * (~45), React Router (~31) and i18next (~14) alone weigh ~150 (ADR 0019).
 */
import { initialSiteBundle, kb } from './sizes';

export const INITIAL_JS_BUDGET_KB = 193.5;

const initial = await initialSiteBundle();
const used = initial.js.gzip / 1000;
const line = `public initial JavaScript: ${kb(initial.js.gzip)} KB gzip (${kb(initial.js.brotli)} KB brotli, ${kb(initial.js.raw)} KB raw) of a ${INITIAL_JS_BUDGET_KB} KB budget`;
if (used > INITIAL_JS_BUDGET_KB) {
  console.error(`Size budget exceeded: ${line}.\nFiles: ${initial.files.join(', ')}`);
  process.exit(1);
}
console.log(`Size budget ok: ${line}.`);
