import type { IMigrator } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { LATEST_MIGRATION } from './migrations/latest.js';

const ready = new WeakSet<MikroORM>();

/**
 * The migrator of `orm`, with the checked-in migrations. Loaded on first use: the migrator (umzug and
 * its command line) and the migrations are tens of megabytes of modules that an instance starting on a
 * current database, every cluster worker after the first, never needs (ADR 0048).
 */
export async function migratorOf(orm: MikroORM): Promise<IMigrator> {
  if (!ready.has(orm)) {
    const [{ Migrator }, { migrationsList }] = await Promise.all([import('@mikro-orm/migrations'), import('./migrations/index.js')]);
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
    Migrator.register(orm);
    ready.add(orm);
  }
  return orm.getMigrator();
}

/**
 * Whether the database has this code's newest migration (and so, applied in order, every one); a
 * database never migrated has no table of migrations yet (42P01). Not for use inside a transaction.
 */
export async function hasLatestMigration(orm: MikroORM): Promise<boolean> {
  try {
    return (await orm.em.execute('select 1 from mikro_orm_migrations where name = ?', [LATEST_MIGRATION])).length > 0;
  } catch (e) {
    if ((e as { code?: string }).code === '42P01') return false;
    throw e;
  }
}

/** Applies the migrations the database lacks; loads nothing when it has them all. */
export async function migrate(orm: MikroORM): Promise<void> {
  if (await hasLatestMigration(orm)) return;
  await (await migratorOf(orm)).up();
}
