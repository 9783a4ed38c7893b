import { nextTask } from './next-task';

/**
 * The history write React Router would make when it is created, made first, in a task of its own, right
 * after the first paint and before the app's chunks are requested (ADR 0019, sixth pass): inside the
 * task that creates the router and starts the hydration (the longest of a page's start) it waited
 * 1-13 ms for the browser's process. React Router's browser history numbers the entry it starts on
 * `idx: 0` when it has no number yet, exactly as here; then it finds the number and writes nothing.
 * Should a later version keep its state otherwise, it writes its own, as before (a journey counts the
 * writes).
 *
 * The other synchronous calls of a page's start (the first reads of Web Storage and of the cookies) are
 * made earlier still, by index.html's inline script while the page is parsed (eighth pass).
 */
export async function settleBrowserState(): Promise<void> {
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
  await nextTask();
}
