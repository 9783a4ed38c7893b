import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { freePort, REPO_ROOT } from '../test/paths.js';
import { logLines, startInstance, stopInstance, waitReady, type Instance } from '../test/processes.js';
import { rollingRestart, sleep } from './rolling-restart.js';

/**
 * Several instances on one PostgreSQL, as real processes: two started at the same moment on an
 * empty database (migrations and the demo seed under the startup lock), sharing logins and seeing
 * each other's writes; then Caddy (deploy/Caddyfile, as in docker-compose.yml) in front of both and
 * a rolling restart under mixed traffic with zero failed requests.
 */
const ADMIN = { username: 'admin', password: 'BaniAdmin2026!' };
const dbName = `scale_${process.pid}_${Date.now() % 100000}`;
let databaseUrl: string;
const dirs: string[] = [];
const instances: Instance[] = [];
const envs = new Map<Instance, Record<string, string>>();
let caddy: ChildProcess | undefined;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function launch(port: number): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bani-scale-'));
  dirs.push(dataDir);
  // Each its own DATA_DIR: what they share is the database alone (sessions, secret, limits, locks).
  // SHUTDOWN_DELAY_SECONDS well above Caddy's 1 s health interval: on a busy machine a check can take
  // seconds, and the instance must still take requests until the proxy has seen it draining.
  const env = {
    DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'true', OWNER_PASSWORD: 'Owner-Bani-2026!', SHUTDOWN_DELAY_SECONDS: '5',
    RATE_LIMIT_LOGIN_PER_IP: '100000', RATE_LIMIT_LOGIN_PER_USERNAME: '100000',
  };
  const i = startInstance(port, env);
  envs.set(i, env);
  instances.push(i);
  return i;
}

let a: Instance;
let b: Instance;

