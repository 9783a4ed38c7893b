import type { Board, PackageSearchInput, PackageSort, SortDirection } from '../gql/schema';
import { boards } from './board';
import { isLocalDate } from './dates';

/*
 * The /search query contract, in one place. A search lives in the URL, in the legacy parameter
 * names the home page and old links use (fromId, fromEmri, toId, toEmri, toQytetiId, toQytetiEmri,
 * DepartureDate, nrNeteve, nrPersonave, s) plus sort and page: it can be shared, bookmarked and
 * reloaded, and login brings the visitor back to exactly it. The *Emri names only label the
 * pickers; the ids filter. Every link or form that opens the search page builds it with searchUrl.
 */

export const SEARCH_PATH = '/search';

/** The sort menu's choices: the column and its direction (price high to low is its own choice, issue 20). */
export const sorts = {
  price: { by: 'PRICE', direction: 'ASC' },
  priceDesc: { by: 'PRICE', direction: 'DESC' },
  date: { by: 'DATE', direction: 'ASC' },
  name: { by: 'NAME', direction: 'ASC' },
} as const satisfies Record<string, { by: PackageSort; direction: SortDirection }>;
export type SortKey = keyof typeof sorts;
export const defaultSort: SortKey = 'date';
export const pageSize = 10;

/**
 * The API's limits on a search (api/src/modules/packages/search.inputs.ts, shared/paging.ts). A URL
 * past them (a pasted 160-character text, page 999999) must not make the API refuse the whole search:
 * text is cut to its first 100 characters, other values past a limit are ignored like malformed ones.
 */
export const limits = { text: 100, travellers: 50, page: 100_000, price: 1_000_000 } as const;
/** The API's bound on a flexible date (dateFlexDays); the form offers ± 3 days. */
const maxFlexDays = 7;
export const flexDays = 3;

/** The filter parameters (not sort or page): the filter panel re-reads the URL when these change. */
export const filterParams = [
  'fromId', 'fromEmri', 'toId', 'toEmri', 'toQytetiId', 'toQytetiEmri', 'DepartureDate', 'nrNeteve', 'nrPersonave', 's',
  // Issue 20: the "from" price per adult within a range (whole euro), and a board on offer.
  'priceMin', 'priceMax', 'board',
  // Issue 42: with a date, departures up to this many days either side of it too ("± 3 ditë").
  'flex',
] as const;
export type FilterParam = (typeof filterParams)[number];

type Value = string | number | null | undefined;
export type FilterValues = Partial<Record<FilterParam, Value>>;
export type SearchValues = FilterValues & { sort?: SortKey; page?: number };

/**
 * The search page's URL for these values, parameters in the contract's order. Empty values are left
 * out (SPEC §2), and so are the default sort and page 1, so the same search has one URL.
 */
export function searchUrl(values: SearchValues = {}): string {
  const entries: [string, Value][] = filterParams.map((name) => [name, values[name]]);
  if (values.sort && values.sort !== defaultSort) entries.push(['sort', values.sort]);
  if (values.page && values.page > 1) entries.push(['page', values.page]);
  const query = entries
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** The filter values a URL carries, as written (what the filter panel starts from). */
export function filterValues(params: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const name of filterParams) {
    const value = params.get(name);
    if (value) values[name] = value;
  }
  return values;
}

/** The filter part of the URL only, as a stable key. */
export function filterKey(params: URLSearchParams): string {
  return filterParams.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');
}

const positiveInt = (value: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= max ? n : undefined;
};

/** Whole euro from 0 up to the API's bound; anything else -> undefined. */
const priceParam = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,7}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= limits.price ? n : undefined;
};

/** "0-5" -> [0, 5]; anything else -> undefined. */
export function parseNights(value: string | null | undefined): [number, number] | undefined {
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
  const travellers = positiveInt(params.get('nrPersonave'), limits.travellers);
  const nights = parseNights(params.get('nrNeteve'));
  const date = params.get('DepartureDate');
  const text = params.get('s')?.trim().slice(0, limits.text).trim();
  if (airportId) filter.airportId = airportId;
  if (countryId) filter.countryId = countryId;
  if (cityId) filter.cityId = cityId;
  if (isLocalDate(date)) filter.departureDate = date;
  const flex = positiveInt(params.get('flex'), maxFlexDays);
  if (filter.departureDate && flex) filter.dateFlexDays = flex;
  if (nights) [filter.nightsMin, filter.nightsMax] = nights;
  if (travellers) filter.travellers = travellers;
  if (text) filter.s = text;
  const priceMin = priceParam(params.get('priceMin'));
  const priceMax = priceParam(params.get('priceMax'));
  if (priceMin !== undefined) filter.priceMin = priceMin;
  if (priceMax !== undefined && (priceMin === undefined || priceMax >= priceMin)) filter.priceMax = priceMax;
  const board = params.get('board');
  if (board && (boards as readonly string[]).includes(board)) filter.board = board as Board;
  const sortParam = params.get('sort');
  // Own keys only: "toString" is `in` every object.
  const sort = sortParam && Object.hasOwn(sorts, sortParam) ? (sortParam as SortKey) : defaultSort;
  return { filter, sort, page: positiveInt(params.get('page'), limits.page) ?? 1 };
}

/**
 * How many filters a search applies (the phone's "Filtro" button shows it, issue 42 item 13): the
 * airport, the destination, the date, the nights, the travellers, the text, the price range, the board.
 */
export function activeFilterCount(filter: PackageSearchInput): number {
  const set = [
    filter.airportId,
    filter.countryId ?? filter.cityId,
    filter.departureDate,
    filter.nightsMin ?? filter.nightsMax,
    filter.travellers,
    filter.s,
    filter.priceMin ?? filter.priceMax,
    filter.board,
  ];
  return set.filter((value) => value !== undefined && value !== null && value !== '').length;
}

/** What the search form's plain destination select sends: "countryId" or "countryId:cityId". */
const plainDestination = /^(\d{1,9})(?::(\d{1,9}))?$/;

/**
 * The search page's own URL for what a URL asks: the search forms send every field (empty ones too)
 * and, before the app runs, the destination as one `to`; the page's loader redirects to this, so one
 * search keeps one URL. Parameters the search does not know (a campaign's) stay as they came.
 */
export function canonicalSearch(params: URLSearchParams): string {
  const values: SearchValues = filterValues(params);
  const to = plainDestination.exec(params.get('to') ?? '');
  if (to && !values.toId) {
    values.toId = to[1];
    values.toQytetiId = to[2];
  }
  if (!values.toId) values.toEmri = values.toQytetiId = values.toQytetiEmri = undefined;
  if (!values.toQytetiId) values.toQytetiEmri = undefined;
  const { sort, page, filter } = requestFromUrl(params);
  // "± 3 days" only means something with a date.
  if (!filter.dateFlexDays) values.flex = undefined;
  const url = searchUrl({ ...values, sort, page });
  const known = new Set<string>([...filterParams, 'sort', 'page', 'to']);
  const others = [...params].filter(([name]) => !known.has(name));
  if (!others.length) return url;
  const rest = others.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return `${url}${url.includes('?') ? '&' : '?'}${rest}`;
}
