import type { EntityClass, EntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Airport } from '../../modules/places/airport.entity.js';
import { City } from '../../modules/places/city.entity.js';
import { Country } from '../../modules/places/country.entity.js';
import { integer, requiredText, text, type Fixes } from '../clean.js';
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

interface PlaceSpec<E> {
  source: string;
  entity: EntityClass<E>;
  /** `select id, <key> as k from <our table>`: the keys of our rows, to find clashes with rows made here. */
  foreignSql: string;
  /** The cleaned row, and the key under which two rows are the same place here. */
  clean(row: LegacyRow, id: number, fixes: Fixes): { key: string; label: string; values: EntityData<E> };
  /** Why a row is merged into the first row with its key. */
  merged(label: string, first: { id: number; label: string }): string;
}

/** A place table, ids kept: rows with the key of an earlier row are merged into it (references follow). */
async function importPlaces<E extends { id: number }>(ctx: RunContext, rows: LegacyRow[], spec: PlaceSpec<E>): Promise<PlaceIds> {
  const foreign = await foreignKeys(ctx, spec.source, spec.foreignSql);
  const seen = new Map<string, { id: number; label: string }>();
  const merged = new Map<number, number>();
  const clashes: string[] = [];
  const { planned, legacyIds } = await cleanRows(ctx, spec.source, rows, (row, id, fixes): Planned<E> | null => {
    const { key, label, values } = spec.clean(row, id, fixes);
    const first = seen.get(key);
    if (first) {
      merged.set(id, first.id);
      ctx.report.merged(spec.source, id, spec.merged(label, first));
      return null;
    }
    seen.set(key, { id, label });
    const other = foreign.get(key);
    if (other !== undefined && other !== id) clashes.push(`#${other} ${label} (legacy #${id})`);
    return { legacyId: id, id, values };
  });
  stopOnClash(spec.source, clashes);
  const result = await syncRows(ctx, {
    source: spec.source, entity: spec.entity, keepIds: true, rows: planned.filter((p): p is Planned<E> => p !== null), legacyIds,
  });
  for (const [id, into] of merged) result.ids.set(id, result.ids.get(into)!);
  return { ...result, read: legacyIds, skipped: new Set([...legacyIds].filter((id) => !result.ids.has(id))) };
}

/**
 * shtetet → countries. An empty name becomes "Shteti <id>". Names equal but for case and accents are
 * ONE country here (our names are unique that way): the lowest id is kept and the others are merged
 * into it, with everything that pointed at them.
 */
export async function importCountries(ctx: RunContext, rows: LegacyRow[]): Promise<PlaceIds> {
  const fold = await folds(ctx.em, rows.map((r) => String(r.emri ?? '').trim()).filter(Boolean));
  return importPlaces<Country>(ctx, rows, {
    source: 'shtetet',
    entity: Country,
    foreignSql: `select id, f_fold(name) as k from countries`,
    clean(row, id, fixes) {
      const name = requiredText(row.emri, 'emri', 100, fixes, `Shteti ${id}`);
      return { key: fold.get(name) ?? name.toLowerCase(), label: `"${name}"`, values: { name } };
    },
    merged: (label, first) =>
      `${label} is the same country as #${first.id} ${first.label} (ignoring case and accents): merged into #${first.id}, with its cities, airports and packages`,
  });
}

/** qytetet → cities; a city must belong to an imported country. Duplicates within a country merge. */
export async function importCities(ctx: RunContext, rows: LegacyRow[], countries: PlaceIds): Promise<PlaceIds> {
  const fold = await folds(ctx.em, rows.map((r) => String(r.emri ?? '').trim()).filter(Boolean));
  return importPlaces<City>(ctx, rows, {
    source: 'qytetet',
    entity: City,
    foreignSql: `select id, country_id || ':' || f_fold(name) as k from cities`,
    clean(row, id, fixes) {
      const countryId = resolve(row.shtetiid, 'shtetiId', 'country', 'shtetet', countries);
      const name = requiredText(row.emri, 'emri', 100, fixes, `Qyteti ${id}`);
      const values = { name, country: ctx.em.getReference(Country, countryId) };
      return { key: `${countryId}:${fold.get(name) ?? name.toLowerCase()}`, label: `"${name}"`, values };
    },
    merged: (label, first) =>
      `${label} is the same city as #${first.id} ${first.label} in the same country (ignoring case and accents): merged into #${first.id}`,
  });
}

/**
 * airports → airports. Codes are upper case and unique here: a second airport with a code already
 * taken is merged into the first (packages follow). An empty code is made from the name.
 */
export async function importAirports(ctx: RunContext, rows: LegacyRow[], countries: PlaceIds): Promise<PlaceIds> {
  const codes = new Set<string>();
  return importPlaces<Airport>(ctx, rows, {
    source: 'airports',
    entity: Airport,
    foreignSql: `select id, upper(code) as k from airports`,
    clean(row, id, fixes) {
      const countryId = resolve(row.shtetiid, 'shtetiId', 'country', 'shtetet', countries);
      let code = text(row.akronimi, 'akronimi', 10, fixes);
      const name = requiredText(row.emri, 'emri', 100, fixes, code || `Aeroporti ${id}`);
      if (!code) {
        code = codeFrom(name, id, codes);
        fixes.add(`akronimi was empty: set to "${code}"`);
      } else if (code !== code.toUpperCase()) {
        // Codes are upper case here (the add forms upper-case them too).
        fixes.add(`akronimi "${code}" upper-cased`);
        code = code.toUpperCase();
      }
      codes.add(code);
      return { key: code, label: `"${name}" (${code})`, values: { name, code, country: ctx.em.getReference(Country, countryId) } };
    },
    merged: (label, first) => `${label} has the code of #${first.id} ${first.label}: merged into #${first.id}, with its packages`,
  });
}

/** Three letters of the name, upper-cased (or "A<id>" when taken or too short). */
function codeFrom(name: string, id: number, taken: Set<string>): string {
  const letters = name.normalize('NFD').replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
  return letters.length === 3 && !taken.has(letters) ? letters : `A${id}`;
}
