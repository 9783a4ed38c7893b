/**
 * Resolves in a later task: work split by it never makes one long task of the browser's main thread
 * (input waits at most for one piece; Lighthouse's TBT counts each task's excess over 50 ms).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
