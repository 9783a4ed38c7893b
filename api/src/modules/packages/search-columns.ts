import { IsolationLevel, type EntityManager } from '@mikro-orm/postgresql';
import { Board } from '../package-options/board.js';

/** Packages per chunk: each chunk is one row of the cursor, decoded in a short synchronous step. */
const CHUNK = 5000;

/**
 * The search columns of every package, one typed array each (36 bytes a package), package `r` the
 * `r`-th in the date order (departure_date, id), so that order needs no permutation and a day range is
 * a range of packages. Columns, not records: a pass reads only the columns its filters name, in
 * order, which the processor streams (a pass that jumps from package to package in another order waits
 * on memory for each one). `byPrice[k]` / `byName[k]`: the package `k`-th in the order (price, id) /
 * (title_key, id), as PostgreSQL ranks them (its collation and its numeric comparison, never JavaScript's).
 *
 * `day`: departure_date as days since 1970-01-01 (ascending); `city` 0: none (ids start at 1); `cents`:
 * the price in cents (numeric(10,2): exact; above 2^31 - 1 kept as that, higher than any price filter,
 * which stops at a million euros).
 */
export interface SearchColumns {
  size: number;
  id: Int32Array;
  day: Int32Array;
  airport: Int32Array;
  country: Int32Array;
  city: Int32Array;
  nights: Int16Array;
  persons: Int16Array;
  cents: Int32Array;
  byPrice: Int32Array;
  byName: Int32Array;
  /** The boards a package is sold with (its own, its options'), a bit each (`BOARD_BITS`). */
  boards: Int16Array;
  /** The package's search text, as its place in `texts`. */
  text: Int32Array;
  /** Every distinct search text (`packages.search_text`: title and places, folded by the database), in its order. */
  texts: string[];
  /** A bit per package: a walk's matches (walks are synchronous, so one set serves them all). */
  matches: Uint32Array;
}

/** The packages of each airport, country and city, each place's in the date order (`placesOf`). */
interface Places {
  /** Package numbers grouped by place. */
  rows: Int32Array;
  /** Each place's group: [first, end) in `rows`. */
  of: Map<number, readonly [number, number]>;
}

/**
 * The columns, and what a walk finds its way by: each place's packages (a search for one country reads
 * its few thousand packages, not the whole catalogue), each order's rank of a package (a few matches are
 * sorted by it, instead of walking a whole order for them), and room for a walk's matches.
 */
export interface IndexedColumns extends SearchColumns {
  places: { airport: Places; country: Places; city: Places };
  /** `rankByPrice[r]`: package r's place in `byPrice` (its inverse); `rankByName` likewise. */
  rankByPrice: Int32Array;
  rankByName: Int32Array;
  /** A walk's matches, in the date order. */
  hits: Int32Array;
}

type Column = Exclude<keyof SearchColumns, 'size' | 'matches' | 'texts'>;

/** The columns with their places, ranks and room for a walk (see IndexedColumns). */
export function indexed(c: SearchColumns): IndexedColumns {
  const rank = (perm: Int32Array) => {
    const r = new Int32Array(c.size);
    for (let k = 0; k < c.size; k++) r[perm[k]!] = k;
    return r;
  };
  return {
    ...c,
    places: { airport: placesOf(c.airport), country: placesOf(c.country), city: placesOf(c.city) },
    rankByPrice: rank(c.byPrice), rankByName: rank(c.byName), hits: new Int32Array(c.size),
  };
}

/** A column's packages grouped by value (a counting sort, so each group stays in the date order). */
function placesOf(column: Int32Array): Places {
  const counts = new Map<number, number>();
  for (const v of column) counts.set(v, (counts.get(v) ?? 0) + 1);
  const of = new Map<number, readonly [number, number]>();
  const next = new Map<number, number>();
  let at = 0;
  for (const [v, n] of counts) {
    of.set(v, [at, at + n]);
    next.set(v, at);
    at += n;
  }
  const rows = new Int32Array(column.length);
  for (let r = 0; r < column.length; r++) {
    const v = column[r]!;
    const i = next.get(v)!;
    rows[i] = r;
    next.set(v, i + 1);
  }
  return { rows, of };
}

/** Day number of a `YYYY-MM-DD` date: what `date - date '1970-01-01'` gives in PostgreSQL. */
export const dayOf = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Each board's bit in `boards`: its place in this list. */
export const BOARD_BITS: readonly Board[] = Object.values(Board);

/** A package's boards (`ob.boards`: its options'), as the search's board filter reads them (package-search.ts `filtered`). */
const BOARDS_MASK = `(${BOARD_BITS.map((b, i) => `case when p.board = '${b}' or '${b}' = any(ob.boards) then ${1 << i} else 0 end`).join(' + ')})::int2`;

