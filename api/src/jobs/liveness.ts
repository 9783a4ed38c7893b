import pg from 'pg';
import type { Logger } from '../shared/logger.js';

/** Advisory-lock namespace of the queue's workers ("bjob"): apart from db/locks.ts's. */
const NAMESPACE = 0x626a6f62;

/**
 * Tells the other instances which queue workers are alive. graphile-worker marks a running job with
 * its worker's id and frees it only after 4 hours if that worker dies (`kill -9`, a lost machine).
 * Each instance holds, on a connection of its own, one advisory lock per worker it runs: PostgreSQL
 * drops the locks the moment that process's connection ends. Any instance then finds a job locked by
 * a worker whose lock nobody holds and hands it back to the queue (`reclaimDeadWorkersJobs`).
 */
export class WorkerLiveness {
  private client?: pg.Client;
  private readonly ids = new Set<string>();
  private connecting?: Promise<void>;

  constructor(private readonly url: string, private readonly log: Logger) {}

  async open(): Promise<void> {
    await this.ensure();
  }

  /** A worker of this instance: its lock is taken now (and again after a reconnect). */
  add(workerId: string): void {
    this.ids.add(workerId);
    void this.ensure().then(() => this.lock(workerId)).catch((err: unknown) => this.log.error({ err, workerId }, 'jobs: could not mark a worker alive'));
  }

  remove(workerId: string): void {
    this.ids.delete(workerId);
  }

  /** Reconnects (and takes every worker's lock again) if the connection was lost. */
  async ensure(): Promise<void> {
    if (this.client) return;
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url, application_name: 'bani-jobs-liveness' });
      client.on('error', (err) => {
        this.log.warn({ err }, 'jobs: the workers\' liveness connection was lost; reconnecting');
        if (this.client === client) this.client = undefined;
      });
      await client.connect();
      this.client = client;
      for (const id of this.ids) await this.lock(id);
    })().finally(() => (this.connecting = undefined));
    await this.connecting;
  }

  private async lock(workerId: string): Promise<void> {
    await this.client?.query('select pg_try_advisory_lock($1, hashtext($2) & 2147483647)', [NAMESPACE, workerId]);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

/**
 * Hands back to the queue every job locked for longer than `graceMs` by a worker whose liveness lock
 * nobody holds (its process is gone): it runs again at once on a live worker, its attempt counted and
 * its last error saying why. The grace covers a worker that has just started and not yet taken its lock.
 */
export async function reclaimDeadWorkersJobs(db: pg.Pool, graceMs: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`
    update graphile_worker._private_jobs j
       set locked_by = null, locked_at = null, updated_at = now(),
           last_error = 'The process running this job stopped before it finished (killed or lost); run again.'
     where j.locked_by is not null
       and j.locked_at < now() - $2 * interval '1 millisecond'
       and not exists (
         select 1 from pg_locks l
          where l.locktype = 'advisory' and l.granted and l.objsubid = 2
            and l.database = (select oid from pg_database where datname = current_database())
            and l.classid = $1::int::oid and l.objid = (hashtext(j.locked_by) & 2147483647)::oid)
    returning j.id`, [NAMESPACE, graceMs]);
  return rows.map((r) => String(r.id));
}
