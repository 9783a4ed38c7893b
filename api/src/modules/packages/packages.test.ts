import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { testImage } from '../../test/content-fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let countryId: number;
let otherCountryId: number;
let airportId: number;
let otherAirportId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
  countryId = (await admin.post('/api/add-shtetin').send({ emri: 'Turqi' })).body.id;
  otherCountryId = (await admin.post('/api/add-shtetin').send({ emri: 'Greqi' })).body.id;
  airportId = (await admin.post('/api/add-Airports').send({ emri: 'Prishtina', akronimi: 'PRN', shtetiId: countryId })).body.id;
  otherAirportId = (await admin.post('/api/add-Airports').send({ emri: 'Skopje', akronimi: 'SKP', shtetiId: countryId })).body.id;
});
afterAll(() => t.close());

const dep = addDays(todayLocal(), 10);
const ret = addDays(todayLocal(), 17);
const legacyForm = () => ({
  titulli: 'Antalya – Rixos', shtetiId: String(countryId), cmimi: '450', nrPersonave: '2', nrNeteve: '7',
  llojiDhomes: 'Dhomë dyshe', sherbimi: 'All Inclusive', dataNisjes: dep, dataKthimit: ret, airportId: String(airportId), rating: '5',
});

describe('packages over the legacy REST facade', () => {
  it('accepts all-string forms and answers with numbers and YYYY-MM-DD dates', async () => {
    const created = await admin.post('/api/add-Aranzhmani').send(legacyForm()).expect(201);
    const row = (await t.agent().get('/api/aranzhmanet').expect(200)).body.find((p: { id: number }) => p.id === created.body.id);
    expect(row).toMatchObject({
      id: created.body.id, titulli: 'Antalya – Rixos', shtetiId: countryId, shteti: 'Turqi', airportId, airport: 'Prishtina (PRN)',
      cmimi: 450, nrPersonave: 2, nrNeteve: 7, llojiDhomes: 'Dhomë dyshe', sherbimi: 'All Inclusive', dataNisjes: dep, dataKthimit: ret, rating: 5,
    });
    for (const k of ['id', 'shtetiId', 'airportId', 'cmimi', 'nrPersonave', 'nrNeteve', 'rating']) expect(typeof row[k]).toBe('number');
  });

  it('really changes shtetiId and airportId on update, and a partial PUT keeps the rest', async () => {
    const { body: p } = await admin.post('/api/add-Aranzhmani').send(legacyForm()).expect(201);
    const upd = await admin.put(`/api/Aranzhmani-update/${p.id}`).send({ ...legacyForm(), shtetiId: String(otherCountryId), airportId: otherAirportId, cmimi: 480 }).expect(200);
    expect(upd.body).toMatchObject({ shtetiId: otherCountryId, shteti: 'Greqi', airportId: otherAirportId, airport: 'Skopje (SKP)', cmimi: 480 });
    const partial = await admin.put(`/api/Aranzhmani-update/${p.id}`).send({ titulli: 'Renamed' }).expect(200);
    expect(partial.body).toEqual({ ...upd.body, titulli: 'Renamed' });
    const empty = await admin.put(`/api/Aranzhmani-update/${p.id}`).send({}).expect(200);
    expect(empty.body).toEqual(partial.body);
  });

  it('rejects bad input with a 400 naming each field and stores nothing', async () => {
    const before = (await t.agent().get('/api/aranzhmanet')).body.length;
    const bad = await admin.post('/api/add-Aranzhmani').send({ ...legacyForm(), shtetiId: '', cmimi: '-5', rating: '7', nrNeteve: 'abc' }).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['cmimi', 'nrNeteve', 'rating', 'shtetiId']);
    const dates = await admin.post('/api/add-Aranzhmani').send({ ...legacyForm(), dataKthimit: addDays(dep, -1) }).expect(400);
    expect(dates.body.fields).toHaveProperty('dataKthimit');
    const past = await admin.post('/api/add-Aranzhmani').send({ ...legacyForm(), dataNisjes: addDays(todayLocal(), -1) }).expect(400);
    expect(past.body.fields).toHaveProperty('dataNisjes');
    const ref = await admin.post('/api/add-Aranzhmani').send({ ...legacyForm(), airportId: '9999' }).expect(400);
    expect(ref.body.fields).toHaveProperty('airportId');
    const badDate = await admin.post('/api/add-Aranzhmani').send({ ...legacyForm(), dataNisjes: '2026-02-30' }).expect(400);
    expect(badDate.body.fields).toHaveProperty('dataNisjes');
    expect((await t.agent().get('/api/aranzhmanet')).body.length).toBe(before);
  });

  it('refuses an update that puts the return before the departure', async () => {
    const { body: p } = await admin.post('/api/add-Aranzhmani').send(legacyForm()).expect(201);
    const res = await admin.put(`/api/Aranzhmani-update/${p.id}`).send({ dataKthimit: addDays(dep, -2) }).expect(400);
    expect(res.body.fields).toHaveProperty('dataKthimit');
    expect((await t.agent().get(`/api/aranzhmanet/${p.id}`)).body.dataKthimit).toBe(ret);
  });

  it('deletes, logs every change, and keeps writes staff-only', async () => {
    const { body: p } = await admin.post('/api/add-Aranzhmani').send(legacyForm()).expect(201);
    await t.agent().delete(`/api/Aranzhmani-delete/${p.id}`).expect(401);
    await (await t.loginAs(Role.USER)).delete(`/api/Aranzhmani-delete/${p.id}`).expect(403);
    await (await t.loginAs(Role.USER)).post('/api/add-Aranzhmani').send(legacyForm()).expect(403);
    await admin.delete(`/api/Aranzhmani-delete/${p.id}`).expect(200);
    await t.agent().get(`/api/aranzhmanet/${p.id}`).expect(404);
    const logs = (await admin.get('/api/logs')).body;
    expect(logs[0]).toMatchObject({ action: 'delete', entity: 'Aranzhman', entityId: p.id });
    // A country with packages cannot be deleted.
    await admin.post('/api/add-Aranzhmani').send(legacyForm()).expect(201);
    const refused = await admin.delete(`/api/shtetin-delete/${countryId}`).expect(409);
    expect(refused.body.error).toMatch(/aranzhmane/);
  });
});

