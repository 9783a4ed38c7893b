import type { TestApp } from './test-app.js';
import { addDays, todayLocal } from '../shared/local-date.js';
import { Role } from '../modules/users/role.js';

/** IATA codes are three letters (issue 42): one of its own for each airport a test file creates. */
let airports = Math.floor(Math.random() * 676);
export const nextAirportCode = () => `Q${String.fromCharCode(65 + Math.floor((airports % 676) / 26))}${String.fromCharCode(65 + (airports++ % 26))}`;

/** A country, an airport and a package created through the real API; returns the package's legacy row. */
export async function createPackage(t: TestApp, over: Record<string, unknown> = {}) {
  const admin = await t.loginAs(Role.ADMIN);
  const tag = Math.random().toString(36).slice(2, 7);
  const country = (await admin.post('/api/add-shtetin').send({ emri: `Vendi ${tag}` }).expect(201)).body;
  const airport = (await admin.post('/api/add-Airports').send({ emri: `Aeroporti ${tag}`, akronimi: nextAirportCode(), shtetiId: country.id }).expect(201)).body;
  const dep = addDays(todayLocal(), 20);
  const res = await admin.post('/api/add-Aranzhmani').send({
    titulli: `Paketa ${tag}`, shtetiId: country.id, airportId: airport.id, cmimi: 500, nrPersonave: 2, nrNeteve: 7,
    llojiDhomes: 'Dhomë dyshe', sherbimi: 'All Inclusive', dataNisjes: dep, dataKthimit: addDays(dep, 7), rating: 4, ...over,
  }).expect(201);
  return res.body as { id: number; titulli: string; shteti: string; airport: string; cmimi: number; dataNisjes: string; dataKthimit: string; nrPersonave: number };
}
