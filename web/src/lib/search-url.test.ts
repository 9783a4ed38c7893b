import { describe, expect, it } from 'vitest';
import { activeFilterCount, canonicalSearch, filterKey, filterValues, parseNights, requestFromUrl, searchUrl } from './search-url';

const params = (query: string) => new URLSearchParams(query);

describe('searchUrl', () => {
  it('is the bare search page without values', () => {
    expect(searchUrl()).toBe('/search');
    expect(searchUrl({ s: '', fromId: undefined, toId: null })).toBe('/search');
  });

  it('writes the legacy parameters in the contract order, whatever order they came in', () => {
    expect(searchUrl({ nrPersonave: 2, toEmri: 'Turqi', toId: 2, fromEmri: 'Prishtina', fromId: 1, nrNeteve: '6-9' })).toBe(
      '/search?fromId=1&fromEmri=Prishtina&toId=2&toEmri=Turqi&nrNeteve=6-9&nrPersonave=2',
    );
  });

  it('encodes values as URI components (spaces as %20, as the old links did)', () => {
    expect(searchUrl({ toId: 11, toEmri: 'United Kingdom' })).toBe('/search?toId=11&toEmri=United%20Kingdom');
    expect(searchUrl({ s: 'new york' })).toBe('/search?s=new%20york');
    expect(searchUrl({ s: 'a&b=c' })).toBe('/search?s=a%26b%3Dc');
  });

  it('leaves out the default sort and the first page, so one search has one URL', () => {
    expect(searchUrl({ s: 'x', sort: 'date', page: 1 })).toBe('/search?s=x');
    expect(searchUrl({ s: 'x', sort: 'price', page: 3 })).toBe('/search?s=x&sort=price&page=3');
  });

  it('round-trips through the URL: what it writes is what the page asks the API for', () => {
    const url = searchUrl({ fromId: 1, toId: 2, toQytetiId: 4, DepartureDate: '2026-07-01', nrNeteve: '0-5', nrPersonave: 3, s: ' antalya ', sort: 'name', page: 2 });
    const request = requestFromUrl(params(url.split('?')[1]!));
    expect(request).toEqual({
      filter: { airportId: 1, countryId: 2, cityId: 4, departureDate: '2026-07-01', nightsMin: 0, nightsMax: 5, travellers: 3, s: 'antalya' },
      sort: 'name',
      page: 2,
    });
  });
});

describe('requestFromUrl', () => {
  it('asks for everything, by date, page 1, without parameters', () => {
    expect(requestFromUrl(params(''))).toEqual({ filter: {}, sort: 'date', page: 1 });
  });

  it('ignores malformed values instead of sending them', () => {
    const request = requestFromUrl(params('fromId=abc&toId=-2&toQytetiId=0&nrPersonave=1.5&DepartureDate=2026-7-1&nrNeteve=9-3&s=%20%20&sort=toString&page=0'));
    expect(request).toEqual({ filter: {}, sort: 'date', page: 1 });
  });

  it("keeps within the API's limits, so a long text or a huge number never fails the whole search", () => {
    const long = 'a'.repeat(160);
    expect(requestFromUrl(params(`s=${long}`)).filter).toEqual({ s: 'a'.repeat(100) });
    expect(requestFromUrl(params('nrPersonave=51&page=100001'))).toEqual({ filter: {}, sort: 'date', page: 1 });
    expect(requestFromUrl(params('nrPersonave=50&page=100000'))).toEqual({ filter: { travellers: 50 }, sort: 'date', page: 100000 });
  });

  it('reads the sort keys of the contract only', () => {
    expect(requestFromUrl(params('sort=price')).sort).toBe('price');
    expect(requestFromUrl(params('sort=PRICE')).sort).toBe('date');
  });
});

describe('parseNights', () => {
  it('reads "min-max" ranges', () => {
    expect(parseNights('0-5')).toEqual([0, 5]);
    expect(parseNights('13-99')).toEqual([13, 99]);
    expect(parseNights('5-5')).toEqual([5, 5]);
  });

  it('refuses reversed, open or other ranges', () => {
    expect(parseNights('9-6')).toBeUndefined();
    expect(parseNights('12+')).toBeUndefined();
    expect(parseNights('1-1000')).toBeUndefined();
    expect(parseNights(null)).toBeUndefined();
  });
});

describe('filterValues and filterKey', () => {
  it('keep the filters and drop sort, page and unknown parameters', () => {
    const url = params('toId=2&toEmri=Turqi&sort=price&page=2&utm_source=mail');
    expect(filterValues(url)).toEqual({ toId: '2', toEmri: 'Turqi' });
    expect(filterKey(url)).toBe(filterKey(params('toEmri=Turqi&toId=2')));
    expect(filterKey(url)).not.toBe(filterKey(params('toId=3&toEmri=Turqi')));
  });
});

describe('price range, board and price high to low (issue 20)', () => {
  it('reads them from the URL and writes them after the legacy parameters', () => {
    expect(requestFromUrl(params('priceMin=300&priceMax=900&board=ALL_INCLUSIVE&sort=priceDesc'))).toEqual({
      filter: { priceMin: 300, priceMax: 900, board: 'ALL_INCLUSIVE' }, sort: 'priceDesc', page: 1,
    });
    expect(searchUrl({ board: 'HALF_BOARD', priceMax: 500, toId: 2, sort: 'priceDesc' })).toBe('/search?toId=2&priceMax=500&board=HALF_BOARD&sort=priceDesc');
  });

  it('ignores what the API would refuse: an unknown board, a negative or huge price, a range upside down', () => {
    expect(requestFromUrl(params('priceMin=-1&priceMax=99999999&board=ALL')).filter).toEqual({});
    expect(requestFromUrl(params('priceMin=900&priceMax=300')).filter).toEqual({ priceMin: 900 });
  });
});

describe('activeFilterCount', () => {
  const count = (query: string) => activeFilterCount(requestFromUrl(new URLSearchParams(query)).filter);
  it('is 0 for the bare search, sort and page included', () => {
    expect(count('sort=price&page=2')).toBe(0);
  });
  it('counts a destination (country and city) once, a price range once, and each other filter', () => {
    expect(count('toId=2&toQytetiId=5&toEmri=Turqi')).toBe(1);
    expect(count('priceMin=100&priceMax=900')).toBe(1);
    expect(count('fromId=1&toId=2&DepartureDate=2030-12-01&nrNeteve=6-8&nrPersonave=2&s=antalya&priceMax=900&board=ALL_INCLUSIVE')).toBe(8);
  });
  it('ignores what the search ignores (a malformed date)', () => {
    expect(count('DepartureDate=tomorrow&board=NOPE')).toBe(0);
  });
});

describe('the flexible date (issue 42)', () => {
  it('asks ± the days with a date, and nothing without one', () => {
    expect(requestFromUrl(new URLSearchParams('DepartureDate=2030-12-01&flex=3')).filter).toEqual({ departureDate: '2030-12-01', dateFlexDays: 3 });
    expect(requestFromUrl(new URLSearchParams('flex=3')).filter).toEqual({});
    expect(requestFromUrl(new URLSearchParams('DepartureDate=2030-12-01&flex=30')).filter).toEqual({ departureDate: '2030-12-01' });
  });
  it('keeps flex in the URL only with a date', () => {
    expect(canonicalSearch(new URLSearchParams('DepartureDate=2030-12-01&flex=3'))).toBe('/search?DepartureDate=2030-12-01&flex=3');
    expect(canonicalSearch(new URLSearchParams('DepartureDate=&flex=3'))).toBe('/search');
  });
});
