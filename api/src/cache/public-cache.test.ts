import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../db/changes.js';
import { createSchema } from '../graphql/schema.js';
import { Role } from '../modules/users/role.js';
import { addDays, todayLocal } from '../shared/local-date.js';
import { createPackage, nextAirportCode } from '../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';
import { cacheableTables } from './public-cache.js';
import { PAGE_READS, PUBLIC_READS } from './tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COUNTRIES = '{ countries { id name } }';
const names = (res: { body: { emri: string }[] }) => res.body.map((c) => c.emri);

/** Asks until `done` holds (a notification crosses connections asynchronously); the time it took. */
async function waitFor(ask: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await ask())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

describe('public cache', () => {
  it('answers a hot list from memory with an ETag and 304, and drops it at the next staff write', async () => {
    const first = await t.agent().get('/api/shtetet').expect(200);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await t.agent().get('/api/shtetet').expect(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    await t.agent().get('/api/shtetet').set('If-None-Match', second.headers.etag!).expect(304);

    const staff = await t.loginAs(Role.ADMIN);
    await staff.post('/api/add-shtetin').send({ emri: 'Islandë' }).expect(201);
    const after = await t.agent().get('/api/shtetet').expect(200);
    expect(after.headers['x-cache']).toBe('miss');
    expect(names(after)).toContain('Islandë');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    // The old ETag no longer matches: the client gets the new list.
    await t.agent().get('/api/shtetet').set('If-None-Match', first.headers.etag!).expect(200);
  });

  it('caches GraphQL reads of public lists for everyone, and a staff edit shows at once', async () => {
    const staff = await t.loginAs(Role.ADMIN);
    const created = await gql(staff, 'mutation { createCountry(input: { name: "Norvegji", nameEn: "Norway" }) { id } }');
    const id = created.body.data.createCountry.id as number;
    await gql(t.agent(), COUNTRIES);
    const hit = await gql(t.agent(), COUNTRIES);
    expect(hit.headers['x-cache']).toBe('hit');
    // A logged-in staff member asking the same gets the same (nothing in it depends on who asks).
    expect((await gql(staff, COUNTRIES)).headers['x-cache']).toBe('hit');
    await gql(staff, 'mutation($id: Int!) { updateCountry(id: $id, input: { name: "Norvegjia" }) { id } }', { id });
    const fresh = await gql(t.agent(), COUNTRIES);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.body.data.countries.map((c: { name: string }) => c.name)).toContain('Norvegjia');
  });

  it('caches only queries made of public reads that need no role', async () => {
    const schema = await createSchema();
    const tables = (q: string) => cacheableTables(schema, PUBLIC_READS, q);
    expect(tables('{ countries { id } cities { name country { name } } }')).toEqual(['countries', 'cities']);
    expect(tables('query Cards { cards(kind: ISTANBUL) { id name image { url } } }')).toEqual(['cards']);
    expect(tables('{ countries { id } me { id } }')).toBeNull();
    expect(tables('{ searchPackages { total } }')).toEqual(['packages', 'countries', 'cities', 'airports', 'reservations', 'flights', 'package_options', 'package_content', 'package_photos']);
    expect(tables('{ myReservations { id } }')).toBeNull();
    expect(tables('mutation { logout }')).toBeNull();
    expect(tables('{ __schema { types { name } } }')).toBeNull();
    expect(tables('{ ...F } fragment F on Query { countries { id } }')).toBeNull();
    expect(tables('{ countries { id ')).toBeNull();
    // Every entry names a field the schema has.
    const fields = schema.getQueryType()!.getFields();
    for (const field of Object.keys(PUBLIC_READS.graphql)) expect(fields[field], field).toBeDefined();
    // A query with a role-only field anywhere is left to the normal pipeline.
    const staff = await t.loginAs(Role.ADMIN);
    const mixed = await gql(staff, '{ countries { id } usersCount }');
    expect(mixed.headers['x-cache']).toBeUndefined();
    expect(mixed.body.data.usersCount).toEqual(expect.any(Number));
    // An answer with errors is never kept, even with a 200 and data beside them.
    for (let i = 0; i < 2; i++) {
      const failed = await gql(t.agent(), '{ countries { id } package(id: 999999) { id } }');
      expect([failed.status, failed.headers['x-cache'], failed.body.errors?.length]).toEqual([200, 'miss', 1]);
    }
    // What depends on who asks is stored by no cache on the way (a public answer from memory is revalidated instead).
    expect(mixed.headers['cache-control']).toBe('no-store');
  });

  it('keeps a package page right: a reservation on it shows at once, in REST and GraphQL', async () => {
    const pkg = await createPackage(t, { seats: 10 });
    const PACKAGE = 'query($id: Int!) { package(id: $id) { id seatsLeft } }';
    const seats = async () => {
      const res = await gql(t.agent(), PACKAGE, { id: pkg.id });
      return [res.headers['x-cache'], res.body.data.package.seatsLeft];
    };
    expect(await seats()).toEqual(['miss', 10]);
    expect(await seats()).toEqual(['hit', 10]);
    await t.agent().get(`/api/aranzhmanet/${pkg.id}`).expect(200);
    expect((await t.agent().get(`/api/ARANZHMANET/${pkg.id}`).expect(200)).headers['x-cache']).toBe('hit');
    const customer = await t.loginAs(Role.USER);
    await gql(customer, 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id } }', { i: { packageId: pkg.id, travellers: 3 } });
    expect(await seats()).toEqual(['miss', 7]);
    const edited = await (await t.loginAs(Role.ADMIN)).put(`/api/Aranzhmani-update/${pkg.id}`).send({ cmimi: 444 }).expect(200);
    expect(edited.body.cmimi).toBe(444);
    expect((await t.agent().get(`/api/aranzhmanet/${pkg.id}`).expect(200)).body.cmimi).toBe(444);
    // An unknown package is a 404, never kept.
    for (let i = 0; i < 2; i++) expect((await t.agent().get('/api/aranzhmanet/999999').expect(404)).headers['x-cache']).toBe('miss');
  });

  it('lists an airport under "Nisja nga" as soon as a package leaves from it', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const country = (await admin.post('/api/add-shtetin').send({ emri: 'Vendi Nisjes' }).expect(201)).body;
    const code = nextAirportCode();
    const airport = (await admin.post('/api/add-Airports').send({ emri: 'Aeroporti Nisjes', akronimi: code, shtetiId: country.id }).expect(201)).body;
    const departures = async () => {
      const res = await gql(t.agent(), '{ airports(withDepartures: true) { code } }');
      return [res.headers['x-cache'], res.body.data.airports.some((a: { code: string }) => a.code === code)];
    };
    expect(await departures()).toEqual(['miss', false]);
    expect(await departures()).toEqual(['hit', false]);
    // Only the packages table is written: the kept list must still go.
    const dep = addDays(todayLocal(), 20);
    await admin.post('/api/add-Aranzhmani').send({
      titulli: 'Paketa Nisjes', shtetiId: country.id, airportId: airport.id, cmimi: 500, nrPersonave: 2, nrNeteve: 7,
      llojiDhomes: 'Dhomë dyshe', sherbimi: 'All Inclusive', dataNisjes: dep, dataKthimit: addDays(dep, 7), rating: 4,
    }).expect(201);
    expect(await departures()).toEqual(['miss', true]);
  });

  it('hears a write to every table a kept read is declared to read: each has a trigger that announces it', async () => {
    const declared = new Set([...Object.values(PUBLIC_READS.rest), ...Object.values(PUBLIC_READS.graphql), ...Object.values(PAGE_READS.graphql)].flat());
    const rows = await t.orm.em.getConnection().execute<{ table: string }[]>(`
      select distinct c.relname as table from pg_trigger g
      join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
      where not g.tgisinternal and p.proname = 'announce_change'
        and g.tgtype & 1 = 0 -- for each statement
        and g.tgtype & (4 | 8 | 16 | 32) = (4 | 8 | 16 | 32) -- insert, delete, update, truncate`);
    const announced = new Set(rows.map((r) => r.table));
    expect([...declared].filter((table) => !announced.has(table))).toEqual([]);
  });

  it('serves every public legacy list it lists', async () => {
    for (const path of Object.keys(PUBLIC_READS.rest).filter((p) => !p.includes(':'))) {
      const res = await t.agent().get(path).expect(200);
      expect(Array.isArray(res.body), path).toBe(true);
    }
  });

  it('sees a write of another instance, or of any tool, as soon as the database announces it', async () => {
    const other = await createTestApp({ DATABASE_URL: t.databaseUrl });
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      await other.agent().get('/api/shtetet').expect(200);
      expect((await other.agent().get('/api/shtetet')).headers['x-cache']).toBe('hit');
      // A staff edit on this instance is seen on the other one by the next request.
      const staff = await t.loginAs(Role.ADMIN);
      await staff.post('/api/add-shtetin').send({ emri: 'Finlandë' }).expect(201);
      expect(names(await other.agent().get('/api/shtetet'))).toContain('Finlandë');
      // A write by hand (psql, an import) reaches both.
      await db.query(`update countries set name = 'Suomi' where name = 'Finlandë'`);
      for (const app of [t, other]) await waitFor(async () => names(await app.agent().get('/api/shtetet')).includes('Suomi'), 5000);
    } finally {
      await db.end();
      await other.close();
    }
  });

  it('steps aside while the database is not heard, and resumes once it is again', async () => {
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      await t.agent().get('/api/qytetet').expect(200);
      expect((await t.agent().get('/api/qytetet')).headers['x-cache']).toBe('hit');
      await db.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1`, [LISTENER_NAME]);
      await waitFor(async () => (await t.agent().get('/api/qytetet')).headers['x-cache'] === undefined, 2000);
      // Writes while nobody listens are not announced to this instance: nothing stale may be served after.
      await db.query(`insert into cities (name, country_id) select 'Bergen', id from countries order by id limit 1`);
      await waitFor(async () => (await t.agent().get('/api/qytetet')).headers['x-cache'] === 'miss', 5000);
      expect(names(await t.agent().get('/api/qytetet'))).toContain('Bergen');
    } finally {
      await db.end();
    }
  });
});
