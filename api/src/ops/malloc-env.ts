/**
 * glibc's malloc settings for a worker, read by glibc as a process starts, so only a worker's
 * environment can carry them; a value the operator set is kept.
 * - One arena (ADR 0050): with one per thread, each libuv thread that hashed a password keeps its block.
 * - A fixed threshold for mapping a block of its own (ADR 0051): left dynamic, glibc raises it to the
 *   size of the first large block freed, and from then on scrypt's working memory comes from the heap
 *   and is never given back.
 */
const WORKER_MALLOC_DEFAULTS = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

export function workerMallocEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(WORKER_MALLOC_DEFAULTS).map(([name, value]) => [name, process.env[name] ?? value]));
}
