import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task } from './task.js';

/** Attempts of a job unless its caller says otherwise (back-off e^attempt seconds: about 10 h in all). */
export const DEFAULT_MAX_ATTEMPTS = 10;

export interface JobOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /**
   * One job per key: adding again replaces the waiting job (its payload, run-at and attempts); if
   * that job is running, a new one is added and the running one is not retried.
   */
  key?: string;
  maxAttempts?: number;
}

/**
 * Adds a job inside the caller's transaction: it commits or rolls back with the caller's change (a
 * booking and its expiry job). Outside a transaction it throws, rather than commit a job alone.
 */
export async function addJob<P extends object>(em: EntityManager, t: Task<P>, payload: P, opts: JobOptions = {}): Promise<void> {
  if (!em.isInTransaction()) throw new Error(`addJob(${t.name}) outside a transaction: call it inside em.transactional()`);
  await em.execute(
    'select graphile_worker.add_job(?, ?::json, run_at => ?::timestamptz, max_attempts => ?::int, job_key => ?)',
    [t.name, JSON.stringify(payload), opts.runAt ?? null, opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, opts.key ?? null],
  );
}

/** Removes the waiting job with this key (e.g. an option's expiry once it is confirmed), in the caller's transaction. */
export async function removeJob(em: EntityManager, key: string): Promise<void> {
  if (!em.isInTransaction()) throw new Error('removeJob outside a transaction: call it inside em.transactional()');
  await em.execute('select graphile_worker.remove_job(?)', [key]);
}