describe('nights follow the dates; a price is never 0 (issue 15)', () => {
  const search = (nightsMin: number, nightsMax: number) =>
    gql(t.agent(), 'query($f: PackageSearchInput) { searchPackages(filter: $f, page: { pageSize: 100 }) { items { id nights } } }', { f: { nightsMin, nightsMax } });

  it('derives nights from the dates on every path: a contradicting nrNeteve or nights is not stored', async () => {
    // The legacy form: nrNeteve 30 on a 7-night package (the legacy client still sends the key).
    const created = await admin.post('/api/add-Aranzhmani').send({ ...legacyForm(), nrNeteve: '30' }).expect(201);
    expect(created.body.nrNeteve).toBe(7);
    // An edit of nrNeteve alone does not move the dates, and the nights stay theirs.
    const edited = await admin.put(`/api/Aranzhmani-update/${created.body.id}`).send({ ...legacyForm(), nrNeteve: '3' }).expect(200);
    expect(edited.body).toMatchObject({ nrNeteve: 7, dataNisjes: dep, dataKthimit: ret });
    // New dates bring their nights, whatever nrNeteve the row sends along.
    const longer = await admin.put(`/api/Aranzhmani-update/${created.body.id}`).send({ ...legacyForm(), dataKthimit: addDays(dep, 10) }).expect(200);
    expect(longer.body.nrNeteve).toBe(10);
    expect((await t.agent().get(`/api/aranzhmanet/${created.body.id}`)).body.nrNeteve).toBe(10);

    const input = { title: 'Netët', countryId, airportId, price: 300, persons: 2, roomType: 'Suitë', service: 'BB', departureDate: dep, returnDate: addDays(dep, 4), rating: 4 };
    const g = await gql(admin, 'mutation($i: PackageInput!) { createPackage(input: $i) { id nights } }', { i: { ...input, nights: 30 } });
    expect(g.body.data.createPackage.nights).toBe(4);
    const { id } = g.body.data.createPackage;
    const withoutNights = await gql(admin, 'mutation($i: PackageInput!) { createPackage(input: $i) { nights } }', { i: input });
    expect(withoutNights.body.data.createPackage.nights).toBe(4);
    const u = await gql(admin, 'mutation($id: Int!) { updatePackage(id: $id, input: { nights: 3 }) { nights } }', { id });
    expect(u.body.data.updatePackage.nights).toBe(4);
    const d = await gql(admin, 'mutation($id: Int!, $r: LocalDate) { updatePackage(id: $id, input: { returnDate: $r }) { nights } }', { id, r: addDays(dep, 6) });
    expect(d.body.data.updatePackage.nights).toBe(6);

    // What the card says is what the nights filter finds.
    const six = (await search(6, 6)).body.data.searchPackages.items;
    expect(six).toContainEqual({ id, nights: 6 });
    for (const p of six) expect(p.nights).toBe(6);
    // Beyond the nights' bound (365): refused, naming the return date.
    const tooLong = await admin.put(`/api/Aranzhmani-update/${created.body.id}`).send({ dataKthimit: addDays(dep, 366) }).expect(400);
    expect(tooLong.body).toMatchObject({ fields: { dataKthimit: expect.any(String) }, rules: { dataKthimit: { code: 'PACKAGE_TOO_LONG', params: { max: 365 } } } });
    const stored = await t.pool.query('select count(*)::int as n from packages where nights <> return_date - departure_date');
    expect(stored.rows[0].n).toBe(0);
  });

  it('refuses a price of 0 on create and update, naming the field', async () => {
    const zero = await admin.post('/api/add-Aranzhmani').send({ ...legacyForm(), cmimi: '0' }).expect(400);
    expect(Object.keys(zero.body.fields)).toEqual(['cmimi']);
    const { body: p } = await admin.post('/api/add-Aranzhmani').send(legacyForm()).expect(201);
    const upd = await admin.put(`/api/Aranzhmani-update/${p.id}`).send({ cmimi: 0 }).expect(400);
    expect(Object.keys(upd.body.fields)).toEqual(['cmimi']);
    const g = await gql(admin, 'mutation($id: Int!) { updatePackage(id: $id, input: { price: 0 }) { price } }', { id: p.id });
    expect(g.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { price: expect.any(String) } });
    expect((await t.agent().get(`/api/aranzhmanet/${p.id}`)).body.cmimi).toBe(450);
    await admin.put(`/api/Aranzhmani-update/${p.id}`).send({ cmimi: '0.5' }).expect(200);
  });
});

