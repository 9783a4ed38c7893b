import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '../users/user.service.js';
import { offsetOf, type PageInput, type PageOf } from '../../shared/paging.js';
import { Package } from './package.entity.js';
import { SortDirection } from '../../shared/sorting.js';
import { PackageSort, type PackageOrder, type PackageSearchInput } from './search.inputs.js';

/**
 * The server-side package search. Country, city and airport come joined in the same query (no N+1);
 * the total is counted on the same filters; every sort ends with id so paging is stable.
 */
export async function searchPackages(
  em: EntityManager,
  f: PackageSearchInput,
  order: PackageOrder,
  page: PageInput,
): Promise<PageOf<Package>> {
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
    qb.andWhere(`(p.seats is null or p.seats > (select coalesce(sum(r.travellers), 0) from reservations r
      where r.package_id = p.id and r.status in ('PENDING', 'CONFIRMED')))`);
  }
  const text = f.s?.trim();
  if (text) {
    qb.andWhere(
      `f_fold(p.title || ' ' || c.name || ' ' || coalesce(ci.name, '')) like '%' || f_fold(?) || '%'`,
      [escapeLike(text)],
    );
  }
  const dir = order.direction === SortDirection.DESC ? 'desc' : 'asc';
  const key =
    order.by === PackageSort.PRICE ? 'p.price' : order.by === PackageSort.NAME ? 'f_fold(p.title)' : 'p.departure_date';
  qb.orderBy([{ [raw(key)]: dir }, { id: 'asc' }]);
  const { limit, offset } = offsetOf(page);
  qb.limit(limit, offset);
  const [items, total] = await qb.getResultAndCount();
  return { items, total, page: page.page, pageSize: page.pageSize };
}
