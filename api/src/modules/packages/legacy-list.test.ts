import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.seed.js';
import { listenRaw } from '../../test/raw-http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

/** LEGACY-API §3: the keys of a row of GET /api/aranzhmanet, in the order we write them. */
const KEYS = ['id', 'titulli', 'shtetiId', 'shteti', 'qytetiId', 'qyteti', 'airportId', 'airport', 'cmimi', 'nrPersonave', 'nrNeteve',
  'llojiDhomes', 'sherbimi', 'dataNisjes', 'dataKthimit', 'rating', 'imageId', 'seats'];
/** More than two of the list's batches (2,000 rows each), with many rows on the same day. */
const EXTRA = 4500;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.orm.em.fork() as EntityManager);
  await t.pool.query(`
    insert into packages (title, country_id, city_id, airport_id, price, persons, nights, room_type, service, departure_date, return_date, rating, seats)
    select 'Paketë ' || g, 2, case when g % 7 = 0 then null else (select id from cities where name = 'Antalya') end, 1,
           100 + (g % 900) + 0.5, 2, 7, 'Dhomë dyshe', 'All Inclusive', current_date + 2 + (g % 40), current_date + 2 + (g % 40) + 7, 4,
           case when g % 2 = 0 then null else 20 end
    from generate_series(1, ${EXTRA}) g`);
});
afterAll(() => t.close());

describe('GET /api/aranzhmanet at scale', () => {
  it('streams every package in batches: soonest first, each row in the contract shape, equal to the single read', async () => {
    const { rows: [{ n }] } = await t.pool.query<{ n: number }>('select count(*)::int as n from packages');
    // No compression asked: streamed from the database (a client taking gzip or brotli gets the kept copies, below).
    const res = await t.agent().get('/api/aranzhmanet').set('Accept-Encoding', 'identity').expect(200).expect('Content-Type', /application\/json/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const list = res.body as Record<string, unknown>[];
    expect(list).toHaveLength(n);
    expect(n).toBeGreaterThan(EXTRA);
    expect(new Set(list.map((p) => p.id)).size).toBe(n);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.dataNisjes! < b.dataNisjes! || (a.dataNisjes === b.dataNisjes && (a.id as number) < (b.id as number)), `row ${i}`).toBe(true);
    }
    for (const row of list) expect(Object.keys(row)).toEqual(KEYS);
    for (const row of [list[0]!, list[1999]!, list[2000]!, list[n - 1]!, list.find((p) => p.qytetiId === null)!]) {
      expect(row).toEqual((await t.agent().get(`/api/aranzhmanet/${row.id as number}`).expect(200)).body);
    }
    const priced = list.find((p) => p.titulli === 'Paketë 1')!;
    expect(priced).toMatchObject({ cmimi: 101.5, seats: 20, shteti: 'Turqi', airport: 'Prishtina (PRN)', qyteti: 'Antalya' });
  });

  it('stops reading when the client leaves, and keeps serving others', async () => {
    const raw = await listenRaw(t.listener);
    try {
      await new Promise<void>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port: raw.port, path: '/api/aranzhmanet' });
        req.on('response', (r) => r.once('data', () => {
          req.destroy();
          resolve();
        }));
        req.on('error', () => resolve());
      });
      const again = await raw.request('/api/aranzhmanet');
      expect(again.status).toBe(200);
      expect((JSON.parse(again.body.toString()) as unknown[]).length).toBeGreaterThan(EXTRA);
    } finally {
      await raw.close();
    }
  });
});

describe('GET /api/aranzhmanet from its compressed copies', () => {
  const plain = async () => (await t.agent().get('/api/aranzhmanet').set('Accept-Encoding', 'identity').expect(200)).text;

  it('gives gzip and brotli clients exactly the streamed list, with an ETag that answers 304', async () => {
    const raw = await listenRaw(t.listener);
    try {
      const streamed = await plain();
      const gz = await raw.request('/api/aranzhmanet', { headers: { 'Accept-Encoding': 'gzip' } });
      // The brotli copy is made behind the gzip one: a client that takes both gets gzip until then.
      let br = await raw.request('/api/aranzhmanet', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      for (let i = 0; i < 100 && br.headers['content-encoding'] !== 'br'; i++) {
        expect([br.status, br.headers['content-encoding'], br.headers.etag]).toEqual([200, 'gzip', gz.headers.etag]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        br = await raw.request('/api/aranzhmanet', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      }
      expect([gz.status, gz.headers['content-encoding'], br.status, br.headers['content-encoding']]).toEqual([200, 'gzip', 200, 'br']);
      expect(gz.headers['content-type']).toMatch(/application\/json/);
      expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(gz.body).toString()).toBe(streamed);
      expect(brotliDecompressSync(br.body).toString()).toBe(streamed);
      // Compressed once at better levels than on the fly: smaller than the plain list by far.
      expect(gz.body.length).toBeLessThan(streamed.length / 5);
      expect(gz.headers.etag).toMatch(/^W\/"/);
      expect(br.headers.etag).toBe(gz.headers.etag);
      const again = await raw.request('/api/aranzhmanet', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.etag! } });
      expect([again.status, again.body.length]).toEqual([304, 0]);
    } finally {
      await raw.close();
    }
  });

  it('shows a staff write in the very next list, and a write behind the app\'s back once its notification arrives', async () => {
    const list = async () => (await t.agent().get('/api/aranzhmanet').expect(200)).body as Record<string, unknown>[];
    const before = await list();
    const staff = await t.loginAs(Role.ADMIN);
    const first = before[0]!;
    await staff.put(`/api/Aranzhmani-update/${first.id as number}`).send({ titulli: 'Titull i ri i listës' }).expect(200);
    expect((await list()).find((p) => p.id === first.id)!.titulli).toBe('Titull i ri i listës');
    // Written behind the app's back (another instance, psql): the database's notification, which crosses
    // connections asynchronously, is what drops the copy; a list asked before it arrives may be the old one.
    await t.pool.query(`update countries set name = 'Turqia e re' where name = 'Turqi'`);
    await expect.poll(async () => (await list()).some((p) => p.shteti === 'Turqia e re'), { timeout: 10_000, interval: 50 }).toBe(true);
    expect((await list()).some((p) => p.shteti === 'Turqi')).toBe(false);
    await t.pool.query(`update countries set name = 'Turqi' where name = 'Turqia e re'`);
    const { rows: [added] } = await t.pool.query<{ id: number }>(
      `insert into packages (title, country_id, airport_id, price, persons, nights, room_type, service, departure_date, return_date, rating)
       values ('Paketë e shtuar', 2, 1, 99, 2, 7, 'Dhomë dyshe', 'All Inclusive', current_date + 2, current_date + 9, 4) returning id`);
    await expect.poll(async () => (await list()).length, { timeout: 10_000, interval: 50 }).toBe(before.length + 1);
    const after = await list();
    expect(after.find((p) => p.id === added!.id)).toMatchObject({ titulli: 'Paketë e shtuar', shteti: 'Turqi' });
    expect(after).toEqual(JSON.parse(await plain()));
  });
});
