import { LegacyVocabulary } from '../../rest/legacy.js';
import type { PackageListRow } from './package-list.js';

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

/** Legacy list row, of an entity or a row of the full list. Optional chaining: one package with a missing relation must not break the list. */
export function toLegacyPackage(p: PackageListRow) {
  const airport = p.airport?.name ? `${p.airport.name} (${p.airport.code})` : null;
  return {
    id: p.id,
    titulli: p.title,
    shtetiId: p.country?.id ?? null,
    shteti: p.country?.name ?? null,
    qytetiId: p.city?.id ?? null,
    qyteti: p.city?.name ?? null,
    airportId: p.airport?.id ?? null,
    airport,
    cmimi: Number(p.price),
    nrPersonave: p.persons,
    nrNeteve: p.nights,
    llojiDhomes: p.roomType,
    sherbimi: p.service,
    dataNisjes: p.departureDate,
    dataKthimit: p.returnDate,
    rating: p.rating,
    imageId: p.imageId ?? null,
    seats: p.seats ?? null,
  };
}
