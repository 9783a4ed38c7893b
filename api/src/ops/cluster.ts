import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config/env.js';
import { resolveDatabaseUrl } from '../db/database.js';
import type { Logger } from '../shared/logger.js';
import { workerMallocEnv } from './malloc-env.js';

/** Set in a worker's environment: it listens once ready, not at once (main.ts). */
export const LISTEN_WHEN_READY = 'BANI_LISTEN_WHEN_READY';

/** A worker that stops within this time of its start died starting. */
const QUICK_DEATH_MS = 30_000;
const MAX_QUICK_DEATHS = 3;

/**
 * Every core (issue 40, ADR 0015): `WEB_CONCURRENCY` workers, each a whole instance of the app sharing
 * the port (node:cluster hands connections out in turn). This process owns only what there is one of:
 * the embedded PostgreSQL when no DATABASE_URL is given. Everything else already holds across instances
 * (sessions, limits and caches in PostgreSQL or announced by it, migrations and seed under a lock,
 * background jobs on the one instance holding the jobs lock). A worker that dies is replaced. Workers
 * take their stop from this process only (a terminal's Ctrl-C reaches the whole group): each drains as
 * a single instance does, and the database stops last.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const { url, embedded } = await resolveDatabaseUrl(config, (m) => logger.info(m));
  const env = { DATABASE_URL: url, ...workerMallocEnv() };
  let stopping = false;
  const listening = new WeakSet<Worker>();
  const bornAt = new WeakMap<Worker, number>();
  let quickDeaths = 0;
  // A worker started when no other runs opens the port at once (alive, not ready, as one process does);
  // one started beside another opens it only when ready (main.ts), so no request meets it starting.
  const fork = (): void => {
    const alone = !Object.keys(cluster.workers ?? {}).length;
    const worker = cluster.fork({ ...env, [LISTEN_WHEN_READY]: alone ? '' : '1' });
    bornAt.set(worker, Date.now());
    worker.once('listening', () => listening.add(worker));
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // Workers that die as they start (the database unreachable, a failed migration) would only die again:
    // after a few in a row the whole server stops, as a single process would, for its supervisor to see.
    quickDeaths = Date.now() - (bornAt.get(worker) ?? 0) < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      logger.fatal({ worker: worker.process.pid, code, signal }, `${MAX_QUICK_DEATHS} workers in a row stopped as they started: stopping`);
      void stop('SIGTERM', 1);
      return;
    }
    logger.error({ worker: worker.process.pid, code, signal }, 'a worker stopped: starting another');
    fork();
  });
  for (let i = 0; i < config.webConcurrency; i++) fork();
  logger.info({ workers: config.webConcurrency, embedded: !!embedded }, 'started one worker per core (WEB_CONCURRENCY)');

  const stop = async (signal: NodeJS.Signals, failed = 0) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without draining');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      await embedded?.stop();
      process.exit(1);
    }
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    // A worker still starting has served nothing and holds nothing a transaction does not undo: it is
    // stopped at once, and that is a clean stop.
    const starting = workers.filter((w) => !listening.has(w));
    const exits = workers.map((w) => new Promise<number>((resolve) => {
      if (w.isDead()) resolve(0);
      else w.once('exit', (code) => resolve(starting.includes(w) ? 0 : code ?? 1));
    }));
    for (const w of workers) {
      if (starting.includes(w)) w.process.kill('SIGKILL');
      else w.send({ stop: signal });
    }
    const late = setTimeout(() => {
      logger.warn('workers did not stop in time: killing them');
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, config.shutdown.delayMs + config.shutdown.timeoutMs + 10_000);
    const codes = await Promise.all(exits);
    clearTimeout(late);
    await embedded?.stop();
    logger.info({ codes }, 'all workers stopped');
    process.exit(failed || (codes.every((c) => c === 0) ? 0 : 1));
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