/** Each column's value (of `packages p`), and its size in bytes (2: int2, else int4). */
const VALUES: [Column, string, 2 | 4][] = [
  ['id', 'p.id', 4], ['day', `p.departure_date - date '1970-01-01'`, 4], ['airport', 'p.airport_id', 4], ['country', 'p.country_id', 4],
  ['city', 'coalesce(p.city_id, 0)', 4], ['nights', 'p.nights::int2', 2], ['persons', 'p.persons::int2', 2],
  ['cents', 'least(p.price * 100, 2147483647)::int', 4],
  ['boards', BOARDS_MASK, 2],
  // A few hundred distinct texts for a whole catalogue (a hotel's packages share one): each kept once.
  ['text', '(dense_rank() over (order by p.search_text))::int - 1', 4],
];

/**
 * Reads the columns in one snapshot (a cursor in a read-only REPEATABLE READ transaction, after the
 * count it sizes them by), a chunk of packages at a time: neither the data nor the work of decoding it
 * is ever the whole catalogue at once. Values come as binary (`int4send`, a bytea per column and
 * chunk): rows of numbers as text cost the app far more to parse. `stopped`: checked between chunks.
 */
export function readSearchColumns(em: EntityManager, stopped: () => boolean): Promise<IndexedColumns> {
  return em.transactional(async (tx) => {
    const [{ size }] = await tx.execute<{ size: number }[]>('select count(*)::int as size from packages');
    // In the order (and collation) of the ranks read below, from the same snapshot.
    const texts = (await tx.execute<{ text: string }[]>('select search_text as text from packages group by search_text order by search_text')).map((r) => r.text);
    const column = (name: string, bytes: 2 | 4) => `string_agg(int${bytes}send(r.${name}), ''::bytea order by r.pos) as ${name}`;
    // The ranks are the page query's orders (package-search.ts PACKAGE_COLUMNS, then id); descending
    // is the exact reverse of ascending (no column can be null, and PostgreSQL puts nulls last
    // ascending and first descending anyway).
    await tx.execute(`declare search_columns no scroll cursor for
      with r as (
        select ${VALUES.map(([name, value]) => `${value} as ${name}`).join(', ')},
          (row_number() over (order by p.departure_date, p.id))::int - 1 as pos,
          (row_number() over (order by p.price, p.id))::int - 1 as by_price,
          (row_number() over (order by p.title_key, p.id))::int - 1 as by_name
        from packages p left join (select o.package_id, array_agg(o.board) as boards from package_options o group by o.package_id) ob on ob.package_id = p.id)
      select min(r.pos) as first, ${VALUES.map(([name, , bytes]) => column(name, bytes)).join(', ')}, ${column('by_price', 4)}, ${column('by_name', 4)}
      from r group by r.pos / ${CHUNK} order by r.pos / ${CHUNK}`);
    const c: SearchColumns = {
      size, id: new Int32Array(size), day: new Int32Array(size), airport: new Int32Array(size), country: new Int32Array(size), city: new Int32Array(size),
      nights: new Int16Array(size), persons: new Int16Array(size), cents: new Int32Array(size), byPrice: new Int32Array(size), byName: new Int32Array(size),
      boards: new Int16Array(size), text: new Int32Array(size), texts, matches: new Uint32Array(Math.ceil(size / 32)),
    };
    let read = 0;
    for (;;) {
      if (stopped()) throw new Error('search index: stopped');
      const [chunk] = await tx.execute<(Record<Column | 'by_price' | 'by_name', Buffer> & { first: number })[]>('fetch 1 from search_columns');
      if (!chunk) break;
      const n = chunk.id.length / 4;
      // Sized by the count of the same snapshot: more rows would not fit.
      if (chunk.first !== read || read + n > size) throw new Error(`search index: a chunk at ${chunk.first} after ${read} of ${size} rows`);
      for (const [name, , bytes] of VALUES) {
        const [to, from] = [c[name], chunk[name]];
        if (bytes === 2) for (let i = 0; i < n; i++) to[read + i] = from.readInt16BE(i * 2);
        else for (let i = 0; i < n; i++) to[read + i] = from.readInt32BE(i * 4);
      }
      for (let i = 0; i < n; i++) {
        c.byPrice[chunk.by_price.readInt32BE(i * 4)] = read + i;
        c.byName[chunk.by_name.readInt32BE(i * 4)] = read + i;
      }
      read += n;
    }
    if (read !== size) throw new Error(`search index: read ${read} rows of ${size}`);
    if (c.text.some((t) => t < 0 || t >= texts.length)) throw new Error(`search index: a text rank outside the ${texts.length} texts`);
    return indexed(c);
  }, { readOnly: true, isolationLevel: IsolationLevel.REPEATABLE_READ });
}