describe('travel plans', () => {
  it('answers {home} on create and keeps legacy keys', async () => {
    const res = await admin.post('/api/travel-plans')
      .send({ nisja_nga: 'Prishtina', destinimi_hoteli: 'Antalya', opsionet_neteve: '7 netë', data: dep, udhetaret: '2' }).expect(201);
    expect(res.body.home).toEqual({ id: expect.any(Number), nisja_nga: 'Prishtina', destinimi_hoteli: 'Antalya', opsionet_neteve: '7 netë', data: dep, udhetaret: 2 });
    const upd = await admin.put(`/api/travel-plans/${res.body.home.id}`).send({ data: `${ret}T00:00:00.000Z` }).expect(200);
    expect(upd.body).toEqual({ ...res.body.home, data: ret });
    expect((await t.agent().get('/api/travel-plans')).body).toContainEqual(upd.body);
    await (await t.loginAs(Role.USER)).delete(`/api/travel-plans/${res.body.home.id}`).expect(403);
    await admin.delete(`/api/travel-plans/${res.body.home.id}`).expect(200);
  });
});

describe('packages over GraphQL', () => {
  it('creates and updates with English names; validation names the fields', async () => {
    const input = { title: 'Bodrum', countryId, airportId, price: 399.5, persons: 2, nights: 5, roomType: 'Suitë', service: 'Half Board', departureDate: dep, returnDate: addDays(dep, 5), rating: 4 };
    const res = await gql(admin, `mutation($i: PackageInput!) { createPackage(input: $i) { id title price departureDate country { name } airport { label } city { name } } }`, { i: input });
    expect(res.body.data.createPackage).toMatchObject({ title: 'Bodrum', price: 399.5, departureDate: dep, country: { name: 'Turqi' }, airport: { label: 'Prishtina (PRN)' }, city: null });
    const bad = await gql(admin, `mutation($i: PackageInput!) { createPackage(input: $i) { id } }`, { i: { ...input, price: -1, rating: 9 } });
    expect(Object.keys(bad.body.errors[0].extensions.fields).sort()).toEqual(['price', 'rating']);
    const anon = await gql(t.agent(), `mutation { deletePackage(id: 1) }`);
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("reads the country of a package's airport, on the package and in a search", async () => {
    const input = { title: 'Kemer', countryId: otherCountryId, airportId, price: 410, persons: 2, roomType: 'Dyshe', service: 'All Inclusive', departureDate: dep, returnDate: ret, rating: 4 };
    const id = (await gql(admin, 'mutation($i: PackageInput!) { createPackage(input: $i) { id } }', { i: input })).body.data.createPackage.id;
    // A fresh request: the airport's country is a reference nobody loaded yet.
    const one = await gql(t.agent(), 'query($id: Int!) { package(id: $id) { country { name } airport { label country { name } } } }', { id });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.package).toEqual({ country: { name: 'Greqi' }, airport: { label: 'Prishtina (PRN)', country: { name: 'Turqi' } } });
    const found = await gql(t.agent(), 'query($s: String) { searchPackages(filter: { s: $s }) { items { airport { country { name } } } } }', { s: 'Kemer' });
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.searchPackages.items).toEqual([{ airport: { country: { name: 'Turqi' } } }]);
  });

  it('attaches an uploaded picture, refuses an unknown one, and null keeps required values', async () => {
    const upload = await admin.post('/media').attach('file', await testImage('png'), 'pic.png').expect(201);
    const input = { title: 'Me foto', countryId, airportId, price: 300, persons: 2, nights: 4, roomType: 'Suitë', service: 'Half Board', departureDate: dep, returnDate: addDays(dep, 4), rating: 5, imageId: upload.body.id };
    const res = await gql(admin, `mutation($i: PackageInput!) { createPackage(input: $i) { id image { url srcset } } }`, { i: input });
    expect(res.body.data.createPackage.image.url).toMatch(new RegExp(`^/media/${upload.body.id}/`));
    const bad = await gql(admin, `mutation($i: PackageInput!) { createPackage(input: $i) { id } }`, { i: { ...input, imageId: 999999 } });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { imageId: expect.any(String) } });
    const nulls = await gql(admin, `mutation($id: Int!) { updatePackage(id: $id, input: { title: null, price: null }) { title price } }`, { id: res.body.data.createPackage.id });
    expect(nulls.body.data.updatePackage).toEqual({ title: 'Me foto', price: 300 });
  });
});
