import { createPackage } from '../../test/fixtures.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const logCount = async () => Number((await t.pool.query('select count(*) from logs')).rows[0].count);

describe('countries, cities, airports over the legacy REST facade', () => {
  it('creates, reads, partially updates and deletes with legacy keys and numeric strings', async () => {
    const c = await admin.post('/api/add-shtetin').send({ emri: 'Turqi' }).expect(201);
    expect(c.body).toEqual({ id: expect.any(Number), emri: 'Turqi' });
    const city = await admin.post('/api/add-qytetet').send({ emri: 'Antalya', shtetiId: String(c.body.id) }).expect(201);
    expect(city.body).toEqual({ id: expect.any(Number), emri: 'Antalya', shtetiId: c.body.id });
    const ap = await admin.post('/api/add-Airports').send({ emri: 'Antalya', akronimi: 'ayt', shtetiId: String(c.body.id) }).expect(201);
    expect(ap.body).toEqual({ id: expect.any(Number), emri: 'Antalya', akronimi: 'AYT', shtetiId: c.body.id });

    expect((await t.agent().get('/api/shtetet').expect(200)).body).toContainEqual({ id: c.body.id, emri: 'Turqi' });
    expect((await t.agent().get('/api/qytetet').expect(200)).body).toContainEqual(city.body);
    expect((await t.agent().get('/api/airports').expect(200)).body).toContainEqual(ap.body);

    // Partial PUTs: {} and single keys keep the other stored values.
    expect((await admin.put(`/api/shtetin-update/${c.body.id}`).send({}).expect(200)).body).toEqual(c.body);
    const renamed = await admin.put(`/api/airports-update/${ap.body.id}`).send({ emri: 'Antalya Intl' }).expect(200);
    expect(renamed.body).toEqual({ ...ap.body, emri: 'Antalya Intl' });
    const moved = await admin.post('/api/add-shtetin').send({ emri: 'Greqi' }).expect(201);
    const cityMoved = await admin.put(`/api/qytetet-update/${city.body.id}`).send({ shtetiId: moved.body.id }).expect(200);
    expect(cityMoved.body).toEqual({ ...city.body, shtetiId: moved.body.id });

    await admin.delete(`/api/qytetet-delete/${city.body.id}`).expect(200);
    await admin.delete(`/api/airports-delete/${ap.body.id}`).expect(200);
    await admin.delete(`/api/shtetin-delete/${c.body.id}`).expect(200);
    expect((await t.agent().get('/api/shtetet')).body.map((x: { id: number }) => x.id)).not.toContain(c.body.id);
    await admin.delete(`/api/shtetin-delete/${c.body.id}`).expect(404);
  });

  it('refuses to delete a referenced country with 409 naming what refers to it', async () => {
    const c = await admin.post('/api/add-shtetin').send({ emri: 'Egjipt' }).expect(201);
    await admin.post('/api/add-qytetet').send({ emri: 'Hurghada', shtetiId: c.body.id }).expect(201);
    await admin.post('/api/add-Airports').send({ emri: 'Hurghada', akronimi: 'HRG', shtetiId: c.body.id }).expect(201);
    const res = await admin.delete(`/api/shtetin-delete/${c.body.id}`).expect(409);
    expect(res.body.error).toMatch(/1 qytete/);
    expect(res.body.error).toMatch(/1 aeroporte/);
    expect((await t.agent().get('/api/shtetet')).body.map((x: { id: number }) => x.id)).toContain(c.body.id);
  });

  it('answers bad input with 400 naming the legacy field, and duplicates with 409', async () => {
    const missing = await admin.post('/api/add-qytetet').send({ emri: '', shtetiId: '' }).expect(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['emri', 'shtetiId']);
    const wrongType = await admin.post('/api/add-qytetet').send({ emri: 'X', shtetiId: 'abc' }).expect(400);
    expect(wrongType.body.fields).toHaveProperty('shtetiId');
    const unknownRef = await admin.post('/api/add-Airports').send({ emri: 'X', akronimi: 'XXX', shtetiId: '99999' }).expect(400);
    expect(unknownRef.body.fields).toHaveProperty('shtetiId');
    await admin.post('/api/add-shtetin').send({ emri: 'Spanjë' }).expect(201);
    const dup = await admin.post('/api/add-shtetin').send({ emri: 'spanje' }).expect(409);
    expect(dup.body.fields).toHaveProperty('emri');
    await admin.put('/api/shtetin-update/abc').send({ emri: 'x' }).expect(400);
    await admin.put('/api/shtetin-update/999999').send({ emri: 'x' }).expect(404);
  });

  it('lets only staff write: anonymous 401, user 403', async () => {
    const user = await t.loginAs(Role.USER);
    const writes: [string, string][] = [
      ['post', '/api/add-shtetin'], ['put', '/api/shtetin-update/1'], ['delete', '/api/shtetin-delete/1'],
      ['post', '/api/add-qytetet'], ['put', '/api/qytetet-update/1'], ['delete', '/api/qytetet-delete/1'],
      ['post', '/api/add-Airports'], ['put', '/api/airports-update/1'], ['delete', '/api/airports-delete/1'],
    ];
    for (const [method, path] of writes) {
      await (t.agent() as never as Record<string, (p: string) => { send(b: object): Promise<{ status: number }> }>)[method](path).send({ emri: 'X' }).then((r) => expect(r.status, `${method} ${path}`).toBe(401));
      await (user as never as Record<string, (p: string) => { send(b: object): Promise<{ status: number }> }>)[method](path).send({ emri: 'X' }).then((r) => expect(r.status, `${method} ${path}`).toBe(403));
    }
  });

  it('writes one log row per staff change, none for a failed change', async () => {
    const before = await logCount();
    const c = await admin.post('/api/add-shtetin').send({ emri: 'Bullgari' }).expect(201);
    await admin.put(`/api/shtetin-update/${c.body.id}`).send({ emri: 'Bullgaria' }).expect(200);
    expect(await logCount()).toBe(before + 2);
    await admin.post('/api/add-shtetin').send({ emri: 'bullgaria' }).expect(409);
    await admin.post('/api/add-qytetet').send({ emri: 'X', shtetiId: 99999 }).expect(400);
    expect(await logCount()).toBe(before + 2);
    const logs = await admin.get('/api/logs').expect(200);
    expect(logs.body[0]).toMatchObject({ action: 'edit', details: expect.stringContaining('"Bullgari" → "Bullgaria"') });
    expect(logs.body[1]).toMatchObject({ action: 'add', details: expect.stringContaining('Bullgari') });
    expect(new Date(logs.body[0].createdAt).toISOString()).toBe(logs.body[0].createdAt);
  });
});

