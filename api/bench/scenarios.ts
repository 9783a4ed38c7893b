/** What the bench asks: the site's own search query and the mix of five typical searches. */
import { addDays, todayLocal } from '../src/shared/local-date.js';
import type { PageInput } from '../src/shared/paging.js';
import type { PackageOrder, PackageSearchInput } from '../src/modules/packages/search.inputs.js';
import { PackageSort } from '../src/modules/packages/search.inputs.js';
import { SortDirection } from '../src/shared/sorting.js';

/** The search page's query (features/search/api/search-packages.ts with the card fragment inlined). */
export const searchBody = `query SearchPackages($filter: PackageSearchInput, $order: PackageOrder, $page: PageInput) {
  searchPackages(filter: $filter, order: $order, page: $page) {
    total page pageSize
    items {
      id title rating price persons nights roomType roomTypeEn service board departureDate returnDate seats seatsLeft
      country { id name nameEn } city { id name nameEn } airport { id label }
      image { url srcset jpegSrcset width height alt }
    }
  }
}`;

export interface Search {
  name: string;
  filter: PackageSearchInput;
  order: PackageOrder;
  page: PageInput;
  variables: Record<string, unknown>;
}

export function search(name: string, filter: PackageSearchInput, order: Partial<PackageOrder> = {}, page: Partial<PageInput> = {}): Search {
  const o = { by: PackageSort.DATE, direction: SortDirection.ASC, ...order };
  const p = { page: 1, pageSize: 20, ...page };
  return {
    name, filter, order: o, page: p as PageInput,
    variables: { filter, order: { by: o.by.toUpperCase(), direction: o.direction.toUpperCase() }, page: p },
  };
}

export const SEARCH_MIX: Search[] = [
  search('no filter, cheapest first', {}, { by: PackageSort.PRICE }),
  search('country + nights + travellers', { countryId: 2, nightsMin: 6, nightsMax: 9, travellers: 2 }),
  search('text "athin" (finds Athinë)', { s: 'athin' }),
  search('airport + exact date', { airportId: 1, departureDate: addDays(todayLocal(), 30) }),
  search('deep page (250 of 20, soonest first)', {}, {}, { page: 250 }),
];
