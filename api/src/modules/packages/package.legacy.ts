import { LegacyVocabulary } from '../../rest/legacy.js';
import type { Package } from './package.entity.js';

/** The ONE place where packages meet the legacy Albanian keys. */
export const packageVocab = new LegacyVocabulary({
  titulli: ['title', 'string'],
  shtetiId: ['countryId', 'int'],
  qytetiId: ['cityId', 'int'],
  airportId: ['airportId', 'int'],
  cmimi: ['price', 'number'],
  nrPersonave: ['persons', 'int'],
  nrNeteve: ['nights', 'int'],
  llojiDhomes: ['roomType', 'string'],
  sherbimi: ['service', 'string'],
  dataNisjes: ['departureDate', 'date'],
  dataKthimit: ['returnDate', 'date'],
  rating: ['rating', 'int'],
  imageId: ['imageId', 'int'],
  seats: ['seats', 'int'],
});

/**
 * THE legacy shape of a package (LEGACY-API §3), once: each key with how it is read from an entity
 * (`toLegacyPackage`, single reads and writes) and as SQL over packages p, countries c, cities ci,
 * airports a (`LEGACY_PACKAGE_COLUMNS`, the streamed full list, where PostgreSQL writes the JSON).
 * Optional chaining and left joins: one package with a missing relation must not break the list.
 */
const LEGACY_PACKAGE: [key: string, sql: string, read: (p: Package) => unknown][] = [
  ['id', 'p.id', (p) => p.id],
  ['titulli', 'p.title', (p) => p.title],
  ['shtetiId', 'c.id', (p) => p.country?.id ?? null],
  ['shteti', 'c.name', (p) => p.country?.name ?? null],
  ['qytetiId', 'ci.id', (p) => p.city?.id ?? null],
  ['qyteti', 'ci.name', (p) => p.city?.name ?? null],
  ['airportId', 'a.id', (p) => p.airport?.id ?? null],
  // "emri (akronimi)", as every screen labels an airport.
  ['airport', `case when a.name <> '' then a.name || ' (' || a.code || ')' end`, (p) => (p.airport?.name ? `${p.airport.name} (${p.airport.code})` : null)],
  ['cmimi', 'p.price::float8', (p) => Number(p.price)],
  ['nrPersonave', 'p.persons', (p) => p.persons],
  ['nrNeteve', 'p.nights', (p) => p.nights],
  ['llojiDhomes', 'p.room_type', (p) => p.roomType],
  ['sherbimi', 'p.service', (p) => p.service],
  ['dataNisjes', 'p.departure_date', (p) => p.departureDate],
  ['dataKthimit', 'p.return_date', (p) => p.returnDate],
  ['rating', 'p.rating', (p) => p.rating],
  ['imageId', 'p.image_id', (p) => p.imageId ?? null],
  ['seats', 'p.seats', (p) => p.seats ?? null],
];

export function toLegacyPackage(p: Package): Record<string, unknown> {
  return Object.fromEntries(LEGACY_PACKAGE.map(([key, , read]) => [key, read(p)]));
}

export const LEGACY_PACKAGE_COLUMNS = LEGACY_PACKAGE.map(([key, sql]) => `${sql} as "${key}"`).join(', ');
