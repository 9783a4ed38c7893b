import { IsolationLevel, type EntityManager } from '@mikro-orm/postgresql';

/** Packages per chunk: each chunk is one row of the cursor, decoded in a short synchronous step. */
const CHUNK = 5000;

/** The fields of a package's record in `SearchColumns.rows` (eight 32-bit integers: 32 bytes, half a cache line). */
export const ID = 0, DAY = 1, AIRPORT = 2, COUNTRY = 3, CITY = 4, NIGHTS = 5, PERSONS = 6, CENTS = 7;
const FIELDS = 8;

/**
 * The search columns of every package as one record each, package `r` the `r`-th in the date order
 * (departure_date, id), so that order needs no permutation. A record's fields lie together: a walk in
 * another order reads one cache line per package, not one per column. `byPrice[k]` / `byName[k]`: the
 * package `k`-th in the order (price, id) / (title_key, id), as PostgreSQL ranks them (its collation
 * and its numeric comparison, never JavaScript's).
 *
 * The fields: id; departure_date as days since 1970-01-01 (ascending: the records' own order); the
 * airport, country and city (0: none; ids start at 1); nights; persons; the price in cents (numeric(10,2):
 * exact; above 2^31 - 1 kept as that, higher than any price filter, which stops at a million euros).
 */
export interface SearchColumns {
  size: number;
  rows: Int32Array;
  byPrice: Int32Array;
  byName: Int32Array;
}

/** Day number of a `YYYY-MM-DD` date: what `date - date '1970-01-01'` gives in PostgreSQL. */
export const dayOf = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** A chunk of packages (consecutive in the date order): their records and their ranks, each value in its binary form, concatenated. */
interface Chunk {
  first: number;
  rows: Buffer;
  by_price: Buffer;
  by_name: Buffer;
}

/**
 * Reads the columns in one snapshot (a cursor in a read-only REPEATABLE READ transaction, after the
 * count it sizes them by), a chunk at a time: neither the data nor the work of decoding it is ever
 * the whole catalogue at once. Values come as binary (`int4send`, in a bytea per chunk): rows of
 * numbers as text cost the app far more to parse. `stopped`: checked between chunks (the app is closing).
 */
export function readSearchColumns(em: EntityManager, stopped: () => boolean): Promise<SearchColumns> {
  return em.transactional(async (tx) => {
    const [{ size }] = await tx.execute<{ size: number }[]>('select count(*)::int as size from packages');
    // The ranks are the page query's orders (package-search.ts PACKAGE_COLUMNS, then id); descending
    // is the exact reverse of ascending (no column can be null, and PostgreSQL puts nulls last
    // ascending and first descending anyway).
    const fields = ['p.id', `p.departure_date - date '1970-01-01'`, 'p.airport_id', 'p.country_id', 'coalesce(p.city_id, 0)', 'p.nights', 'p.persons',
      'least(p.price * 100, 2147483647)::int'];
    await tx.execute(`declare search_columns no scroll cursor for
      with r as (
        select ${fields.map((f) => `int4send(${f})`).join(' || ')} as rec,
          (row_number() over (order by p.departure_date, p.id))::int - 1 as pos,
          (row_number() over (order by p.price, p.id))::int - 1 as by_price,
          (row_number() over (order by p.title_key, p.id))::int - 1 as by_name
        from packages p)
      select min(r.pos) as first, string_agg(r.rec, ''::bytea order by r.pos) as rows,
        string_agg(int4send(r.by_price), ''::bytea order by r.pos) as by_price, string_agg(int4send(r.by_name), ''::bytea order by r.pos) as by_name
      from r group by r.pos / ${CHUNK} order by r.pos / ${CHUNK}`);
    const c: SearchColumns = { size, rows: new Int32Array(size * FIELDS), byPrice: new Int32Array(size), byName: new Int32Array(size) };
    let read = 0;
    for (;;) {
      if (stopped()) throw new Error('search index: stopped');
      const [chunk] = await tx.execute<Chunk[]>('fetch 1 from search_columns');
      if (!chunk) break;
      const n = chunk.by_price.length / 4;
      // Sized by the count of the same snapshot: more rows would not fit.
      if (chunk.first !== read || read + n > size || chunk.rows.length !== n * FIELDS * 4) throw new Error(`search index: a chunk at ${chunk.first} after ${read} of ${size} rows`);
      const base = read * FIELDS;
      for (let i = 0; i < n * FIELDS; i++) c.rows[base + i] = chunk.rows.readInt32BE(i * 4);
      for (let i = 0; i < n; i++) {
        c.byPrice[chunk.by_price.readInt32BE(i * 4)] = read + i;
        c.byName[chunk.by_name.readInt32BE(i * 4)] = read + i;
      }
      read += n;
    }
    if (read !== size) throw new Error(`search index: read ${read} rows of ${size}`);
    return c;
  }, { readOnly: true, isolationLevel: IsolationLevel.REPEATABLE_READ });
}

/** A filter set as bounds on the fields (inclusive; 0 for a place: any). */
export interface Bounds {
  dayMin: number; dayMax: number; airport: number; country: number; city: number;
  nightsMin: number; nightsMax: number; persons: number; centsMin: number; centsMax: number;
}

/** Which order to walk: null for the records' own (date) order. */
export type Walk = { perm: Int32Array | null; desc: boolean };

/**
 * One pass over the packages in the walk's order: every match counted, the ids of matches number
 * `offset` to `offset + limit - 1` collected. The date order walks only the packages inside the day bounds.
 */
export function walk(c: SearchColumns, b: Bounds, { perm, desc }: Walk, offset: number, limit: number): { ids: number[]; total: number } {
  let lo = 0;
  let hi = c.size;
  if (!perm) {
    lo = firstDayAtLeast(c, b.dayMin);
    hi = firstDayAtLeast(c, b.dayMax + 1);
  }
  const rows = c.rows;
  const end = offset + limit;
  const ids: number[] = [];
  let total = 0;
  const n = hi - lo;
  for (let j = 0; j < n; j++) {
    const k = desc ? hi - 1 - j : lo + j;
    const o = (perm ? perm[k]! : k) * FIELDS;
    const d = rows[o + DAY]!;
    if (d < b.dayMin || d > b.dayMax) continue;
    if (b.airport && rows[o + AIRPORT] !== b.airport) continue;
    if (b.country && rows[o + COUNTRY] !== b.country) continue;
    if (b.city && rows[o + CITY] !== b.city) continue;
    const nights = rows[o + NIGHTS]!;
    if (nights < b.nightsMin || nights > b.nightsMax) continue;
    if (rows[o + PERSONS]! < b.persons) continue;
    const cents = rows[o + CENTS]!;
    if (cents < b.centsMin || cents > b.centsMax) continue;
    if (total >= offset && total < end) ids.push(rows[o + ID]!);
    total++;
  }
  return { ids, total };
}

/** The first package whose day is at least `d` (the records are in day order). */
function firstDayAtLeast(c: SearchColumns, d: number): number {
  if (d === -Infinity) return 0;
  let lo = 0;
  let hi = c.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (c.rows[mid * FIELDS + DAY]! < d) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
