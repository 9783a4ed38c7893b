/**
 * Varied searches: every request a filter set, sort or page not asked before in the run, built the way
 * the search page builds them (web/src/lib/search-url.ts: its nights ranges, "± 3 days", its sorts, 10
 * a page) from a seeded generator, so two runs ask the same searches in the same order. None of them
 * can be answered by the public cache; their totals are counted once per filter set, as for a visitor.
 */
import type pg from 'pg';
import { addDays } from '../src/shared/local-date.js';
import { Board } from '../src/modules/package-options/board.js';
import { PackageSort } from '../src/modules/packages/search.inputs.js';
import type { PackageSearchInput } from '../src/modules/packages/search.inputs.js';
import { SortDirection } from '../src/shared/sorting.js';
import { seeded } from '../src/test/seeded-random.js';
import { search, type Search } from './scenarios.js';

/** What the generator picks from: the catalogue's places, read from the bench database. */
export interface Places {
  countries: { id: number; name: string }[];
  cities: { id: number; countryId: number; name: string }[];
  /** The departure airports (the ones packages leave from). */
  airports: number[];
}

/** The search page's choices (web/src/lib/search-url.ts, components/pickers/nights-select.tsx). */
const NIGHTS: [number, number][] = [[0, 5], [6, 9], [10, 12], [12, 99]];
const SORTS: { by: PackageSort; direction: SortDirection }[] = [
  { by: PackageSort.DATE, direction: SortDirection.ASC },
  { by: PackageSort.PRICE, direction: SortDirection.ASC },
  { by: PackageSort.PRICE, direction: SortDirection.DESC },
  { by: PackageSort.NAME, direction: SortDirection.ASC },
];
const PAGE_SIZE = 10;
const FLEX_DAYS = 3;
const PRICES = [300, 400, 500, 600, 800, 1000, 1200];

/**
 * An endless sequence of searches, none asked twice: filters drawn independently (an airport half the
 * time, a destination more often than not, a date, nights, travellers, a price, a word of a place's name,
 * a board now and then), one of the four sorts, and mostly the first pages. `from` is the first day on sale.
 */
export function variedSearches(places: Places, seed: number, from: string): () => Search {
  // The seed is a fraction (BENCH_SEED): its first 32 bits are the generator's state.
  const random = seeded(Math.floor(seed * 2 ** 32));
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const asked = new Set<string>();
  const draw = (): Search => {
    const filter: PackageSearchInput = {};
    if (chance(0.5)) filter.airportId = pick(places.airports);
    if (chance(0.6)) {
      const country = pick(places.countries);
      filter.countryId = country.id;
      const cities = places.cities.filter((c) => c.countryId === country.id);
      if (cities.length && chance(0.4)) filter.cityId = pick(cities).id;
    }
    if (chance(0.25)) {
      filter.departureDate = addDays(from, Math.floor(random() * 360));
      if (chance(0.5)) filter.dateFlexDays = FLEX_DAYS;
    }
    if (chance(0.35)) [filter.nightsMin, filter.nightsMax] = pick(NIGHTS);
    if (chance(0.35)) filter.travellers = 1 + Math.floor(random() * 4);
    if (chance(0.15)) {
      const [low, high] = [pick(PRICES), pick(PRICES)].sort((a, b) => a - b);
      if (chance(0.5)) filter.priceMax = high;
      else [filter.priceMin, filter.priceMax] = [low, high];
    }
    if (chance(0.08)) filter.s = wordOf(pick([...places.countries, ...places.cities]).name, random);
    if (chance(0.04)) filter.board = pick(Object.values(Board));
    const roll = random();
    const page = roll < 0.7 ? 1 : roll < 0.9 ? 2 + Math.floor(random() * 4) : 6 + Math.floor(random() * 45);
    return search('varied', filter, pick(SORTS), { page, pageSize: PAGE_SIZE });
  };
  return () => {
    for (;;) {
      const s = draw();
      const key = JSON.stringify(s.variables);
      if (asked.has(key)) continue;
      asked.add(key);
      return s;
    }
  };
}

/** What a visitor types: the first 4 to 6 letters of a place's name, in lower case. */
function wordOf(name: string, random: () => number): string {
  const word = name.split(/\s+/)[0]!.toLowerCase();
  return word.slice(0, Math.min(word.length, 4 + Math.floor(random() * 3)));
}

/** The places the generator picks from: those with packages, and the airports packages leave from. */
export async function readPlaces(db: pg.ClientBase): Promise<Places> {
  const { rows: countries } = await db.query<{ id: number; name: string }>(
    'select c.id, c.name from countries c where exists (select 1 from packages p where p.country_id = c.id) order by c.id');
  const { rows: cities } = await db.query<{ id: number; countryId: number; name: string }>(
    'select c.id, c.country_id as "countryId", c.name from cities c where exists (select 1 from packages p where p.city_id = c.id) order by c.id');
  const { rows: airports } = await db.query<{ id: number }>(
    'select a.id from airports a where exists (select 1 from packages p where p.airport_id = a.id) order by a.id');
  return { countries, cities, airports: airports.map((a) => a.id) };
}