beforeAll(async () => {
  await admin(`create database ${dbName}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  const [pa, pb] = [await freePort(), await freePort()];
  // Both at once, on a database with no tables yet.
  [a, b] = await Promise.all([launch(pa), launch(pb)]);
  await Promise.all([waitReady(a), waitReady(b)]);
}, 180_000);

afterAll(async () => {
  caddy?.kill('SIGTERM');
  await Promise.all(instances.map((i) => stopInstance(i)));
  for (const d of dirs) await rm(d, { recursive: true, force: true });
  await admin(`drop database if exists ${dbName} with (force)`);
}, 120_000);

describe('two instances on one database', () => {
  it('both came up, and the migrations and the demo seed ran once', () => {
    const seeded = [...logLines(a), ...logLines(b)].filter((l) => String(l.msg).startsWith('Seeded demo:catalogue'));
    expect(seeded).toHaveLength(1);
  });

  it('a login on A is valid on B', async () => {
    const onA = supertest.agent(a.base);
    await onA.post('/api/login').send(ADMIN).expect(200);
    const cookie = onA.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).toValueString();
    const me = await supertest(b.base).get('/user').set('Cookie', cookie).expect(200);
    expect(me.body.username ?? me.body.user?.username).toBe('admin');
  });

  it('a staff edit on A is seen on B at once', async () => {
    const onA = supertest.agent(a.base);
    await onA.post('/api/login').send(ADMIN).expect(200);
    // B holds both answers in its public cache first: the edit must reach that cache, not just the database.
    await supertest(b.base).get('/api/shtetet').expect(200);
    expect((await supertest(b.base).get('/api/shtetet').expect(200)).headers['x-cache']).toBe('hit');
    const name = `Shteti-${Date.now()}`;
    await onA.post('/api/add-shtetin').send({ emri: name }).expect(201);
    const list = await supertest(b.base).get('/api/shtetet').expect(200);
    expect(list.body.map((c: { emri: string }) => c.emri)).toContain(name);

    const pkg = (await supertest(b.base).get('/api/aranzhmanet').expect(200)).body[0];
    const title = `Edited-${Date.now()}`;
    const read = () => supertest(b.base).post('/graphql').send({ query: `{ package(id: ${pkg.id}) { title } }` }).expect(200);
    await read();
    expect((await read()).headers['x-cache']).toBe('hit');
    // B keeps the package's rendered page for visitors too (ADR 0019): the edit must reach that as well.
    const page = () => supertest(b.base).get(`/aranzhmani/${pkg.id}`).set('Accept', 'text/html').expect(200);
    await page();
    expect((await page()).headers['x-cache']).toBe('hit');
    const g = await onA.post('/graphql').send({ query: `mutation { updatePackage(id: ${pkg.id}, input: { title: "${title}" }) { id title } }` });
    expect(g.body.errors).toBeUndefined();
    expect((await read()).body.data.package.title).toBe(title);
    expect((await page()).text).toContain(title);
    // B's legacy full list was read (and its compressed copy kept) before the edit: the copy is dropped too.
    const fullList = (await supertest(b.base).get('/api/aranzhmanet').set('Accept-Encoding', 'gzip').expect(200)).body;
    expect(fullList.find((p: { id: number }) => p.id === pkg.id).titulli).toBe(title);
  });

  it('runs the job queue on every instance', async () => {
    const workers = async (i: Instance) => /^jobs_workers (\d+)/m.exec(await (await fetch(`${i.base}/metrics`)).text())?.[1];
    expect([await workers(a), await workers(b)]).toEqual(['2', '2']);
  });
});

describe('rolling restart behind Caddy', () => {
  it('restarts A then B under mixed traffic without one failed request', async () => {
    const proxyPort = await freePort();
    const caddyHome = await mkdtemp(path.join(os.tmpdir(), 'bani-caddy-'));
    dirs.push(caddyHome);
    const caddyOut: string[] = [];
    caddy = spawn('caddy', ['run', '--config', path.join(REPO_ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
      env: {
        ...process.env, XDG_DATA_HOME: caddyHome, XDG_CONFIG_HOME: caddyHome, HOME: caddyHome,
        SITE_ADDRESS: `http://127.0.0.1:${proxyPort}`, UPSTREAMS: `127.0.0.1:${a.port} 127.0.0.1:${b.port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stderr!.on('data', (c: Buffer) => caddyOut.push(c.toString()));
    const proxy = `http://127.0.0.1:${proxyPort}`;
    for (let i = 0; !(await fetch(`${proxy}/readyz`).then((r) => r.ok, () => false)); i++) {
      if (i > 100) throw new Error(`caddy did not come up:\n${caddyOut.join('')}`);
      await sleep(100);
    }

    const login = await fetch(`${proxy}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const picture = (await (await fetch(`${proxy}/graphql`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ sliderImages(slider: HOME) { image { url } } }' }),
    })).json()) as { data?: { sliderImages: { image: { url: string } }[] } };
    const pictureUrl = picture.data?.sliderImages[0]?.image.url ?? '/api/shtetet';

    // Mixed traffic: public lists, GraphQL, the session, pictures and staff writes, 6 clients at once.
    const requests: [string, RequestInit, number][] = [
      ['/api/aranzhmanet', {}, 200],
      ['/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ countries { id name } }' }) }, 200],
      ['/user', { headers: { Cookie: cookie } }, 200],
      [pictureUrl, {}, 200],
      ['/api/add-shtetin', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' } }, 201],
      ['/api/shtetet', {}, 200],
    ];
    let stop = false;
    let done = 0;
    const failures: string[] = [];
    const client = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const [url, init, want] = requests[(w + n) % requests.length]!;
        const body = url === '/api/add-shtetin' ? JSON.stringify({ emri: `Roll-${w}-${n}-${Date.now()}` }) : init.body;
        try {
          const res = await fetch(`${proxy}${url}`, { ...init, body, signal: AbortSignal.timeout(15_000) });
          await res.arrayBuffer();
          if (res.status !== want) failures.push(`${url}: ${res.status}`);
        } catch (e) {
          failures.push(`${url}: ${(e as Error).message}`);
        }
        done++;
      }
    };
    const traffic = [0, 1, 2, 3, 4, 5].map(client);
    await sleep(1000);

    const restarted = new Map<string, Instance>([['a', a], ['b', b]]);
    const log: string[] = [];
    await rollingRestart(['a', 'b'], {
      async restart(name) {
        const old = restarted.get(name)!;
        expect(await stopInstance(old)).toBe(0);
        const fresh = startInstance(old.port, envs.get(old)!);
        envs.set(fresh, envs.get(old)!);
        instances.push(fresh);
        restarted.set(name, fresh);
      },
      ready: (name) => fetch(`${restarted.get(name)!.base}/readyz`).then((r) => r.ok, () => false),
      settleMs: 2500,
      readyTimeoutMs: 90_000,
      log: (m) => log.push(m),
    });
    await sleep(1000);
    stop = true;
    await Promise.all(traffic);

    console.log(`rolling restart: ${done} requests through Caddy, ${failures.length} failed; ${log.join('; ')}`);
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(done).toBeGreaterThan(100);
    // Each old process logged its drain: not ready, then a clean stop.
    for (const old of [a, b]) expect(logLines(old).map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down: not ready any more', 'stopped cleanly']));
  }, 300_000);
});
