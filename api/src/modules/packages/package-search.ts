import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '../../shared/like.js';
import { offsetOf, type PageInput, type PageOf } from '../../shared/paging.js';
import { SortDirection } from '../../shared/sorting.js';
import { flightFreeSql, FULL_FLIGHTS_SQL, seatsTakenSql } from '../reservations/seats.js';
import { Package } from './package.entity.js';
import { pageRows } from './package-rows.js';
import type { SearchCounts } from './search-counts.js';
import type { SearchIndex } from './search-index.js';
import { searchWords } from './search-words.js';
import type { PackageOrder, PackageSearchInput, PackageSort } from './search.inputs.js';

/** Sort columns (ADR 0012): names folded like every text sort (`title_key` is the stored f_fold(title), ADR 0026). Each has an index ending in id. */
const PACKAGE_COLUMNS: Record<PackageSort, string> = {
  price: 'p.price',
  name: 'p.title_key',
  date: 'p.departure_date',
};
/** SQL text with `?` placeholders and its values, in order. */
export interface Sql {
  text: string;
  params: unknown[];
}

/** A page of the search: the packages, and the seats their reservations hold (read in the same query). */
export interface PackageSearchPage extends PageOf<Package> {
  /** Seats left per package of the page (null: no limit): what `seatsLeft` answers, without another query. */
  seatsLeft: ReadonlyMap<number, number | null>;
}

/**
 * The server-side package search, in one short query per request (docs/benchmarks.md has the plans):
 * 1. the ids of the page, from the packages table alone (every filter is a column of it, the text
 *    one its folded search text under a trigram index), so a deep page skips index entries, not rows;
 *    and, in the same query, those packages with their country, city and airport and the seats taken,
 *    read into read-only objects (package-rows.ts: no ORM hydration, which bounded the search's throughput);
 * 2. the total on the same filters, counted once per filter set (SearchCounts) until a write changes it:
 *    in the same query as the page when it is not known yet (ADR 0026: the indexes carry the filter
 *    columns, so both read an index alone), or joined when the same filters are being counted already.
 * Ordered like every list (the chosen column, then id in the same direction). The SQL is written here,
 * not by the query builder: building it cost the uncached search a tenth of its CPU (docs/benchmarks.md).
 *
 * Before all that, the search index (search-index.ts, ADR 0045), when fresh, answers the page's ids and
 * the total of a filter set on the packages' own columns; the page's rows are then read by those ids.
 */
export async function searchPackages(
  em: EntityManager,
  { counts, index }: { counts: SearchCounts; index?: SearchIndex },
  f: PackageSearchInput,
  order: PackageOrder,
  page: PageInput,
  onSaleFrom?: string,
): Promise<PackageSearchPage> {
  const key = countKey(f, onSaleFrom);
  const withSeats = Boolean(f.hideFull);
  const of = (rows: { items: Package[]; seatsLeft: ReadonlyMap<number, number | null> }, total: number): PackageSearchPage =>
    ({ items: rows.items, seatsLeft: rows.seatsLeft, total, page: page.page, pageSize: page.pageSize });
  const indexed = await index?.answer(f, order, page, onSaleFrom);
  if (indexed) {
    // Kept for the filter set's next pages should the index go stale meanwhile (the same stamp: as fresh as the index).
    counts.keep(key, indexed.total, indexed.stamp);
    return of(indexed.ids.length ? await pageRows(em, idsInOrder(indexed.ids), true) : { items: [], seatsLeft: new Map() }, indexed.total);
  }
  const ids = pageQuery(f, order, page, onSaleFrom);
  const known = counts.known(key, withSeats) ?? counts.running(key, withSeats);
  if (known !== undefined) {
    const [rows, total] = await Promise.all([pageRows(em, ids, true), known]);
    return of(rows, total);
  }
  const stamp = counts.stamp();
  const rows = await pageRows(em, ids, true, countQuery(f, onSaleFrom));
  // No row carried the total: none match (the first page), or the page lies past the last one.
  const total = rows.total ?? (page.page === 1 ? 0 : undefined);
  if (total === undefined) return of(rows, await counts.count(key, withSeats, () => countOf(em, f, onSaleFrom)));
  counts.keep(key, total, stamp);
  return of(rows, total);
}

async function countOf(em: EntityManager, f: PackageSearchInput, onSaleFrom?: string): Promise<number> {
  const [{ count }] = await em.execute<{ count: number }[]>(...sqlArgs(countQuery(f, onSaleFrom)));
  return Number(count);
}

/** The SQL of one search (its page of ids and its count), parameters inlined, for EXPLAIN in the bench. */
export function searchSql(em: EntityManager, f: PackageSearchInput, order: PackageOrder, page: PageInput, onSaleFrom?: string): { page: string; count: string } {
  const inline = ({ text, params }: Sql) => em.getKnex().raw(text, params as never[]).toQuery();
  return { page: inline(pageQuery(f, order, page, onSaleFrom)), count: inline(countQuery(f, onSaleFrom)) };
}

