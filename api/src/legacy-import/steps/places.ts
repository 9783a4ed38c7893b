import type { EntityManager } from '@mikro-orm/postgresql';
import { Airport } from '../../modules/places/airport.entity.js';
import { City } from '../../modules/places/city.entity.js';
import { Country } from '../../modules/places/country.entity.js';
import { integer, requiredText, text } from '../clean.js';
import type { LegacyRow } from '../source.js';
import { cleanRows, Skip } from '../step.js';
import { ImportStop, syncRows, type Planned, type RunContext, type SyncResult } from '../sync.js';

/** What later tables need of a place table: legacy id → our id (merged rows point at the row kept). */
export interface PlaceIds extends SyncResult {
  /** Legacy ids that exist in the legacy table but were skipped. */
  skipped: Set<number>;
  /** Every legacy id read. */
  read: Set<number>;
}

/** The database's own folding (lower + unaccent), so "Greqi", "GREQI" and "Gréqi" are one name here too. */
async function folds(em: EntityManager, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const rows = await em.execute<{ n: string; f: string }[]>(
    `select n, f_fold(n) as f from jsonb_array_elements_text(?::jsonb) as x(n)`,
    [JSON.stringify([...new Set(names)])],
  );
  return new Map(rows.map((r) => [r.n, r.f]));
}

/** Rows of ours that no legacy row owns and that would clash with `key`s of imported ones. */
async function foreignKeys(ctx: RunContext, source: string, sql: string): Promise<Map<string, number>> {
  const owned = await ctx.links.targetIds([source]);
  const rows = await ctx.em.execute<{ id: number; k: string }[]>(sql);
  return new Map(rows.filter((r) => !owned.has(r.id)).map((r) => [r.k, r.id]));
}

function stopOnClash(table: string, clashes: string[]): void {
  if (!clashes.length) return;
  throw new ImportStop(
    `${table}: ${clashes.slice(0, 10).join('; ')}${clashes.length > 10 ? '; ...' : ''} already exist here and did not come from the ` +
      `legacy database. Delete or rename them (or use --replace-demo for the demo content), then import again.`,
  );
}

/** A reference to a legacy row of another table, resolved through that table's ids; Skip when unusable. */
export function resolve(ref: unknown, field: string, what: string, table: string, target: PlaceIds): number {
  const id = integer(ref);
  if (id === null) throw new Skip(`${field} is empty: the ${what} is required here`);
  const ours = target.ids.get(id);
  if (ours !== undefined) return ours;
  if (target.skipped.has(id)) throw new Skip(`${field} ${id}: that ${what} was skipped (see ${table})`);
  throw new Skip(`${field} ${id}: no such ${what} (deleted in the old system, which left this row pointing at it)`);
}

/**
 * shtetet → countries, ids kept. An empty name becomes "Shteti <id>". Names equal but for case and
 * accents are ONE country here (our names are unique that way): the lowest id is kept and the others
 * are merged into it, with everything that pointed at them.
 */
export async function importCountries(ctx: RunContext, rows: LegacyRow[]): Promise<PlaceIds> {
  const names = rows.map((r) => String(r.emri ?? '').trim());
  const fold = await folds(ctx.em, names.filter(Boolean));
  const foreign = await foreignKeys(ctx, 'shtetet', `select id, f_fold(name) as k from countries`);
  const byFold = new Map<string, { id: number; name: string }>();
  const merged = new Map<number, number>();
  const clashes: string[] = [];
  const { planned, legacyIds } = await cleanRows(ctx, 'shtetet', rows, (row, id, fixes): Planned<Country> | null => {
    const name = requiredText(row.emri, 'emri', 100, fixes, `Shteti ${id}`);
    const key = fold.get(name) ?? name.toLowerCase();
    const first = byFold.get(key);
    if (first) {
      merged.set(id, first.id);
      ctx.report.merged('shtetet', id, `"${name}" is the same country as #${first.id} "${first.name}" (ignoring case and accents): merged into #${first.id}, with its cities, airports and packages`);
      return null;
    }
    byFold.set(key, { id, name });
    const other = foreign.get(key);
    if (other !== undefined && other !== id) clashes.push(`country #${other} "${name}"`);
    return { legacyId: id, id, values: { name } };
  });
  stopOnClash('shtetet', clashes);
  const rowsToSync = planned.filter((p): p is Planned<Country> => p !== null);
  const result = await syncRows(ctx, { source: 'shtetet', entity: Country, keepIds: true, rows: rowsToSync, legacyIds });
  for (const [id, into] of merged) result.ids.set(id, result.ids.get(into)!);
  return { ...result, read: legacyIds, skipped: skippedOf(legacyIds, result.ids) };
}