describe('places over GraphQL', () => {
  it('creates and updates with English names and denies non-staff', async () => {
    const created = await gql(admin, `mutation { createCountry(input: { name: "Shqipëri" }) { id name } }`);
    const id = created.body.data.createCountry.id;
    const city = await gql(admin, `mutation($c: Int!) { createCity(input: { name: "Durrës", countryId: $c }) { id name country { id name } } }`, { c: id });
    expect(city.body.data.createCity.country).toEqual({ id, name: 'Shqipëri' });
    const upd = await gql(admin, `mutation($id: Int!) { updateCity(id: $id, input: { name: "Durrësi" }) { name country { name } } }`, { id: city.body.data.createCity.id });
    expect(upd.body.data.updateCity).toEqual({ name: 'Durrësi', country: { name: 'Shqipëri' } });
    const bad = await gql(admin, `mutation { createAirport(input: { name: "", code: "!", countryId: 1 }) { id } }`);
    expect(Object.keys(bad.body.errors[0].extensions.fields).sort()).toEqual(['code', 'name']);
    const user = await gql(await t.loginAs(Role.USER), `mutation { deleteCountry(id: 1) }`);
    expect(user.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const list = await gql(t.agent(), `{ countries { id name } airports { label country { name } } }`);
    expect(list.body.data.countries).toContainEqual({ id, name: 'Shqipëri' });
  });

  it('takes IATA codes only, and lists the airports with departures for "Nisja nga" (issue 42)', async () => {
    for (const code of ['TOOLONG', 'Q1', 'AB', '12A']) {
      const bad = await gql(admin, `mutation($c: String!) { createAirport(input: { name: "X", code: $c, countryId: 1 }) { id } }`, { c: code });
      expect(bad.body.errors[0].extensions, code).toMatchObject({ fields: { code: expect.stringMatching(/tre shkronja/) }, rules: { code: { code: 'IATA_CODE' } } });
    }
    await admin.post('/api/add-Airports').send({ emri: 'Gjakova', akronimi: 'G1', shtetiId: 1 }).expect(400);
    const pkg = await createPackage(t);
    const c = (await admin.post('/api/add-shtetin').send({ emri: 'Vendi pa nisje' }).expect(201)).body;
    const idle = await gql(admin, `mutation($c: Int!) { createAirport(input: { name: "Idle", code: " qzz ", countryId: $c }) { id code } }`, { c: c.id });
    expect(idle.body.data.createAirport.code).toBe('QZZ');
    const departing = await gql(t.agent(), '{ airports(withDepartures: true) { id label } }');
    const labels = departing.body.data.airports.map((a: { label: string }) => a.label);
    expect(labels).toContain(pkg.airport);
    expect(labels).not.toContain('Idle (QZZ)');
    const all = await gql(t.agent(), '{ airports { label } }');
    expect(all.body.data.airports.map((a: { label: string }) => a.label)).toContain('Idle (QZZ)');
  });

  it('filters the activity log for staff only', async () => {
    const res = await gql(admin, `{ logs(filter: { action: ADD, entity: "Shteti" }, page: { page: 1, pageSize: 2 }) { total pageSize items { action entity details username } } }`);
    const page = res.body.data.logs;
    expect(page.total).toBeGreaterThan(2);
    expect(page.items).toHaveLength(2);
    for (const item of page.items) expect(item).toMatchObject({ action: 'ADD', entity: 'Shteti' });
    const tooBig = await gql(admin, `{ logs(page: { pageSize: 1000 }) { total } }`);
    expect(tooBig.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const user = await gql(await t.loginAs(Role.USER), `{ logs { total } }`);
    expect(user.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await (await t.loginAs(Role.USER)).get('/api/logs').expect(403);
  });
});