/** A filter set as bounds on the columns (inclusive; 0 for a place: any). */
export interface Bounds {
  dayMin: number; dayMax: number; airport: number; country: number; city: number;
  nightsMin: number; nightsMax: number; persons: number; centsMin: number; centsMax: number;
  /** The board's bit (`BOARD_BITS`); 0: any board. */
  board: number;
  /** Per distinct text (`texts`), 1 when it holds every word looked for; null: no text filter. */
  textOk: Uint8Array | null;
}

/** An order: its permutation of the packages and each package's rank in it (null: the date order). */
export type WalkOrder = { perm: Int32Array; rank: Int32Array } | null;

/** Up to this many matches are sorted by their rank; more are found by walking the order. */
const SORTED_UP_TO = 2048;

/**
 * The total of a filter set and the ids of its matches number `offset` to `offset + limit - 1` in an
 * order. One pass counts the matches, in the date order, among the packages of the day range: those of
 * the filter's smallest place when it names one (airport, country, city), else all. The date order's
 * page is then a slice of them; another order's page comes from its ranks when the matches are few, or
 * from walking its permutation, each package looked up in a bit set of the matches (12.5 KB at
 * 100,000 packages), until the page is full.
 */
export function walk(c: IndexedColumns, b: Bounds, order: WalkOrder, desc: boolean, offset: number, limit: number): { ids: number[]; total: number } {
  // The packages are in day order: the day range is a range of packages.
  const lo = firstAtLeast(c.day, 0, c.size, b.dayMin);
  const hi = firstAtLeast(c.day, 0, c.size, b.dayMax + 1);
  const { airport, country, city, nights, persons, cents, boards, text, hits } = c;
  const { textOk } = b;
  const group = smallestPlace(c, b);
  const rows = group?.rows;
  const [from, to] = group ? [firstAtLeast(group.rows, group.first, group.end, lo), firstAtLeast(group.rows, group.first, group.end, hi)] : [lo, hi];
  let total = 0;
  for (let i = from; i < to; i++) {
    const r = rows ? rows[i]! : i;
    if (b.airport && airport[r] !== b.airport) continue;
    if (b.country && country[r] !== b.country) continue;
    if (b.city && city[r] !== b.city) continue;
    if (nights[r]! < b.nightsMin || nights[r]! > b.nightsMax) continue;
    if (persons[r]! < b.persons) continue;
    if (cents[r]! < b.centsMin || cents[r]! > b.centsMax) continue;
    if (b.board && !(boards[r]! & b.board)) continue;
    if (textOk && !textOk[text[r]!]) continue;
    hits[total++] = r;
  }
  const ids: number[] = [];
  if (total <= offset) return { ids, total };
  const end = Math.min(offset + limit, total);
  const at = (sorted: Int32Array, k: number) => c.id[sorted[desc ? total - 1 - k : k]!]!;
  if (!order) {
    for (let k = offset; k < end; k++) ids.push(at(hits, k));
    return { ids, total };
  }
  if (total <= SORTED_UP_TO) {
    const { rank } = order;
    const sorted = hits.subarray(0, total).sort((x, y) => rank[x]! - rank[y]!);
    for (let k = offset; k < end; k++) ids.push(at(sorted, k));
    return { ids, total };
  }
  const { matches } = c;
  const { perm } = order;
  matches.fill(0);
  for (let k = 0; k < total; k++) matches[hits[k]! >>> 5]! |= 1 << (hits[k]! & 31);
  let seen = 0;
  for (let j = 0; j < c.size && seen < end; j++) {
    const r = perm[desc ? c.size - 1 - j : j]!;
    if (!(matches[r >>> 5]! & (1 << (r & 31)))) continue;
    if (seen >= offset) ids.push(c.id[r]!);
    seen++;
  }
  return { ids, total };
}

/** The smallest group of packages of a place the filter names, or none (no place named). */
function smallestPlace(c: IndexedColumns, b: Bounds): { rows: Int32Array; first: number; end: number } | undefined {
  let best: { rows: Int32Array; first: number; end: number } | undefined;
  for (const [places, id] of [[c.places.city, b.city], [c.places.country, b.country], [c.places.airport, b.airport]] as const) {
    if (!id) continue;
    const [first, end] = places.of.get(id) ?? [0, 0];
    if (!best || end - first < best.end - best.first) best = { rows: places.rows, first, end };
  }
  return best;
}

/** The first place in `values[first..end)` (ascending) holding at least `v`: a binary search. */
function firstAtLeast(values: Int32Array, first: number, end: number, v: number): number {
  let lo = first;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
