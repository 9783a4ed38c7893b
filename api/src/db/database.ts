import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config/env.js';
import { ormConfig } from './orm.config.js';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

export interface Database {
  orm: MikroORM;
  url: string;
  embedded?: EmbeddedPostgres;
}

/** DATABASE_URL when given; otherwise an embedded PostgreSQL under DATA_DIR/pg. */
export async function resolveDatabaseUrl(config: Config, log: (m: string) => void): Promise<{ url: string; embedded?: EmbeddedPostgres }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), port: config.embeddedPgPort, log });
  try {
    return { url: await ensureDatabase(embedded.url, 'bani'), embedded };
  } catch (e) {
    await embedded.stop();
    throw e;
  }
}

/** Connects MikroORM and applies the checked-in migrations. */
export async function openOrm(url: string): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(url));
  await orm.getMigrator().up();
  return orm;
}
