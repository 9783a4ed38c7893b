import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../db/seed/catalogue.seed.js';
import { Role } from '../modules/users/role.js';
import { REPO_ROOT } from '../test/paths.js';
import { listenRaw } from '../test/raw-http.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let raw: Awaited<ReturnType<typeof listenRaw>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.orm.em.fork() as EntityManager);
  raw = await listenRaw(t.listener);
});
afterAll(async () => {
  await raw.close();
  await t.close();
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('compression of the API', () => {
  it('sends the streamed legacy list compressed as the client accepts, the same JSON each way', async () => {
    const plain = await raw.request('/api/aranzhmanet');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.body.toString()) as unknown[];
    expect(list.length).toBeGreaterThan(50);
    for (const encoding of ['gzip', 'br']) {
      const res = await raw.request('/api/aranzhmanet', { headers: { 'Accept-Encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decode(encoding, res.body).toString())).toEqual(list);
    }
  });

  it('compresses GraphQL answers above the threshold and leaves small answers as they are', async () => {
    const query = JSON.stringify({ query: '{ searchPackages(page: { pageSize: 50 }) { total items { id title country { name } } } }' });
    const big = await raw.request('/graphql', {
      method: 'POST', body: query, headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, br' },
    });
    expect(['br', 'gzip']).toContain(big.headers['content-encoding']);
    expect(JSON.parse(decode(big.headers['content-encoding'], big.body).toString()).data.searchPackages.items).toHaveLength(50);
    const small = await raw.request('/api/shtetet', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves a large cached list precompressed, with the same ETag as plain', async () => {
    // Twenty more rows take the Turkey price table over the threshold.
    const first = await raw.request('/api/room-price', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.status).toBe(200);
    const staff = await t.loginAs(Role.ADMIN);
    for (let i = 0; i < 20; i++) {
      await staff.post('/api/add-room-price').send({ room_type: `Dhomë ${i} me pamje nga deti`, service: 'All Inclusive', price_1: 100 + i, price_2: 200 + i }).expect(201);
    }
    const miss = await raw.request('/api/room-price', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(miss.headers['x-cache']).toBe('miss');
    let hit = miss;
    for (let i = 0; i < 50 && hit.headers['content-encoding'] !== 'br'; i++) {
      hit = await raw.request('/api/room-price', { headers: { 'Accept-Encoding': 'br, gzip' } });
    }
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode('br', hit.body).toString())).toEqual(JSON.parse(decode(miss.headers['content-encoding'], miss.body).toString()));
    const plain = await raw.request('/api/room-price');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(hit.headers.etag);
  });
});

const dist = path.join(REPO_ROOT, 'web', 'dist', 'client');
const assets = existsSync(path.join(dist, 'assets')) ? readdirSync(path.join(dist, 'assets')) : [];
// `npm test` builds the web app before the API tests; under CI a missing build is a failure, never a skip.
const mustRun = process.env.CI === 'true' || assets.length > 0;

describe('the web app files', () => {
  it.skipIf(!mustRun)('are precompressed by the build and sent as the client accepts, hashed assets immutable, pages revalidated', async () => {
    const js = assets.find((f) => f.endsWith('.js') && assets.includes(`${f}.br`) && assets.includes(`${f}.gz`));
    expect(js, 'a .js asset with .br and .gz beside it in web/dist/client/assets').toBeDefined();
    const plain = await raw.request(`/assets/${js}`);
    expect(plain.headers['cache-control']).toMatch(/immutable/);
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']]) {
      const res = await raw.request(`/assets/${js}`, { headers: { 'Accept-Encoding': accept! } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toMatch(/immutable/);
      expect(decode(encoding, res.body).equals(plain.body)).toBe(true);
    }
    const page = await raw.request('/search', { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
    // Revalidated by the browser on every visit; the same for every visitor without a session.
    expect(page.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(decode(page.headers['content-encoding'], page.body).toString()).toMatch(/<!doctype html>/i);
  });
});
