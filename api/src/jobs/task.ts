import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../shared/logger.js';

/**
 * A task's name bound to the type of its payload. A module declares its tasks with `task<P>(name)`;
 * `addJob` takes the declaration, so a job's payload cannot drift from what its handler reads.
 */
export interface Task<P extends object> {
  readonly name: string;
  /** Never set: carries the payload's type. */
  readonly payload?: P;
}

/** A payload-less task (the periodic ones). */
export type NoPayload = Record<string, never>;

export function task<P extends object = NoPayload>(name: string): Task<P> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`task name "${name}": lower-case words joined by "-"`);
  return { name };
}

/** What a handler gets besides its payload: an EntityManager of its own and the job's attempt. */
export interface JobContext {
  em: EntityManager;
  log: Logger;
  jobId: string;
  /** This attempt's number (1 on the first run). */
  attempt: number;
  maxAttempts: number;
}

export type Handler<P> = (payload: P, ctx: JobContext) => Promise<unknown>;

/** One entry of the registry (jobs/registry.ts): a handler, and for a periodic task its cron schedule. */
export interface RegisteredTask {
  name: string;
  handler: Handler<never>;
  /** Cron pattern (minute resolution), UTC: the queue adds one job per due time across all instances. */
  cron?: string;
}

/** A task run when a job is added for it (`addJob`). */
export function on<P extends object>(t: Task<P>, handler: Handler<P>): RegisteredTask {
  return { name: t.name, handler: handler as Handler<never> };
}

/** A periodic task: the queue adds its job on the `cron` schedule; one instance runs each. */
export function every(t: Task<NoPayload>, cron: string, handler: Handler<NoPayload>): RegisteredTask {
  return { name: t.name, handler: handler as Handler<never>, cron };
}