const sqlArgs = ({ text, params }: Sql) => [text, params] as const;

function pageQuery(f: PackageSearchInput, order: PackageOrder, page: PageInput, onSaleFrom?: string): Sql {
  const { limit, offset } = offsetOf(page);
  const where = filtered(f, onSaleFrom, true);
  // The direction comes from a GraphQL enum (asc or desc), the column from PACKAGE_COLUMNS: no input reaches the SQL text.
  const dir = order.direction === SortDirection.DESC ? 'desc' : 'asc';
  return {
    text: `select p.id from packages p${where.text} order by ${PACKAGE_COLUMNS[order.by]} ${dir}, p.id ${dir} limit ? offset ?`,
    params: [...where.params, limit, offset],
  };
}

/** A query of these ids in this order (pageRows keeps its order). */
function idsInOrder(ids: readonly number[]): Sql & { prepared: string } {
  return { text: 'select t.id from unnest(?::int[]) with ordinality t(id, n) order by t.n', params: [`{${ids.join(',')}}`], prepared: 'page-by-ids' };
}

function countQuery(f: PackageSearchInput, onSaleFrom?: string): Sql {
  const where = filtered(f, onSaleFrom);
  return { text: `select count(*)::int as count from packages p${where.text}`, params: where.params };
}

/**
 * The filters, on the packages table alone, as a WHERE clause (empty without filters). `onSaleFrom`:
 * the public search's first departure day still on sale (on-sale.ts); staff's search has none.
 * `page`: a page of ids, read in order until it is full, checks a package's flight as it meets it;
 * a total lists the full flights once instead (ADR 0029 has both plans).
 */
function filtered(f: PackageSearchInput, onSaleFrom?: string, page = false): Sql {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const where = (condition: string, ...values: unknown[]) => {
    conditions.push(condition);
    params.push(...values);
  };
  const given = (v: number | null | undefined): v is number => v !== undefined && v !== null;
  if (onSaleFrom) where('p.departure_date >= ?', onSaleFrom);
  if (f.airportId) where('p.airport_id = ?', f.airportId);
  if (f.countryId) where('p.country_id = ?', f.countryId);
  if (f.cityId) where('p.city_id = ?', f.cityId);
  if (f.departureDate && f.dateFlexDays) {
    where('p.departure_date between ?::date - ?::int and ?::date + ?::int', f.departureDate, f.dateFlexDays, f.departureDate, f.dateFlexDays);
  } else if (f.departureDate) where('p.departure_date = ?', f.departureDate);
  // The nights column, not the dates' difference: the table's check keeps them equal, and the search's indexes carry the column.
  if (given(f.nightsMin)) where('p.nights >= ?', f.nightsMin);
  if (given(f.nightsMax)) where('p.nights <= ?', f.nightsMax);
  if (f.travellers) where('p.persons >= ?', f.travellers);
  if (given(f.priceMin)) where('p.price >= ?', f.priceMin);
  if (given(f.priceMax)) where('p.price <= ?', f.priceMax);
  // The package's own board (issue 42: typed as free text before) or one of its options'.
  if (f.board) where('(p.board = ? or exists (select 1 from package_options o where o.package_id = p.id and o.board = ?))', f.board, f.board);
  if (f.hideFull) where(`(p.seats is null or p.seats > ${seatsTakenSql('p.id')})`);
  // A package on a full flight is full too (issue 43).
  if (f.hideFull) where(page ? `(p.flight_id is null or ${flightFreeSql('p.flight_id')} > 0)` : `(p.flight_id is null or p.flight_id <> all(${FULL_FLIGHTS_SQL}))`);
  // Case- and accent-insensitive, in either language of the places: every word must be found.
  for (const word of searchWords(f.s)) where(`p.search_text like '%' || f_fold(?) || '%'`, escapeLike(word));
  return { text: conditions.length ? ` where ${conditions.join(' and ')}` : '', params };
}

/** One key per filter set: what the total depends on, and nothing else (not the page or the order). */
function countKey(f: PackageSearchInput, onSaleFrom?: string): string {
  return JSON.stringify([onSaleFrom ?? null,
    f.airportId ?? null, f.countryId ?? null, f.cityId ?? null, f.departureDate ?? null, f.departureDate ? (f.dateFlexDays ?? 0) : 0, f.nightsMin ?? null, f.nightsMax ?? null,
    f.travellers ?? null, Boolean(f.hideFull), searchWords(f.s).map((w) => w.toLowerCase()), f.priceMin ?? null, f.priceMax ?? null, f.board ?? null,
  ]);
}
