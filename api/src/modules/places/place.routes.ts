import { Router } from 'express';
import { mountLegacyTable } from '../../rest/legacy-table.js';
import { AirportInput, AirportUpdateInput, CityInput, CityUpdateInput, CountryInput, CountryUpdateInput } from './place.inputs.js';
import { airportVocab, cityVocab, countryVocab, toLegacyAirport, toLegacyCity, toLegacyCountry } from './place.legacy.js';

/** LEGACY-API §3: shtetet, qytetet, airports. Thin adapters over the same services as GraphQL. */
export const placeRoutes = Router();

mountLegacyTable(placeRoutes, {
  paths: { list: '/shtetet', add: '/add-shtetin', update: '/shtetin-update/:id', remove: '/shtetin-delete/:id' },
  service: (s) => s.countries, vocab: countryVocab, create: CountryInput, patch: CountryUpdateInput,
  toLegacy: toLegacyCountry, deleted: 'Shteti u fshi me sukses.',
});
mountLegacyTable(placeRoutes, {
  paths: { list: '/qytetet', add: '/add-qytetet', update: '/qytetet-update/:id', remove: '/qytetet-delete/:id' },
  service: (s) => s.cities, vocab: cityVocab, create: CityInput, patch: CityUpdateInput,
  toLegacy: toLegacyCity, deleted: 'Qyteti u fshi me sukses.',
});
mountLegacyTable(placeRoutes, {
  paths: { list: '/airports', add: '/add-Airports', update: '/airports-update/:id', remove: '/airports-delete/:id' },
  service: (s) => s.airports, vocab: airportVocab, create: AirportInput, patch: AirportUpdateInput,
  toLegacy: toLegacyAirport, deleted: 'Airport u fshi me sukses.',
});