/** qytetet → cities, ids kept; a city must belong to an imported country. Duplicates within a country merge. */
export async function importCities(ctx: RunContext, rows: LegacyRow[], countries: PlaceIds): Promise<PlaceIds> {
  const fold = await folds(ctx.em, rows.map((r) => String(r.emri ?? '').trim()).filter(Boolean));
  const foreign = await foreignKeys(ctx, 'qytetet', `select id, country_id || ':' || f_fold(name) as k from cities`);
  const seen = new Map<string, { id: number; name: string }>();
  const merged = new Map<number, number>();
  const clashes: string[] = [];
  const { planned, legacyIds } = await cleanRows(ctx, 'qytetet', rows, (row, id, fixes): Planned<City> | null => {
    const countryId = resolve(row.shtetiid, 'shtetiId', 'country', 'shtetet', countries);
    const name = requiredText(row.emri, 'emri', 100, fixes, `Qyteti ${id}`);
    const key = `${countryId}:${fold.get(name) ?? name.toLowerCase()}`;
    const first = seen.get(key);
    if (first) {
      merged.set(id, first.id);
      ctx.report.merged('qytetet', id, `"${name}" is the same city as #${first.id} "${first.name}" in the same country (ignoring case and accents): merged into #${first.id}`);
      return null;
    }
    seen.set(key, { id, name });
    const other = foreign.get(key);
    if (other !== undefined && other !== id) clashes.push(`city #${other} "${name}"`);
    return { legacyId: id, id, values: { name, country: ctx.em.getReference(Country, countryId) } };
  });
  stopOnClash('qytetet', clashes);
  const rowsToSync = planned.filter((p): p is Planned<City> => p !== null);
  const result = await syncRows(ctx, { source: 'qytetet', entity: City, keepIds: true, rows: rowsToSync, legacyIds });
  for (const [id, into] of merged) result.ids.set(id, result.ids.get(into)!);
  return { ...result, read: legacyIds, skipped: skippedOf(legacyIds, result.ids) };
}

/**
 * airports → airports, ids kept. Codes are upper case and unique here: a second airport with a code
 * already taken is merged into the first (packages follow). An empty code is made from the name.
 */
export async function importAirports(ctx: RunContext, rows: LegacyRow[], countries: PlaceIds): Promise<PlaceIds> {
  const foreign = await foreignKeys(ctx, 'airports', `select id, upper(code) as k from airports`);
  const byCode = new Map<string, { id: number; name: string }>();
  const merged = new Map<number, number>();
  const clashes: string[] = [];
  const { planned, legacyIds } = await cleanRows(ctx, 'airports', rows, (row, id, fixes): Planned<Airport> | null => {
    const countryId = resolve(row.shtetiid, 'shtetiId', 'country', 'shtetet', countries);
    let code = text(row.akronimi, 'akronimi', 10, fixes);
    const name = requiredText(row.emri, 'emri', 100, fixes, code || `Aeroporti ${id}`);
    if (!code) {
      code = codeFrom(name, id, byCode);
      fixes.add(`akronimi was empty: set to "${code}"`);
    } else if (code !== code.toUpperCase()) {
      // Codes are upper case here (the add forms upper-case them too).
      fixes.add(`akronimi "${code}" upper-cased`);
      code = code.toUpperCase();
    }
    const key = code.toUpperCase();
    const first = byCode.get(key);
    if (first) {
      merged.set(id, first.id);
      ctx.report.merged('airports', id, `code "${code}" is the code of #${first.id} "${first.name}" too (ignoring case): merged into #${first.id}, with its packages`);
      return null;
    }
    byCode.set(key, { id, name });
    const other = foreign.get(key);
    if (other !== undefined && other !== id) clashes.push(`airport #${other} with code "${code}"`);
    return { legacyId: id, id, values: { name, code, country: ctx.em.getReference(Country, countryId) } };
  });
  stopOnClash('airports', clashes);
  const rowsToSync = planned.filter((p): p is Planned<Airport> => p !== null);
  const result = await syncRows(ctx, { source: 'airports', entity: Airport, keepIds: true, rows: rowsToSync, legacyIds });
  for (const [id, into] of merged) result.ids.set(id, result.ids.get(into)!);
  return { ...result, read: legacyIds, skipped: skippedOf(legacyIds, result.ids) };
}

/** Three letters of the name, upper-cased (or "A<id>" when taken or too short). */
function codeFrom(name: string, id: number, taken: Map<string, unknown>): string {
  const letters = name.normalize('NFD').replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
  return letters.length === 3 && !taken.has(letters) ? letters : `A${id}`;
}

function skippedOf(read: Set<number>, ids: Map<number, number>): Set<number> {
  return new Set([...read].filter((id) => !ids.has(id)));
}
