import type supertest from 'supertest';
import { Role } from '../modules/users/role.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * The app the malformed-input tests share (security/fuzz.test.ts, security/input-refusals.test.ts):
 * logged in as the owner, so requests get past the role checks and reach validation and the services,
 * with one row in each catalogue table (id 1), so updates of an existing row are reached too.
 */
export interface OwnerApp {
  t: TestApp;
  owner: supertest.Agent;
  /** The owner's session may end (a fuzzed logout-like call): log in again. */
  stayLoggedIn(): Promise<void>;
}

export async function startOwnerApp(): Promise<OwnerApp> {
  const t = await createTestApp();
  const ownerLogin = await t.createUser(Role.OWNER);
  const owner = t.agent();
  await owner.post('/api/login').send(ownerLogin).expect(200);
  await owner.post('/api/add-shtetin').send({ emri: 'Shqipëri' }).expect(201);
  await owner.post('/api/add-qytetet').send({ emri: 'Tiranë', shtetiId: '1' }).expect(201);
  await owner.post('/api/add-Airports').send({ emri: 'Rinas', akronimi: 'TIA', shtetiId: '1' }).expect(201);
  await owner.post('/api/travel-plans').send({ nisja_nga: 'Prishtinë', destinimi_hoteli: 'Hotel', opsionet_neteve: '7', data: '2031-06-01', udhetaret: '2' }).expect(201);
  await owner.post('/api/add-Aranzhmani').send({
    titulli: 'Verë', shtetiId: '1', cmimi: '450', nrPersonave: '2', nrNeteve: '7', llojiDhomes: 'Double', sherbimi: 'AI',
    dataNisjes: '2031-07-01', dataKthimit: '2031-07-08', airportId: '1', rating: '4',
  }).expect(201);
  const stayLoggedIn = async () => {
    if ((await owner.get('/user')).status === 200) return;
    // A fuzzed setStaffTwoFactorRequired(true) would ask this owner to enrol a second factor first.
    await t.pool.query(`delete from app_meta where key = 'staff-two-factor-required'`);
    await owner.post('/api/login').send(ownerLogin).expect(200);
  };
  return { t, owner, stayLoggedIn };
}

/** The GraphQL error codes of an answer, in order. */
export const codes = (res: supertest.Response): string[] => (res.body?.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
