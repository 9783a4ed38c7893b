import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '../../shared/like.js';
import { offsetOf, pageOf, type PageInput, type PageOf } from '../../shared/paging.js';
import { orderByOf } from '../../shared/sorting.js';
import { seatsTakenSql } from '../reservations/seats.js';
import { Package } from './package.entity.js';
import type { PackageOrder, PackageSearchInput, PackageSort } from './search.inputs.js';

/** Sort columns (ADR 0012): names folded like every text sort. */
const PACKAGE_COLUMNS: Record<PackageSort, string> = {
  price: 'p.price',
  name: 'f_fold(p.title)',
  date: 'p.departure_date',
};

/**
 * The server-side package search. Country, city and airport come joined in the same query (no N+1);
 * the total is counted on the same filters; ordered like every list (orderByOf: the chosen column,
 * then id in the same direction, so paging is stable).
 */
export async function searchPackages(
  em: EntityManager,
  f: PackageSearchInput,
  order: PackageOrder,
  page: PageInput,
): Promise<PageOf<Package>> {
  return pageOf(await searchQuery(em, f, order, page).getResultAndCount(), page);
}

/** The SQL of one search, parameters inlined, for EXPLAIN (the bench records the plans). */
export function searchSql(em: EntityManager, f: PackageSearchInput, order: PackageOrder, page: PageInput): { page: string; count: string } {
  const qb = searchQuery(em, f, order, page);
  return { page: qb.getFormattedQuery(), count: qb.clone().count('p.id', true).getFormattedQuery() };
}

function searchQuery(em: EntityManager, f: PackageSearchInput, order: PackageOrder, page: PageInput) {
  const qb = em
    .createQueryBuilder(Package, 'p')
    .select('p.*')
    .joinAndSelect('p.country', 'c')
    .leftJoinAndSelect('p.city', 'ci')
    .joinAndSelect('p.airport', 'a');
  if (f.airportId) qb.andWhere({ airport: f.airportId });
  if (f.countryId) qb.andWhere({ country: f.countryId });
  if (f.cityId) qb.andWhere({ city: f.cityId });
  if (f.departureDate) qb.andWhere({ departureDate: f.departureDate });
  if (f.nightsMin !== undefined && f.nightsMin !== null) qb.andWhere('(p.return_date - p.departure_date) >= ?', [f.nightsMin]);
  if (f.nightsMax !== undefined && f.nightsMax !== null) qb.andWhere('(p.return_date - p.departure_date) <= ?', [f.nightsMax]);
  if (f.travellers) qb.andWhere({ persons: { $gte: f.travellers } });
  if (f.hideFull) {
    qb.andWhere(`(p.seats is null or p.seats > ${seatsTakenSql('p.id')})`);
  }
  const text = f.s?.trim();
  if (text) {
    qb.andWhere(
      `f_fold(p.title || ' ' || c.name || ' ' || coalesce(ci.name, '')) like '%' || f_fold(?) || '%'`,
      [escapeLike(text)],
    );
  }
  qb.orderBy(orderByOf<Package, PackageSort>(PACKAGE_COLUMNS, order));
  const { limit, offset } = offsetOf(page);
  qb.limit(limit, offset);
  return qb;
}
