/**
 * glibc's malloc settings for a worker (ADR 0050): one arena. With one per thread, each libuv thread that
 * hashed a password (scrypt's working memory) keeps that block for good. Read by glibc as a process starts,
 * so only a worker's environment can carry it; one the operator set is kept.
 */
export function workerMallocEnv(): Record<string, string> {
  return { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1' };
}
