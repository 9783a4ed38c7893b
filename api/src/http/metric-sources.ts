import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { jobCounts } from '../modules/jobs/job-board.js';
import type { MetricSources } from './metrics.js';

/** Size of the session store's pool (connect-pg-simple, rate limits). */
export const SESSION_POOL_MAX = 5;

/** Where the metrics read their values at scrape time. */
export function metricSources(orm: MikroORM, pool: pg.Pool, owned: Partial<Pick<MetricSources, 'mailAttempts' | 'jobWorkers'>> = {}): MetricSources {
  const db = orm.em.getConnection();
  return {
    pools() {
      const knexPool = (db.getKnex().client as { pool?: TarnPool }).pool;
      return {
        orm: { used: knexPool?.numUsed() ?? 0, idle: knexPool?.numFree() ?? 0, waiting: knexPool?.numPendingAcquires() ?? 0, max: knexPool?.max ?? 0 },
        sessions: { used: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount, max: SESSION_POOL_MAX },
      };
    },
    async outbox() {
      const [row] = await db.execute<{ pending: string; failed: string; retrying: string; oldest: number | null }[]>(`
        select count(*) filter (where status = 'PENDING') as pending,
               count(*) filter (where status = 'FAILED') as failed,
               count(*) filter (where status = 'PENDING' and attempts > 0) as retrying,
               extract(epoch from now() - min(created_at) filter (where status = 'PENDING'))::float8 as oldest
        from outbox`);
      return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), retrying: Number(row?.retrying ?? 0), oldestPendingSeconds: row?.oldest ?? 0 };
    },
    async media() {
      const rows = await db.execute<{ store: string; bytes: string; objects: string }[]>(
        'select store, coalesce(sum(bytes), 0) as bytes, count(*) as objects from media_variants group by store');
      return rows.map((r) => ({ store: r.store, bytes: Number(r.bytes), objects: Number(r.objects) }));
    },
    mailAttempts: owned.mailAttempts ?? (() => ({ sent: 0, failed: 0 })),
    jobs: () => jobCounts(orm.em.fork() as EntityManager),
    jobWorkers: owned.jobWorkers ?? (() => 0),
  };
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

