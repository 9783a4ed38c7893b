import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { boardOfText } from '../../modules/package-options/board.js';
import { defaultOccupancy } from '../../modules/package-options/occupancy.js';
import { Package } from '../../modules/packages/package.entity.js';
import { Airport } from '../../modules/places/airport.entity.js';
import { City } from '../../modules/places/city.entity.js';
import { Country } from '../../modules/places/country.entity.js';
import { TravelPlan } from '../../modules/travel-plans/travel-plan.entity.js';
import { AIRPORTS, CITIES, COUNTRIES, DESTINATIONS, ROOM_TYPES, SERVICES } from './catalogue.data.js';

export const DEMO_PACKAGE_COUNT = 80;

/** A tiny deterministic PRNG (mulberry32): the same demo every time, dates relative to today. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedCatalogue(em: EntityManager): Promise<void> {
  for (const [id, name] of COUNTRIES) {
    await em.execute(`insert into countries (id, name) values (?, ?) on conflict do nothing`, [id, name]);
  }
  // Explicit ids above bypassed the sequence: move it past them.
  await em.execute(`select setval(pg_get_serial_sequence('countries', 'id'), (select max(id) from countries))`);
  const countries = new Map((await em.find(Country, {})).map((c) => [c.id, c]));

  const cities = new Map<string, City>();
  for (const [countryId, names] of Object.entries(CITIES)) {
    for (const name of names) cities.set(name, em.create(City, { name, country: countries.get(Number(countryId))! }));
  }
  const airports = AIRPORTS.map(([name, code, countryId]) =>
    em.create(Airport, { name, code, country: countries.get(countryId)! } as never) as Airport,
  );
  await em.flush();

  const rand = prng(20261122);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const today = todayLocal();
  const departureAirports = airports.slice(0, 3);
  for (let i = 0; i < DEMO_PACKAGE_COUNT; i++) {
    const [countryId, cityName, hotels] = DESTINATIONS[i % DESTINATIONS.length];
    const nights = pick([3, 4, 5, 7, 7, 7, 8, 10, 11, 14]);
    const departureDate = addDays(today, 3 + Math.floor(rand() * 180));
    const city = cities.get(cityName) ?? null;
    // Drawn in the order they always were: the same seed gives the same catalogue.
    const title = `${city?.name ?? countries.get(countryId)!.name} – ${pick(hotels)}`;
    const airport = i % 2 === 0 ? departureAirports[0] : pick(departureAirports);
    const price = Math.round(199 + rand() * 1300);
    const persons = pick([1, 2, 2, 2, 2, 3, 4]);
    const roomType = pick(ROOM_TYPES);
    const service = pick(SERVICES);
    em.create(Package, {
      title,
      country: countries.get(countryId)!,
      city,
      airport,
      price,
      persons: personsFitting(persons, roomType),
      nights,
      roomType,
      service,
      board: boardOfText(service),
      departureDate,
      returnDate: addDays(departureDate, nights),
      rating: pick([3, 4, 4, 5, 5]),
      createdAt: new Date(),
    });
  }

  const plans: [string, string, string, number, number][] = [
    ['Prishtina (PRN)', 'Antalya – Rixos Downtown', '7 netë', 14, 2],
    ['Skopje (SKP)', 'Hurghada – Albatros Palace', '10 netë', 30, 4],
    ['Tirana (TIA)', 'Dubai – Rove Downtown', '5 netë', 21, 2],
  ];
  for (const [from, dest, nightsOption, inDays, travellers] of plans) {
    em.create(TravelPlan, { departureFrom: from, destinationHotel: dest, nightsOption, date: addDays(today, inDays), travellers });
  }
  await em.flush();
}

/** The package's travellers fit its room (issue 42): a single room is for one, a family room for two or more. */
export function personsFitting(persons: number, roomType: string): number {
  const room = defaultOccupancy(roomType);
  return Math.min(Math.max(persons, room.minPersons), room.maxAdults);
}
