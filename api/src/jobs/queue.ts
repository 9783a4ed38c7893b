import { EventEmitter } from 'node:events';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Logger as WorkerLogger, parseCronItems, run, runMigrations, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from '../shared/logger.js';
import { reclaimDeadWorkersJobs, WorkerLiveness } from './liveness.js';
import type { RegisteredTask } from './task.js';

export interface QueueSettings {
  /** Jobs this instance runs at once; 0: it adds jobs but runs none. */
  concurrency: number;
  /** How often a worker looks for jobs that became due (new ones are announced at once by NOTIFY). */
  pollMs: number;
  /** A job held this long by a worker whose process is gone goes back to the queue (checked on the same beat). */
  reclaimMs: number;
}

/** Attempts of a periodic task's job before it waits for its next due time. */
const PERIODIC_ATTEMPTS = 3;

/** Creates or updates graphile-worker's own schema (`graphile_worker`); run under the startup lock. */
export async function installJobsSchema(url: string): Promise<void> {
  const pgPool = new pg.Pool({ connectionString: url, max: 1, application_name: 'bani-jobs-migrate' });
  try {
    await runMigrations({ pgPool, logger: quietLogger() });
  } finally {
    await pgPool.end();
  }
}

/**
 * The job queue of one app instance (graphile-worker on the app's PostgreSQL, ADR 0028): every instance
 * and cluster worker runs one; a job is taken by one worker only (row lock), a periodic task's job is
 * added once per due time across all instances, and a job whose process died is handed back after
 * `reclaimMs` (jobs/liveness.ts).
 */
export class JobQueue {
  private runner?: Runner;
  private pool?: pg.Pool;
  private liveness?: WorkerLiveness;
  private timer?: NodeJS.Timeout;
  private reclaiming?: Promise<unknown>;

  constructor(private readonly url: string, private readonly orm: MikroORM, private readonly tasks: RegisteredTask[],
    private readonly settings: QueueSettings, private readonly log: Logger) {}

  /** Workers running in this instance (for the metrics). */
  get workers(): number {
    return this.runner ? this.settings.concurrency : 0;
  }

  async start(): Promise<void> {
    if (this.settings.concurrency <= 0) return;
    const pool = new pg.Pool({ connectionString: this.url, max: this.settings.concurrency + 2, application_name: 'bani-jobs' });
    pool.on('error', (err) => this.log.warn({ err }, 'jobs: idle connection lost'));
    this.pool = pool;
    const liveness = new WorkerLiveness(this.url, this.log);
    this.liveness = liveness;
    await liveness.open();
    const events: WorkerEvents = new EventEmitter();
    events.on('worker:create', ({ worker }) => liveness.add(worker.workerId));
    events.on('worker:stop', ({ worker }) => liveness.remove(worker.workerId));
    this.runner = await run({
      pgPool: pool, concurrency: this.settings.concurrency, pollInterval: this.settings.pollMs, noHandleSignals: true, events,
      logger: workerLogger(this.log), taskList: this.taskList(),
      parsedCronItems: parseCronItems(this.tasks.filter((t) => t.cron).map((t) => ({
        task: t.name, identifier: t.name, match: t.cron!, options: { backfillPeriod: 0, maxAttempts: PERIODIC_ATTEMPTS, jobKey: `cron:${t.name}` },
      }))),
    });
    this.timer = setInterval(() => {
      this.reclaiming ??= this.reclaim().finally(() => (this.reclaiming = undefined));
    }, this.settings.reclaimMs);
    this.timer.unref();
    // A job left by an instance that died before this one started goes back at once.
    await this.reclaim();
  }

  private async reclaim(): Promise<void> {
    try {
      await this.liveness?.ensure();
      const ids = await reclaimDeadWorkersJobs(this.pool!, this.settings.reclaimMs);
      if (ids.length) this.log.warn({ jobs: ids }, 'jobs: handed back the jobs of a process that stopped mid-job');
    } catch (err) {
      this.log.warn({ err }, 'jobs: could not look for the jobs of stopped processes');
    }
  }

  private taskList(): TaskList {
    const list: TaskList = {};
    for (const t of this.tasks) {
      list[t.name] = async (payload, helpers) => {
        const em = this.orm.em.fork() as EntityManager;
        const { id, attempts, max_attempts: maxAttempts } = helpers.job;
        await t.handler(payload as never, { em, log: this.log.child({ job: id, task: t.name }), jobId: id, attempt: attempts, maxAttempts });
      };
    }
    return list;
  }

  /** Stops taking jobs and waits for the running ones (for the app's ordered shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.reclaiming;
    await this.runner?.stop();
    this.runner = undefined;
    await this.liveness?.close();
    await this.pool?.end();
    this.pool = undefined;
  }
}

/** graphile-worker's messages in our log: its chatter at debug, a failed job as a warning. */
function workerLogger(log: Logger): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    const fields = { ...scope, ...meta };
    if (level === 'error' || level === 'warning') log.warn(fields, `jobs: ${message}`);
    else log.debug(fields, `jobs: ${message}`);
  });
}

function quietLogger(): WorkerLogger {
  return new WorkerLogger(() => () => {});
}
