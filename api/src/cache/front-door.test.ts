import type { IncomingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../db/seed/catalogue.seed.js';
import { Role } from '../modules/users/role.js';
import { createPackage } from '../test/fixtures.js';
import { logCapture, type LogCapture } from '../test/log-capture.js';
import { doorProbe, type Ask, type DoorProbe, type RawServer } from '../test/door-probe.js';
import { createTestApp, PASSWORD, type TestApp } from '../test/test-app.js';
import { PUBLIC_READS } from './tables.js';

let t: TestApp;
let log: LogCapture;
let probe: DoorProbe;
/** The server as it runs (the front door, then Express), and its Express alone (same public cache). */
let door: RawServer;
let express: RawServer;
let packageId: number;

beforeAll(async () => {
  log = logCapture('info');
  t = await createTestApp({}, { logger: log.logger });
  await seedCatalogue(t.orm.em.fork() as EntityManager);
  packageId = (await createPackage(t)).id;
  probe = await doorProbe(t);
  ({ door, express } = probe);
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const ask = (server: RawServer, path: string, opts: Ask = {}) => probe.ask(server, path, opts);

const gqlAsk = (query: string, headers: Record<string, string> = {}): Ask =>
  ({ method: 'POST', body: JSON.stringify({ query }), headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * Headers as compared: all of them but Date and the request id (each request has its own), and the CSP's
 * nonce, which is each answer's own unless the answer is a kept page (its scripts carry the one it was
 * rendered with: checked with the pages below).
 */
function comparable(h: IncomingHttpHeaders, ...also: string[]): IncomingHttpHeaders {
  const out = { ...h };
  for (const k of ['date', 'x-request-id', ...also]) delete out[k];
  if (out['content-security-policy']) out['content-security-policy'] = String(out['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce'");
  return out;
}

/** The same request to the door and to Express alone: the same status, headers and bytes, and who answered. */
async function same(path: string, opts: Ask = {}): Promise<string | undefined> {
  const viaDoor = await ask(door, path, opts);
  const viaExpress = await ask(express, path, opts);
  expect(viaDoor.status, path).toBe(viaExpress.status);
  expect(comparable(viaDoor.headers), path).toEqual(comparable(viaExpress.headers));
  expect(viaDoor.headers['x-request-id']).toBe(viaDoor.id);
  expect(viaDoor.body.equals(viaExpress.body), `${path} body`).toBe(true);
  return viaDoor.by;
}

const SEARCH = '{ searchPackages(page: { pageSize: 20 }) { total items { id title price country { name } } } }';

describe('the front door', () => {
  it('answers every public read\'s hit itself, with the status, headers and body Express sent for its miss', async () => {
    const paths = Object.keys(PUBLIC_READS.rest).map((p) => p.replace(':id', String(packageId)));
    const asks: [string, Ask][] = [
      ...paths.map((p): [string, Ask] => [p, {}]),
      ['/graphql', gqlAsk('{ countries { id name } }')],
      ['/graphql', gqlAsk(SEARCH)],
    ];
    for (const [path, opts] of asks) {
      const miss = await ask(door, path, opts);
      expect(miss.headers['x-cache'], path).toBe('miss');
      expect(miss.by).toBe('express');
      const hit = await ask(door, path, opts);
      expect(hit.headers['x-cache'], path).toBe('hit');
      expect(hit.by, path).toBe('door');
      expect(hit.status).toBe(miss.status);
      expect(comparable(hit.headers, 'x-cache'), path).toEqual(comparable(miss.headers, 'x-cache'));
      expect(hit.body.toString(), path).toBe(miss.body.toString());
    }
  });

  it('sends a hit exactly as the pipeline did: 304, gzip and brotli copies, CORS, a session cookie', async () => {
    const login = await ask(door, '/api/login', { method: 'POST', body: JSON.stringify(await userLogin()), headers: { 'Content-Type': 'application/json' } });
    const cookie = String(login.headers['set-cookie']?.[0]).split(';')[0]!;
    for (const [path, base] of [['/api/shtetet', {}], [`/api/aranzhmanet/${packageId}`, {}], ['/graphql', gqlAsk(SEARCH)]] as [string, Ask][]) {
      await ask(door, path, base);
      // The compressed copies are made at the first hit; until then a client that takes them is Express's.
      for (let i = 0; (await ask(door, path, { ...base, headers: { ...base.headers, 'Accept-Encoding': 'gzip' } })).by !== 'door'; i++) {
        expect(i).toBeLessThan(100);
        await new Promise((r) => setTimeout(r, 10));
      }
      const plain = await ask(door, path, base);
      const etag = String(plain.headers.etag);
      const large = plain.body.length >= 1024;
      const variants: [Record<string, string>, 'door' | 'express'][] = [
        [{}, 'door'],
        [{ 'Accept-Encoding': 'gzip' }, 'door'],
        [{ 'Accept-Encoding': 'br' }, 'door'],
        [{ 'Accept-Encoding': 'gzip, deflate, br, zstd' }, 'door'],
        [{ 'Accept-Encoding': 'br;q=0.5, gzip' }, 'door'],
        // Only the pipeline's compression makes deflate (above its threshold).
        [{ 'Accept-Encoding': 'deflate' }, large ? 'express' : 'door'],
        [{ 'If-None-Match': etag }, 'door'],
        [{ 'If-None-Match': etag, 'Accept-Encoding': 'br' }, 'door'],
        [{ 'If-None-Match': 'W/"other"' }, 'door'],
        [{ Origin: 'http://localhost:3000' }, 'door'],
        [{ Origin: 'http://localhost:3000', 'Accept-Encoding': 'gzip' }, 'door'],
        [{ Cookie: cookie }, 'door'],
      ];
      for (const [headers, by] of variants) {
        expect(await same(path, { ...base, headers: { ...base.headers, ...headers } }), `${path} ${JSON.stringify(headers)}`).toBe(by);
      }
      // A GET from another site's page gets the list without CORS headers, as before; a POST from it is the origin check's.
      expect(await same(path, { ...base, headers: { ...base.headers, Origin: 'http://evil.example' } })).toBe(path === '/graphql' ? 'express' : 'door');
    }
    expect((await ask(door, '/api/shtetet', { headers: { 'If-None-Match': String((await ask(door, '/api/shtetet')).headers.etag) } })).status).toBe(304);
  });

  it('shows a staff write through REST at once', async () => {
    await ask(door, '/api/shtetet');
    expect((await ask(door, '/api/shtetet')).by).toBe('door');
    const staff = await t.loginAs(Role.ADMIN);
    await staff.post('/api/add-shtetin').send({ emri: 'Grenlandë' }).expect(201);
    const after = await ask(door, '/api/shtetet');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body.toString()).toContain('Grenlandë');
    const again = await ask(door, '/api/shtetet');
    expect([again.by, again.headers['x-cache'], again.body.toString()]).toEqual(['door', 'hit', after.body.toString()]);
  });

  it('leaves to Express what it answers otherwise: HEAD, a query string, a big, chunked or malformed body', async () => {
    await ask(door, '/api/shtetet');
    await ask(door, '/graphql', gqlAsk(SEARCH));
    expect(await same('/api/shtetet', { method: 'HEAD' })).toBe('express');
    expect(await same('/api/shtetet?fresh=1')).toBe('express');
    const big = JSON.stringify({ query: SEARCH, variables: { pad: 'x'.repeat(40_000) } });
    const bigAsk = { method: 'POST', body: big, headers: { 'Content-Type': 'application/json' } };
    await ask(door, '/graphql', bigAsk);
    expect(await same('/graphql', bigAsk)).toBe('express');
    const chunked = gqlAsk(SEARCH, { 'Transfer-Encoding': 'chunked' });
    expect(await same('/graphql', chunked)).toBe('express');
    // Read at the door, then the same 400 naming the problem as the pipeline's parser gives.
    const malformed = { method: 'POST', body: '{"query": "{ countries { id } }"', headers: { 'Content-Type': 'application/json' } };
    expect(await same('/graphql', malformed)).toBe('express');
    const bad = await ask(door, '/graphql', malformed);
    expect(bad.status).toBe(400);
    expect(bad.body.toString()).toMatch(/JSON/);
    const tooBig = JSON.stringify({ query: SEARCH, variables: { pad: 'x'.repeat(1_100_000) } });
    const refused = await ask(door, '/graphql', { method: 'POST', body: tooBig, headers: { 'Content-Type': 'application/json' } });
    expect(refused.status).toBe(413);
    // Still a hit through the door afterwards.
    expect((await ask(door, '/graphql', gqlAsk(SEARCH))).by).toBe('door');
  });

  it('logs a hit and counts it under its route, like any request', async () => {
    await ask(door, '/api/shtetet');
    const viaDoor = await ask(door, '/api/shtetet');
    const viaExpress = await ask(express, '/api/shtetet');
    expect(viaDoor.by).toBe('door');
    const line = (id: string) => log.lines().find((l) => l.requestId === id);
    const [a, b] = [line(viaDoor.id), line(viaExpress.id)];
    expect(a).toBeDefined();
    const strip = (l: Record<string, unknown> | undefined) => ({ ...l, time: 0, latencyMs: 0, requestId: '' });
    expect(strip(a)).toEqual(strip(b));
    expect(Object.keys(a!)).toEqual(Object.keys(b!));
    expect(a).toMatchObject({ msg: 'request', method: 'GET', url: '/api/shtetet', route: '/api/shtetet', status: 200 });

    const count = async () => {
      const text = (await ask(door, '/metrics')).body.toString();
      return Number(/http_request_duration_seconds_count\{method="GET",route="\/api\/shtetet",status="200"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await count();
    expect((await ask(door, '/api/shtetet')).by).toBe('door');
    expect(await count()).toBe(before + 1);
  });

  it('answers a kept page to visitors without a session, its scripts allowed by its CSP; never to one with a session', async () => {
    const html = { headers: { Accept: 'text/html' } };
    const path = `/aranzhmani/${packageId}`;
    const miss = await ask(door, path, html);
    expect([miss.by, miss.headers['x-cache']]).toEqual(['express', 'miss']);
    const hit = await ask(door, `${path}?utm_source=news&fbclid=door`, html);
    expect([hit.by, hit.headers['x-cache']]).toEqual(['door', 'hit']);
    expect(hit.body.toString()).toBe(miss.body.toString());
    // A render is streamed and timed; its kept copy has a length.
    const sentOnce = ['x-cache', 'etag', 'content-length', 'transfer-encoding', 'server-timing'];
    expect(comparable(hit.headers, ...sentOnce)).toEqual(comparable(miss.headers, ...sentOnce));
    const nonce = /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))![1];
    expect(hit.body.toString()).toContain(`nonce="${nonce}"`);
    expect(await same(path, html)).toBe('door');
    expect(await same(path, { headers: { Accept: 'text/html', 'If-None-Match': String(hit.headers.etag) } })).toBe('door');
    // The page's data for a navigation in the app, a form, a session or a message of a form: the pipeline's.
    expect((await ask(door, path, { headers: { Accept: 'application/json' } })).by).toBe('express');
    const login = await ask(door, '/api/login', { method: 'POST', body: JSON.stringify(await userLogin()), headers: { 'Content-Type': 'application/json' } });
    const cookie = String(login.headers['set-cookie']?.[0]).split(';')[0]!;
    // A session: its kind (customer, staff) only the session tells, so the pipeline answers, with its kind's page.
    const mine = await ask(door, path, { headers: { Accept: 'text/html', Cookie: cookie } });
    expect(mine.by).toBe('express');
    expect(mine.headers['cache-control']).toBe('no-cache, private');
    expect((await ask(door, path, { headers: { Accept: 'text/html', Cookie: 'flash=booked' } })).by).toBe('express');
  });

  it('asks clients to go elsewhere while draining, as the pipeline does', async () => {
    await ask(door, '/api/shtetet');
    t.lifecycle.phase = 'draining';
    try {
      expect(await same('/api/shtetet')).toBe('door');
      expect((await ask(door, '/api/shtetet')).headers.connection).toBe('close');
    } finally {
      t.lifecycle.phase = 'ready';
    }
  });
});

async function userLogin() {
  const u = await t.createUser(Role.USER);
  return { username: u.username, password: PASSWORD };
}
