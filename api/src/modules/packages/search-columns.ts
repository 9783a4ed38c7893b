import { IsolationLevel, type EntityManager } from '@mikro-orm/postgresql';

/** Rows a cursor fetch reads: each batch is parsed and copied in a short synchronous step. */
const FETCH_ROWS = 5000;

/**
 * The search columns of every package, one typed array each, row `r` the package `r`-th in the date
 * order (departure_date, id), so that order needs no permutation. `byPrice[k]` / `byName[k]`: the row
 * `k`-th in the order (price, id) / (title_key, id), as PostgreSQL ranks them: its collation and its
 * numeric comparison, never JavaScript's.
 */
export interface SearchColumns {
  size: number;
  id: Int32Array;
  /** departure_date as days since 1970-01-01 (ascending: the rows' own order). */
  day: Int32Array;
  airport: Int32Array;
  country: Int32Array;
  /** 0: no city (ids start at 1). */
  city: Int32Array;
  nights: Int16Array;
  persons: Int16Array;
  price: Float64Array;
  byPrice: Int32Array;
  byName: Int32Array;
}

/** Day number of a `YYYY-MM-DD` date: what `date - date '1970-01-01'` gives in PostgreSQL. */
export const dayOf = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

interface Row {
  id: number; day: number; airport_id: number; country_id: number; city_id: number; nights: number; persons: number; price: number;
  by_price: number; by_name: number;
}

/**
 * Reads the columns in one snapshot (one cursor query in a read-only transaction), a batch at a time:
 * neither the rows nor the work of copying them is ever the whole catalogue at once. `stopped`: checked
 * between batches (the app is closing).
 */
export function readSearchColumns(em: EntityManager, stopped: () => boolean): Promise<SearchColumns> {
  return em.transactional(async (tx) => {
    const [{ size }] = await tx.execute<{ size: number }[]>('select count(*)::int as size from packages');
    // The ranks are the page query's orders (package-search.ts PACKAGE_COLUMNS, then id); descending
    // is the exact reverse of ascending (no column can be null, and PostgreSQL puts nulls last
    // ascending and first descending anyway).
    await tx.execute(`declare search_columns no scroll cursor for
      select p.id, (p.departure_date - date '1970-01-01') as day, p.airport_id, p.country_id, coalesce(p.city_id, 0) as city_id,
        p.nights, p.persons, p.price::float8 as price,
        (row_number() over (order by p.price, p.id))::int - 1 as by_price,
        (row_number() over (order by p.title_key, p.id))::int - 1 as by_name
      from packages p
      order by p.departure_date, p.id`);
    // Sized by the count of the same snapshot: the cursor returns exactly that many rows.
    const c: SearchColumns = {
      size, id: new Int32Array(size), day: new Int32Array(size), airport: new Int32Array(size), country: new Int32Array(size),
      city: new Int32Array(size), nights: new Int16Array(size), persons: new Int16Array(size), price: new Float64Array(size),
      byPrice: new Int32Array(size), byName: new Int32Array(size),
    };
    let r = 0;
    for (;;) {
      if (stopped()) throw new Error('search index: stopped');
      const rows = await tx.execute<Row[]>(`fetch ${FETCH_ROWS} from search_columns`);
      for (const row of rows) {
        c.id[r] = row.id;
        c.day[r] = row.day;
        c.airport[r] = row.airport_id;
        c.country[r] = row.country_id;
        c.city[r] = row.city_id;
        c.nights[r] = row.nights;
        c.persons[r] = row.persons;
        c.price[r] = row.price;
        c.byPrice[row.by_price] = r;
        c.byName[row.by_name] = r;
        r++;
      }
      if (rows.length < FETCH_ROWS) break;
    }
    if (r !== size) throw new Error(`search index: read ${r} rows of ${size}`);
    return c;
  }, { readOnly: true, isolationLevel: IsolationLevel.REPEATABLE_READ });
}

/** A filter set as bounds on the columns (inclusive; 0 for an id: any). */
export interface Bounds {
  dayMin: number; dayMax: number; airport: number; country: number; city: number;
  nightsMin: number; nightsMax: number; persons: number; priceMin: number; priceMax: number;
}

/** Which order to walk: null for the rows' own (date) order. */
export type Walk = { perm: Int32Array | null; desc: boolean };

/**
 * One pass over the rows in the walk's order: every match counted, the ids of matches number
 * `offset` to `offset + limit - 1` collected. The date order walks only the rows inside the day bounds.
 */
export function walk(c: SearchColumns, b: Bounds, { perm, desc }: Walk, offset: number, limit: number): { ids: number[]; total: number } {
  let lo = 0;
  let hi = c.size;
  if (!perm) {
    lo = firstDayAtLeast(c.day, c.size, b.dayMin);
    hi = firstDayAtLeast(c.day, c.size, b.dayMax + 1);
  }
  const { id, day, airport, country, city, nights, persons, price } = c;
  const end = offset + limit;
  const ids: number[] = [];
  let total = 0;
  const n = hi - lo;
  for (let j = 0; j < n; j++) {
    const k = desc ? hi - 1 - j : lo + j;
    const r = perm ? perm[k]! : k;
    const d = day[r]!;
    if (d < b.dayMin || d > b.dayMax) continue;
    if (b.airport && airport[r] !== b.airport) continue;
    if (b.country && country[r] !== b.country) continue;
    if (b.city && city[r] !== b.city) continue;
    const nt = nights[r]!;
    if (nt < b.nightsMin || nt > b.nightsMax) continue;
    if (persons[r]! < b.persons) continue;
    const p = price[r]!;
    if (p < b.priceMin || p > b.priceMax) continue;
    if (total >= offset && total < end) ids.push(id[r]!);
    total++;
  }
  return { ids, total };
}

/** The first row whose day is at least `d` (the rows are in day order). */
function firstDayAtLeast(day: Int32Array, size: number, d: number): number {
  if (d === -Infinity) return 0;
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (day[mid]! < d) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
