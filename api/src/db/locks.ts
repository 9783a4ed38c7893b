import pg from 'pg';
import type { Logger } from '../shared/logger.js';

/**
 * PostgreSQL advisory locks that coordinate several app instances on one database. Keys are pairs
 * (namespace, lock) so they cannot collide with another application's single-number keys.
 */
const NAMESPACE = 0x62616e69; // "bani"
export const LOCK = {
  /** Migrations and the demo seed: one instance at a time, the others wait and then find them done. */
  startup: 1,
  // 2 was the background jobs' leader lock, before the job queue (ADR 0028): not to be reused.
} as const;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'bani-locks' });
  // A server-side disconnect must not become an unhandled 'error' event; the owner notices on its next query.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * Runs `work` while holding the startup lock, so that instances starting at the same moment apply
 * the migrations and the seed one after the other (the second finds nothing left to do).
 */
export async function withStartupLock<T>(url: string, log: Logger, work: () => Promise<T>): Promise<T> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [NAMESPACE, LOCK.startup]);
    if (!rows[0]?.ok) {
      log.info('another instance is migrating or seeding; waiting for it');
      await client.query('select pg_advisory_lock($1, $2)', [NAMESPACE, LOCK.startup]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock in any case.
    await client.end().catch(() => {});
  }
}
