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
  /** The background jobs (mail delivery, media sweep): held for as long as one instance runs them. */
  jobs: 2,
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

/**
 * Leader election for the background jobs: the instance whose session holds the jobs lock runs them;
 * the others try again every `retryMs`. If the leader dies its session ends, PostgreSQL frees the
 * lock, and another instance takes over within `retryMs`. The leader checks its session on the same
 * beat, so a lost connection gives the lead up rather than run jobs without the lock.
 */
export class JobsLeader {
  private client?: pg.Client;
  private timer?: NodeJS.Timeout;
  private round?: Promise<void>;
  held = false;

  constructor(private readonly url: string, private readonly log: Logger, private readonly retryMs = 5000) {}

  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => {
      this.round ??= this.tick().finally(() => (this.round = undefined));
    }, this.retryMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      this.client ??= await connect(this.url);
      if (this.held) {
        await this.client.query('select 1');
        return;
      }
      const { rows } = await this.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [NAMESPACE, LOCK.jobs]);
      if (rows[0]?.ok) {
        this.held = true;
        this.log.info('this instance runs the background jobs');
      }
    } catch (err) {
      if (this.held) this.log.warn({ err }, 'lost the background jobs lock');
      this.held = false;
      const client = this.client;
      this.client = undefined;
      await client?.end().catch(() => {});
    }
  }

  /** Gives the lead up (another instance takes over at once on its next try). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.round;
    this.held = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
