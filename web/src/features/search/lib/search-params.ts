import type { PackageSearchInput, PackageSort } from '../../../gql/schema';

/*
 * The search lives in the URL, in the legacy parameter names the home page and old links use
 * (fromId, fromEmri, toId, toEmri, toQytetiId, toQytetiEmri, DepartureDate, nrNeteve, nrPersonave, s)
 * plus sort and page: a search can be shared, bookmarked and reloaded, and login brings the visitor
 * back to exactly it. The *Emri names only label the pickers; the ids filter.
 */

export const sorts = { price: 'PRICE', date: 'DATE', name: 'NAME' } as const satisfies Record<string, PackageSort>;
export type SortKey = keyof typeof sorts;
export const defaultSort: SortKey = 'date';
export const pageSize = 10;

/** The filter parameters (not sort or page): the filter panel re-reads the URL when these change. */
export const filterParams = ['fromId', 'fromEmri', 'toId', 'toEmri', 'toQytetiId', 'toQytetiEmri', 'DepartureDate', 'nrNeteve', 'nrPersonave', 's'] as const;
export type FilterParam = (typeof filterParams)[number];

const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

const isLocalDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** "0-5" -> [0, 5]; anything else -> undefined. */
export function parseNights(value: string | null): [number, number] | undefined {
  const match = value?.match(/^(\d{1,3})-(\d{1,3})$/);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? [min, max] : undefined;
}

export interface SearchRequest {
  filter: PackageSearchInput;
  sort: SortKey;
  page: number;
}

/** What the URL asks the API for. Unknown or malformed values are ignored, never sent. */
export function requestFromUrl(params: URLSearchParams): SearchRequest {
  const filter: PackageSearchInput = {};
  const airportId = positiveInt(params.get('fromId'));
  const countryId = positiveInt(params.get('toId'));
  const cityId = positiveInt(params.get('toQytetiId'));
  const travellers = positiveInt(params.get('nrPersonave'));
  const nights = parseNights(params.get('nrNeteve'));
  const date = params.get('DepartureDate');
  const text = params.get('s')?.trim();
  if (airportId) filter.airportId = airportId;
  if (countryId) filter.countryId = countryId;
  if (cityId) filter.cityId = cityId;
  if (isLocalDate(date)) filter.departureDate = date;
  if (nights) [filter.nightsMin, filter.nightsMax] = nights;
  if (travellers) filter.travellers = travellers;
  if (text) filter.s = text;
  const sortParam = params.get('sort');
  const sort = sortParam && sortParam in sorts ? (sortParam as SortKey) : defaultSort;
  return { filter, sort, page: positiveInt(params.get('page')) ?? 1 };
}

/** Builds a query string from parameter values, leaving empty ones out (SPEC §2). */
export function buildQuery(values: Partial<Record<FilterParam | 'sort' | 'page', string | number | undefined | null>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filter part of the URL only, as a stable key. */
export function filterKey(params: URLSearchParams): string {
  return filterParams.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
}
