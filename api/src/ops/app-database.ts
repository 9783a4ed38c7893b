import pg from 'pg';
import type { Config } from '../config/env.js';
import { configuredDatabaseUrl, resolveDatabaseUrl } from '../db/database.js';

/** Does a PostgreSQL answer at `url`? */
export async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The app's database for an operator's command: DATABASE_URL; or the embedded PostgreSQL, the running
 * app's when it is up, else started here for the command and stopped after it.
 */
export async function withAppDatabase<T>(config: Config, log: (m: string) => void, work: (url: string) => Promise<T>): Promise<T> {
  const url = configuredDatabaseUrl(config);
  if (config.databaseUrl || (await reachable(url))) return work(url);
  const db = await resolveDatabaseUrl(config, log);
  try {
    return await work(db.url);
  } finally {
    await db.embedded?.stop();
  }
}
