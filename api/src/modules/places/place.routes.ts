import { Router } from 'express';
import { bodyOf, idParam } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { STAFF } from '../users/role.js';
import { AirportInput, AirportUpdateInput, CityInput, CityUpdateInput, CountryInput, CountryUpdateInput } from './place.inputs.js';
import { airportVocab, cityVocab, countryVocab, toLegacyAirport, toLegacyCity, toLegacyCountry } from './place.legacy.js';

/** LEGACY-API §3: shtetet, qytetet, airports. Thin adapters over the same services as GraphQL. */
export const placeRoutes = Router();

placeRoutes.get('/shtetet', async (req, res) => {
  res.json((await req.ctx.services.countries.list()).map(toLegacyCountry));
});
placeRoutes.post('/add-shtetin', async (req, res) => {
  requireRole(req, STAFF);
  const input = await countryVocab.parse(CountryInput, bodyOf(req));
  res.status(201).json(toLegacyCountry(await countryVocab.run(() => req.ctx.services.countries.create(input))));
});
placeRoutes.put('/shtetin-update/:id', async (req, res) => {
  requireRole(req, STAFF);
  const input = await countryVocab.parse(CountryUpdateInput, bodyOf(req));
  res.json(toLegacyCountry(await countryVocab.run(() => req.ctx.services.countries.update(idParam(req), input))));
});
placeRoutes.delete('/shtetin-delete/:id', async (req, res) => {
  requireRole(req, STAFF);
  await req.ctx.services.countries.delete(idParam(req));
  res.json({ message: 'Shteti u fshi me sukses.' });
});

placeRoutes.get('/qytetet', async (req, res) => {
  res.json((await req.ctx.services.cities.list()).map(toLegacyCity));
});
placeRoutes.post('/add-qytetet', async (req, res) => {
  requireRole(req, STAFF);
  const input = await cityVocab.parse(CityInput, bodyOf(req));
  res.status(201).json(toLegacyCity(await cityVocab.run(() => req.ctx.services.cities.create(input))));
});
placeRoutes.put('/qytetet-update/:id', async (req, res) => {
  requireRole(req, STAFF);
  const input = await cityVocab.parse(CityUpdateInput, bodyOf(req));
  res.json(toLegacyCity(await cityVocab.run(() => req.ctx.services.cities.update(idParam(req), input))));
});
placeRoutes.delete('/qytetet-delete/:id', async (req, res) => {
  requireRole(req, STAFF);
  await req.ctx.services.cities.delete(idParam(req));
  res.json({ message: 'Qyteti u fshi me sukses.' });
});

placeRoutes.get('/airports', async (req, res) => {
  res.json((await req.ctx.services.airports.list()).map(toLegacyAirport));
});
placeRoutes.post('/add-Airports', async (req, res) => {
  requireRole(req, STAFF);
  const input = await airportVocab.parse(AirportInput, bodyOf(req));
  res.status(201).json(toLegacyAirport(await airportVocab.run(() => req.ctx.services.airports.create(input))));
});
placeRoutes.put('/airports-update/:id', async (req, res) => {
  requireRole(req, STAFF);
  const input = await airportVocab.parse(AirportUpdateInput, bodyOf(req));
  res.json(toLegacyAirport(await airportVocab.run(() => req.ctx.services.airports.update(idParam(req), input))));
});
placeRoutes.delete('/airports-delete/:id', async (req, res) => {
  requireRole(req, STAFF);
  await req.ctx.services.airports.delete(idParam(req));
  res.json({ message: 'Airport u fshi me sukses.' });
});
