import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayLocal } from '../shared/local-date.js';
import { Board } from '../modules/package-options/board.js';
import type { PackageSearchInput } from '../modules/packages/search.inputs.js';
import { nextAirportCode } from './fixtures.js';
import { seeded } from './seeded-random.js';

/** Titles that fold alike (case, ë, ç, accents) or nearly: the name order's ties and its collation. */
const TITLES = ['Ëndërr Hotel', 'ëndërr hotel', 'Endërr Resort', 'Çelësi', 'çelësi', 'Celesi Bay', 'Zogu i Zi', 'zogu i zi', 'Apollon', 'apollon Resort',
  'Élite', 'Durrës Palace', 'Durres palace', 'Sarandë', 'saranda', 'Bay', 'bay', '10 Stars', '9 Stars', 'Ölüdeniz', 'Ça va', 'Zë', 'ze'];
/** Few prices (many packages share one, the price order's ties), cents and integer bounds' edges. */
const PRICES = [0, 199, 250.5, 299.99, 300, 300.01, 450, 500, 999.5, 1000];

/** What the generated catalogue names: the ids a filter picks from, and the first departure day. */
export interface Catalogue {
  airports: number[];
  countries: number[];
  cities: number[];
  firstDay: string;
  days: number;
}

/**
 * `count` packages with varied places (a fifth without a city), departure days (some past), nights,
 * persons, prices and titles, a board on some and options with boards on others, straight into the
 * tables (their triggers run).
 */
export async function makeCatalogue(em: EntityManager, count: number, seed: number): Promise<Catalogue> {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const db = em.getConnection();
  const tag = `${seed}-${Math.random().toString(36).slice(2, 6)}`;
  const countries: number[] = [];
  const cities: { id: number; country: number }[] = [];
  const airports: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [{ id }] = await db.execute<{ id: number }[]>('insert into countries (name) values (?) returning id', [`Vendi ${i} ${tag}`]);
    countries.push(id);
    for (let j = 0; j < 3; j++) {
      cities.push({ id: (await db.execute<{ id: number }[]>('insert into cities (name, country_id) values (?, ?) returning id', [`Qyteti ${j} ${tag}`, id]))[0]!.id, country: id });
    }
    if (i < 3) airports.push((await db.execute<{ id: number }[]>('insert into airports (name, code, country_id) values (?, ?, ?) returning id', [`Aeroporti ${i} ${tag}`, nextAirportCode(), id]))[0]!.id);
  }
  const firstDay = addDays(todayLocal(), -20);
  const days = 80;
  const rows = Array.from({ length: count }, () => {
    const country = pick(countries);
    const inCountry = cities.filter((c) => c.country === country);
    const nights = Math.floor(random() * 15);
    const departure = addDays(firstDay, Math.floor(random() * days));
    return {
      title: pick(TITLES), country_id: country, city_id: random() < 0.2 ? null : pick(inCountry).id, airport_id: pick(airports),
      price: random() < 0.7 ? pick(PRICES) : Math.round(random() * 150_000) / 100, persons: 1 + Math.floor(random() * 6), nights,
      departure_date: departure, return_date: addDays(departure, nights), board: random() < 0.3 ? pick(Object.values(Board)) : null,
    };
  });
  const inserted = await db.execute<{ id: number }[]>(
    `insert into packages (title, country_id, city_id, airport_id, price, persons, nights, room_type, service, board, departure_date, return_date, rating)
     select r.title, r.country_id, r.city_id, r.airport_id, r.price, r.persons, r.nights, 'Dhomë dyshe', 'All Inclusive', r.board, r.departure_date, r.return_date, 4
     from json_to_recordset(?::json) as r(title text, country_id int, city_id int, airport_id int, price numeric, persons int, nights int, board text,
       departure_date date, return_date date)
     returning id`,
    [JSON.stringify(rows)],
  );
  // Options on a quarter of them, one or two boards each: the board filter finds a package by its options too.
  const options = inserted.filter(() => random() < 0.25)
    .flatMap(({ id }) => Array.from({ length: 1 + Math.floor(random() * 2) }, () => ({ package_id: id, board: pick(Object.values(Board)) })));
  await db.execute(
    `insert into package_options (package_id, room_type, board, adult_price)
     select r.package_id, 'Dhomë dyshe', r.board, 100 from json_to_recordset(?::json) as r(package_id int, board text)`,
    [JSON.stringify(options)],
  );
  return { airports, countries, cities: cities.map((c) => c.id), firstDay, days };
}

/** A filter set on the index's columns, each filter there or not (ids and bounds sometimes matching nothing). */
export function randomFilter(c: Catalogue, random: () => number): PackageSearchInput {
  const maybe = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const f: PackageSearchInput = {};
  if (maybe(0.4)) f.airportId = maybe(0.05) ? 999_999 : pick(c.airports);
  if (maybe(0.4)) f.countryId = pick(c.countries);
  if (maybe(0.25)) f.cityId = pick(c.cities);
  if (maybe(0.35)) f.departureDate = addDays(c.firstDay, Math.floor(random() * (c.days + 10)) - 5);
  if (maybe(0.35)) f.dateFlexDays = Math.floor(random() * 8);
  if (maybe(0.3)) f.nightsMin = Math.floor(random() * 15);
  if (maybe(0.3)) f.nightsMax = Math.floor(random() * 15);
  if (maybe(0.3)) f.travellers = 1 + Math.floor(random() * 6);
  if (maybe(0.25)) f.priceMin = pick([0, 250, 300, 301, 450, 1000]);
  if (maybe(0.25)) f.priceMax = pick([0, 250, 299, 300, 450, 999, 1000, 1500]);
  return f;
}
