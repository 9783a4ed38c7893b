import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { silentProgress } from '../progress.js';
import type { ReportJson } from '../report.js';
import { runImport } from '../run.js';
import { openMysqlSource } from '../source.js';
import { createLegacySchema, fillLegacy } from './legacy-data.js';
import { findMariaDb, type MariaDb } from './mariadb.js';

/**
 * Whether the MariaDB tests can run. Without MariaDB they are skipped with a loud warning; under
 * CI=true a missing MariaDB fails the file instead (never a silent skip).
 */
export function mariaDbAvailable(): boolean {
  if (findMariaDb()) return true;
  const message = 'MariaDB is not installed (apt-get install -y mariadb-server): the legacy import tests cannot run.';
  if (process.env.CI && process.env.CI !== 'false') throw new Error(message);
  console.warn(`\n!!! ${message} They are SKIPPED.\n`);
  return false;
}

/** A legacy database on `maria`, created and filled like the old server does; returns its mysql:// URL. */
export async function legacyDatabase(maria: MariaDb, name: string, options: { withOwner?: boolean } = {}): Promise<string> {
  const url = await maria.createDatabase(name);
  const c = await maria.admin(name);
  try {
    await createLegacySchema(c);
    await fillLegacy(c, options);
  } finally {
    await c.end();
  }
  return url;
}

/** Runs the import the way the command does, without its printing. */
export async function importLegacy(orm: MikroORM, url: string, options: { dryRun?: boolean; replaceDemo?: boolean } = {}): Promise<ReportJson> {
  const source = await openMysqlSource(url);
  try {
    const report = await runImport({
      source, em: orm.em.fork() as EntityManager, target: 'test', progress: silentProgress, maxImageBytes: 32 * 1024 * 1024, ...options,
    });
    return report.toJSON();
  } finally {
    await source.close();
  }
}

/** An empty migrated database (no owner: no app started on it), cloned from the test template. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `legacy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const adminUrl = inject('pgAdminUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Row counts of `tables` in the database at `url`. */
export async function countRows(url: string, tables: string[]): Promise<Record<string, number>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const out: Record<string, number> = {};
    for (const table of tables) out[table] = Number((await c.query(`select count(*) from ${table}`)).rows[0].count);
    return out;
  } finally {
    await c.end();
  }
}
