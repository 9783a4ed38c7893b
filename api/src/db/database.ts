import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config/env.js';
import { LATEST_MIGRATION } from './migrations/latest.js';
import { hasLatestMigration, migrate } from './migrate.js';
import { ormConfig } from './orm.config.js';
import { embeddedUrl, ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

export interface Database {
  orm: MikroORM;
  url: string;
  embedded?: EmbeddedPostgres;
}

/** The embedded cluster's place and port for a config (its data lives under DATA_DIR/pg). */
export function embeddedCluster(config: Config): { dataDir: string; port: number } {
  return { dataDir: path.join(config.dataDir, 'pg'), port: config.embeddedPgPort };
}

/** The app database's URL as configured: DATABASE_URL, or the embedded cluster's `bani` database. */
export function configuredDatabaseUrl(config: Config): string {
  return config.databaseUrl ?? embeddedUrl(embeddedCluster(config), APP_DATABASE);
}

const APP_DATABASE = 'bani';

/** DATABASE_URL when given; otherwise an embedded PostgreSQL under DATA_DIR/pg. */
export async function resolveDatabaseUrl(config: Config, log: (m: string) => void): Promise<{ url: string; embedded?: EmbeddedPostgres }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres({ ...embeddedCluster(config), log });
  try {
    return { url: await ensureDatabase(embedded.url, APP_DATABASE), embedded };
  } catch (e) {
    await embedded.stop();
    throw e;
  }
}

/** Connects MikroORM and applies the checked-in migrations. */
export async function openOrm(url: string): Promise<MikroORM> {
  const orm = await connectOrm(url);
  await migrate(orm);
  return orm;
}

export function connectOrm(url: string): Promise<MikroORM> {
  return MikroORM.init(ormConfig(url));
}

/** Throws unless the database answers and has every migration this code knows applied (the newest). */
export async function checkDatabaseReady(orm: MikroORM): Promise<void> {
  if (!(await hasLatestMigration(orm))) throw new Error(`migration ${LATEST_MIGRATION} is not applied`);
}
