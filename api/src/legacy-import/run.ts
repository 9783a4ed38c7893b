import type { EntityManager } from '@mikro-orm/postgresql';
import { MediaService } from '../modules/media/media.service.js';
import { NO_DEMO_KEY } from '../db/seed/index.js';
import { Role } from '../modules/users/role.js';
import { isUntouchedDemo, replaceDemo } from './demo.js';
import { Links, type Link } from './links.js';
import type { Progress } from './progress.js';
import { ImportReport } from './report.js';
import { LEGACY_TABLES, type LegacySource, type LegacyTable } from './source.js';
import { ImportStop, type RunContext } from './sync.js';
import { CARD_TABLES, importCards, importSlider, SLIDER_TABLES } from './steps/pictures.js';
import { importLogs } from './steps/logs.js';
import { importPackages } from './steps/packages.js';
import { importAirports, importCities, importCountries } from './steps/places.js';
import { importDubaiPrices, importMacedoniaPrices, importRoomPrices } from './steps/prices.js';
import { removeStale, type Stale } from './stale.js';
import { importTravelPlans } from './steps/travel-plans.js';
import { importUsers } from './steps/users.js';

export interface ImportOptions {
  source: LegacySource;
  /** A fork of the application's EntityManager on the target database. */
  em: EntityManager;
  /** What the report calls the target (a URL without password). */
  target: string;
  dryRun?: boolean;
  /** Delete the demo content (SEED_DEMO) before importing, in the same transaction. */
  replaceDemo?: boolean;
  progress: Progress;
  /** Largest legacy picture accepted (decoded bytes). The old server had no limit. */
  maxImageBytes: number;
}

/** Thrown by a dry run's transaction so that nothing it did (nothing, by design) can be committed. */
class DryRunRollback extends Error {}

/** Tables whose ids are kept: their sequences must move past the imported ids. */
const KEPT_ID_TABLES = ['countries', 'cities', 'airports', 'packages'];

/** app_meta key recording the last import (the demo seed stays away from a database that has one). */
export const IMPORT_META_KEY = 'legacy-import:last';

/**
 * Reads every legacy table and writes our model in ONE transaction: it completes, or leaves the
 * database as it was. A dry run does the same reading, checking and image decoding, writes nothing,
 * and returns the report a real run would give. An ImportStop (no owner, ids taken) ends the run
 * with the report's `result` set to `stopped`; any other error propagates after the rollback.
 */
export async function runImport(opts: ImportOptions): Promise<ImportReport> {
  const dryRun = opts.dryRun ?? false;
  const report = new ImportReport(opts.source.label, opts.target, dryRun);
  const read = (table: LegacyTable) => readTable(opts.source, table, report);
  try {
    await opts.em.transactional(async (em) => {
      const ctx: RunContext = { em, dryRun, report, progress: opts.progress, links: new Links(em) };
      if (opts.replaceDemo) await replaceDemo(em, report, dryRun, '--replace-demo');
      else if (await isUntouchedDemo(em)) await replaceDemo(em, report, dryRun, 'only the untouched demo content was here');
      const stale: Stale[] = [];
      const keep = (table: string, source: string, links: Link[]) => stale.push({ table, source, links });

      const users = await importUsers(ctx, await read('users'));
      keep('users', 'users', users.stale);
      assertOwner(users.roles, users.stale, report);

      const countries = await importCountries(ctx, await read('shtetet'));
      const cities = await importCities(ctx, await read('qytetet'), countries);
      const airports = await importAirports(ctx, await read('airports'), countries);
      const packages = await importPackages(ctx, await read('aranzhmanet'), countries, airports);
      keep('countries', 'shtetet', countries.stale);
      keep('cities', 'qytetet', cities.stale);
      keep('airports', 'airports', airports.stale);
      keep('packages', 'aranzhmanet', packages.stale);
      keep('travel_plans', 'travel_plans', (await importTravelPlans(ctx, await read('travel_plans'))).stale);

      const media = new MediaService(em, null, opts.maxImageBytes);
      for (const [table, slider] of SLIDER_TABLES) keep('slider_images', table, (await importSlider(ctx, media, table, slider, await read(table))).stale);
      for (const [table, kind] of CARD_TABLES) keep('cards', table, (await importCards(ctx, media, table, kind, await read(table))).stale);
      keep('room_prices', 'RoomPrices', (await importRoomPrices(ctx, await read('RoomPrices'))).stale);
      keep('dubai_prices', 'Dubai_prices', (await importDubaiPrices(ctx, await read('Dubai_prices'))).stale);
      keep('macedonia_prices', 'Maqedoni_prices', (await importMacedoniaPrices(ctx, await read('Maqedoni_prices'))).stale);
      keep('logs', 'logs', (await importLogs(ctx, await read('logs'), users)).stale);
      reportUnused(await read('ofertat'), report);
      reportUnknownTables(opts.source, report);

      await removeStale(ctx, stale.reverse());
      if (dryRun) throw new DryRunRollback();

      await em.flush();
      for (const table of KEPT_ID_TABLES) await moveSequencePastIds(em, table);
      const owners = await em.execute<{ n: number }[]>(`select count(*)::int as n from users where role = ?`, [Role.OWNER]);
      if (!owners[0]?.n) throw new ImportStop(NO_OWNER);
      await em.execute(
        `insert into app_meta (key, value, updated_at) values (?, ?, now()) on conflict (key) do update set value = excluded.value, updated_at = now()`,
        [IMPORT_META_KEY, JSON.stringify({ at: new Date().toISOString(), source: opts.source.label })],
      );
      await markRealData(em);
    });
    report.finish(dryRun ? 'dry-run' : 'completed');
  } catch (e) {
    if (e instanceof DryRunRollback) report.finish('dry-run');
    else if (e instanceof ImportStop) report.finish('stopped', e.message);
    else throw e;
  }
  return report;
}

