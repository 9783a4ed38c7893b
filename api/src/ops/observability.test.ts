import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startingHandler } from '../http/health.js';
import { Role } from '../modules/users/role.js';
import { logCapture } from '../test/log-capture.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';

/** Health, readiness, the JSON request log (and what it must never contain), and /metrics. */
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const log = logCapture('info');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN }, { logger: log.logger });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('is alive and ready once started; readiness follows the lifecycle and the database', async () => {
    const a = t.agent();
    expect((await a.get('/healthz').expect(200)).body).toEqual({ ok: true, status: 'ready' });
    expect((await a.get('/readyz').expect(200)).body).toEqual({ ok: true, status: 'ready' });
    t.lifecycle.phase = 'draining';
    try {
      expect((await a.get('/readyz').expect(503)).body).toEqual({ ok: false, status: 'draining' });
      // Still alive, and still serving while the proxy notices; keep-alive clients are asked to leave.
      await a.get('/healthz').expect(200);
      expect((await a.get('/api/shtetet').expect(200)).headers.connection).toBe('close');
    } finally {
      t.lifecycle.phase = 'ready';
    }
  });

  it('answers 503 (ready) and 200 (alive) while starting, before the app exists', async () => {
    const server = createServer(startingHandler);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ ok: false, status: 'starting' });
      const page = await fetch(`${base}/api/shtetet`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('2');
    } finally {
      server.close();
    }
  });

  it('never answers an unknown server path with the web app', async () => {
    const a = t.agent();
    for (const url of ['/api/nope', '/graphql/nope', '/healthz/x', '/readyz/x', '/metrics/x', '/media/nope', '/media/1/2/3']) {
      const res = await a.get(url).set('Accept', 'text/html');
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
    expect((await a.post('/healthz').send({})).status).toBe(404);
  });
});

describe('request log', () => {
  it('writes one JSON line per request with its id, route, status, latency and user; the id is echoed', async () => {
    const staff = await t.loginAs(Role.ADMIN);
    const res = await staff.get('/api/users/999999').set('X-Request-Id', 'trace-abc.123');
    expect(res.headers['x-request-id']).toBe('trace-abc.123');
    const line = log.lines().find((l) => l.requestId === 'trace-abc.123');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', url: '/api/users/999999', status: res.status, route: expect.any(String) });
    expect(line!.userId).toEqual(expect.any(Number));
    expect(line!.latencyMs).toEqual(expect.any(Number));

    // An id that could forge log lines is replaced by a fresh one.
    const odd = await t.agent().get('/healthz').set('X-Request-Id', 'a b"\\');
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the route pattern, not the id, and the GraphQL operation', async () => {
    await t.agent().get('/api/aranzhmanet/123456').set('X-Request-Id', 'route-check');
    expect(log.lines().find((l) => l.requestId === 'route-check')).toMatchObject({ route: '/api/aranzhmanet/:id' });
    await gql(t.agent().set('X-Request-Id', 'gql-check'), 'query CountryNames { countries { id } }');
    expect(log.lines().find((l) => l.requestId === 'gql-check')).toMatchObject({ route: '/graphql', operation: 'CountryNames', operationType: 'query' });
  });

  it('names the route of an answer from the public cache too', async () => {
    await t.agent().get('/api/airports').expect(200);
    const hit = await t.agent().get('/api/airports').set('X-Request-Id', 'hit-check').expect(200);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(log.lines().find((l) => l.requestId === 'hit-check')).toMatchObject({ route: '/api/airports', status: 200 });
    await gql(t.agent(), 'query CachedCities { cities { id } }');
    await gql(t.agent().set('X-Request-Id', 'gql-hit-check'), 'query CachedCities { cities { id } }');
    expect(log.lines().find((l) => l.requestId === 'gql-hit-check')).toMatchObject({ route: '/graphql', status: 200 });
  });

  it('never logs passwords, cookies, session ids or tokens', async () => {
    const user = await t.createUser(Role.USER);
    const secretPassword = 'Sekret-Fjalekalim-42!';
    const a = t.agent();
    const login = await a.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const sid = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
    await gql(a, 'mutation { changeMyPassword(input: { currentPassword: "wrong-old-password", newPassword: "Sekret-Fjalekalim-42!" }) }');
    await gql(t.agent(), 'mutation($i: LoginInput!) { login(input: $i) { id } }', { i: { username: user.username, password: secretPassword } });
    await a.post('/api/unsubscribe').send({ token: 'unsubscribe-token-secret-1' });
    await t.agent().get('/some/page?token=unsubscribe-token-secret-2&lang=en').set('Accept', 'text/html');
    await t.agent().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    await t.agent().get('/api/shtetet').set('Cookie', 'bani.sid=s%3Afake-session-id-secret.sig');

    const text = log.text();
    expect(text).toContain('"requestId"');
    for (const secret of [user.password, secretPassword, 'wrong-old-password', cookie, sid, 'unsubscribe-token-secret',
      METRICS_TOKEN, 'fake-session-id-secret']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('token=%5BREDACTED%5D&lang=en');
  });
});

describe('metrics', () => {
  it('serves Prometheus text to localhost: HTTP by route and status, GraphQL, pools, outbox, media', async () => {
    await t.agent().get('/api/shtetet').expect(200);
    await gql(t.agent(), 'query MetricsProbe { countries { id } }');
    const res = await t.agent().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.text;
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/shtetet",status="200"\}/);
    expect(body).toMatch(/graphql_operations_total\{operation="MetricsProbe",type="query",outcome="ok"\} 1/);
    expect(body).toMatch(/db_pool_connections_in_use\{pool="orm"\}/);
    expect(body).toMatch(/db_pool_connections_idle\{pool="sessions"\}/);
    expect(body).toMatch(/^outbox_pending_mails \d+/m);
    expect(body).toMatch(/^outbox_failed_mails \d+/m);
    expect(body).toMatch(/^mail_delivery_attempts_total\{outcome="failed"\} 0/m);
    expect(body).toMatch(/^jobs_workers 2$/m);
    expect(body).toMatch(/^# TYPE jobs_failed gauge$/m);
    expect(body).toMatch(/^process_cpu_seconds_total/m);
  });

  it('counts stored pictures by store', async () => {
    const staff = await t.loginAs(Role.ADMIN);
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#08c' } }).png().toBuffer();
    await staff.post('/media').attach('file', png, 'x.png').expect(201);
    const body = (await t.agent().get('/metrics').expect(200)).text;
    const bytes = Number(/^media_store_bytes\{store="postgres"\} (\d+)/m.exec(body)?.[1]);
    expect(bytes).toBeGreaterThan(0);
    expect(body).toMatch(/^media_store_objects\{store="postgres"\} [1-9]/m);
  });

  it('is never public: a request relayed by a proxy needs the token', async () => {
    await t.agent().get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(403);
    await t.agent().get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', 'Bearer wrong-token-of-some-length').expect(403);
    await t.agent().get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
  });
});

