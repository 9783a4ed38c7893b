import { nextTask } from './next-task';

/**
 * The synchronous calls to the browser's process that a page's start makes, made first, one per task,
 * right after the first paint and before the app's chunks are requested (ADR 0019). Measured on served
 * pages here: 1-15 ms of waiting each, inside the task that creates the router and starts the
 * hydration, the longest task of a page's start. Made while the chunks download, a call waited up to
 * ~30 ms: the browser's process is busy with them.
 *
 * - The first read of `sessionStorage` or `localStorage` loads the whole storage area from the
 *   browser's process, the first read of `document.cookie` the cookies; later reads are local (until a
 *   cookie changes). React Router reads sessionStorage at creation (view transitions) and at its first
 *   render (scroll restoration); the language remembered by an older site is a cookie, else localStorage.
 * - `history.replaceState` writes the history entry in the browser's process. React Router's browser
 *   history numbers the entry it starts on `idx: 0` when it has no number yet, exactly as here; then it
 *   finds the number and writes nothing. Should a later version keep its state otherwise, it writes its
 *   own, as before (a journey counts the writes).
 */
export async function settleBrowserState(): Promise<void> {
  for (const read of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      void read().length;
    } catch {
      // Storage can be refused (a sandboxed frame, some privacy settings): the app copes, so do we.
    }
    await nextTask();
  }
  void document.cookie;
  await nextTask();
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
  await nextTask();
}