async function readTable(source: LegacySource, table: LegacyTable, report: ImportReport) {
  const name = source.tableName(table);
  if (!name) {
    report.note(`table ${table} was not found in the legacy database: nothing imported from it`);
    report.table(table);
    return [];
  }
  if (name !== table) report.note(`table ${table} is spelled "${name}" in the legacy database`);
  return source.rows(table);
}

const NO_OWNER =
  'no account would have the role owner after the import. Give one legacy user the role "owner" ' +
  '(UPDATE users SET role = \'owner\' WHERE username = ...), or import into a database whose owner stays, then run the import again.';

/** At least one owner must exist after the import; checked early (before the pictures) and again at the end. */
function assertOwner(roles: Map<number, Role>, staleUsers: Link[], report: ImportReport): void {
  const removed = new Set(staleUsers.map((l) => l.targetId));
  const owners = [...roles].filter(([id, role]) => role === Role.OWNER && !removed.has(id));
  if (!owners.length) throw new ImportStop(NO_OWNER);
  report.note(`${owners.length} account(s) with the role owner after the import`);
}

/** `ofertat` was defined but never used by the old client; our model has no place for it. */
function reportUnused(rows: Record<string, unknown>[], report: ImportReport): void {
  report.table('ofertat').read += rows.length;
  for (const row of rows) {
    report.skipped('ofertat', Number(row.id) || null, 'table ofertat was never used by the old site and has no counterpart here', row);
  }
}

/** Tables LEGACY-DB.md does not describe (the ORM's own, or added later by hand): named, not read. */
function reportUnknownTables(source: LegacySource, report: ImportReport): void {
  const known = new Set(LEGACY_TABLES.map((t) => t.toLowerCase()));
  const unknown = source.tables.filter((t) => !known.has(t.toLowerCase()));
  if (unknown.length) report.note(`table(s) not part of the old system's schema, not imported: ${unknown.join(', ')}`);
}

/** Explicit ids bypass the sequence: move it past the largest id, never back. */
async function moveSequencePastIds(em: EntityManager, table: string): Promise<void> {
  const [{ seq, max }] = await em.execute<{ seq: string; max: number | null }[]>(
    `select pg_get_serial_sequence(?, 'id') as seq, (select max(id) from ??) as max`,
    [table, table],
  );
  if (max === null) return;
  const [{ last_value: last, is_called: called }] = await em.execute<{ last_value: string; is_called: boolean }[]>(`select last_value, is_called from ${seq}`);
  const used = called ? Number(last) : Number(last) - 1;
  if (max > used) await em.execute(`select setval(?::regclass, ?)`, [seq, max]);
}

/** A database holding the agency's data must never get the demo content (and its known passwords) later. */
async function markRealData(em: EntityManager): Promise<void> {
  await em.execute(`insert into app_meta (key, value) values (?, 'legacy import') on conflict (key) do nothing`, [NO_DEMO_KEY]);
}
