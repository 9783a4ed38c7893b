import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { escapeLike } from '../../shared/like.js';
import { offsetOf, type PageInput, type PageOf } from '../../shared/paging.js';
import { orderByOf } from '../../shared/sorting.js';
import { seatsTakenSql } from '../reservations/seats.js';
import { Package } from './package.entity.js';
import { packagesOfPage } from './package-rows.js';
import type { SearchCounts } from './search-counts.js';
import type { PackageOrder, PackageSearchInput, PackageSort } from './search.inputs.js';

/** Sort columns (ADR 0012): names folded like every text sort. Each has an index ending in id. */
const PACKAGE_COLUMNS: Record<PackageSort, string> = {
  price: 'p.price',
  name: 'f_fold(p.title)',
  date: 'p.departure_date',
};
/** The words of a text search that must all be found; more are ignored. */
const MAX_WORDS = 8;

/**
 * The server-side package search, in two short queries (docs/benchmarks.md has their plans):
 * 1. the ids of the page, from the packages table alone (every filter is a column of it, the text
 *    one its folded search text under a trigram index), so a deep page skips index entries, not rows;
 *    and, in the same query, those packages with their country, city and airport, read into
 *    read-only objects (package-rows.ts: no ORM hydration, which bounded the search's throughput);
 * 2. the total on the same filters, counted once per filter set (SearchCounts) until a write changes it.
 * Ordered like every list (orderByOf: the chosen column, then id in the same direction).
 */
export async function searchPackages(
  em: EntityManager,
  counts: SearchCounts,
  f: PackageSearchInput,
  order: PackageOrder,
  page: PageInput,
): Promise<PageOf<Package>> {
  const [items, total] = await Promise.all([
    packagesOfPage(em, pageQuery(em, f, order, page)),
    counts.count(countKey(f), Boolean(f.hideFull), () => filtered(em, f).getCount()),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/** The SQL of one search (its page of ids and its count), parameters inlined, for EXPLAIN in the bench. */
export function searchSql(em: EntityManager, f: PackageSearchInput, order: PackageOrder, page: PageInput): { page: string; count: string } {
  return { page: pageQuery(em, f, order, page).getFormattedQuery(), count: filtered(em, f).count('p.id').getFormattedQuery() };
}

function pageQuery(em: EntityManager, f: PackageSearchInput, order: PackageOrder, page: PageInput) {
  const { limit, offset } = offsetOf(page);
  return filtered(em, f).select('p.id').orderBy(orderByOf<Package, PackageSort>(PACKAGE_COLUMNS, order)).limit(limit, offset);
}

/** The filters, on the packages table alone. */
function filtered(em: EntityManager, f: PackageSearchInput): QueryBuilder<Package> {
  const qb = em.createQueryBuilder(Package, 'p');
  if (f.airportId) qb.andWhere({ airport: f.airportId });
  if (f.countryId) qb.andWhere({ country: f.countryId });
  if (f.cityId) qb.andWhere({ city: f.cityId });
  if (f.departureDate) qb.andWhere({ departureDate: f.departureDate });
  if (f.nightsMin !== undefined && f.nightsMin !== null) qb.andWhere('(p.return_date - p.departure_date) >= ?', [f.nightsMin]);
  if (f.nightsMax !== undefined && f.nightsMax !== null) qb.andWhere('(p.return_date - p.departure_date) <= ?', [f.nightsMax]);
  if (f.travellers) qb.andWhere({ persons: { $gte: f.travellers } });
  if (f.priceMin !== undefined && f.priceMin !== null) qb.andWhere('p.price >= ?', [f.priceMin]);
  if (f.priceMax !== undefined && f.priceMax !== null) qb.andWhere('p.price <= ?', [f.priceMax]);
  if (f.board) qb.andWhere('exists (select 1 from package_options o where o.package_id = p.id and o.board = ?)', [f.board]);
  if (f.hideFull) qb.andWhere(`(p.seats is null or p.seats > ${seatsTakenSql('p.id')})`);
  // Case- and accent-insensitive, in either language of the places: every word must be found.
  for (const word of wordsOf(f.s)) qb.andWhere(`p.search_text like '%' || f_fold(?) || '%'`, [escapeLike(word)]);
  return qb;
}

const wordsOf = (s: string | null | undefined) => (s ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);

/** One key per filter set: what the total depends on, and nothing else (not the page or the order). */
function countKey(f: PackageSearchInput): string {
  return JSON.stringify([
    f.airportId ?? null, f.countryId ?? null, f.cityId ?? null, f.departureDate ?? null, f.nightsMin ?? null, f.nightsMax ?? null,
    f.travellers ?? null, Boolean(f.hideFull), wordsOf(f.s).map((w) => w.toLowerCase()), f.priceMin ?? null, f.priceMax ?? null, f.board ?? null,
  ]);
}
