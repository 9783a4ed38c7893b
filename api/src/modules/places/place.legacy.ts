import { LegacyVocabulary } from '../../rest/legacy.js';
import type { Airport } from './airport.entity.js';
import type { City } from './city.entity.js';
import type { Country } from './country.entity.js';

/** The ONE place where countries, cities and airports meet their legacy Albanian keys. */
export const countryVocab = new LegacyVocabulary({ emri: ['name', 'string'] });
export const cityVocab = new LegacyVocabulary({ emri: ['name', 'string'], shtetiId: ['countryId', 'int'] });
export const airportVocab = new LegacyVocabulary({
  emri: ['name', 'string'],
  akronimi: ['code', 'string'],
  shtetiId: ['countryId', 'int'],
});

export const toLegacyCountry = (c: Country) => ({ id: c.id, emri: c.name });
export const toLegacyCity = (c: City) => ({ id: c.id, emri: c.name, shtetiId: c.country.id });
export const toLegacyAirport = (a: Airport) => ({ id: a.id, emri: a.name, akronimi: a.code, shtetiId: a.country.id });
