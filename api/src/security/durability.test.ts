import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT } from '../test/paths.js';
import { SERVER_ENTRY } from '../test/server-build.js';

/**
 * Crash durability of the real server process: `node dist/main.js` (built by the global setup when
 * stale) on a temporary DATA_DIR with the embedded PostgreSQL. Writes stream in from several clients;
 * the server is killed with SIGKILL in the middle; after a restart on the same DATA_DIR every write
 * that was acknowledged (2xx) is there.
 */
const API_DIR = path.join(REPO_ROOT, 'api');
const OWNER = { username: 'owner', password: 'Owner-Bani-2026!' };

let dataDir: string;
let ports: { http: number; pg: number };
let server: { child: ChildProcess; output: string[] } | undefined;
/** Every server this file started: afterAll stops any still running, whatever failed. */
const started: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bani-durability-'));
  await chmod(dataDir, 0o755); // PostgreSQL runs as the `postgres` user when we are root
  ports = { http: await freePort(), pg: await freePort() };
});

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await exited(child, 15_000).catch(() => child.kill('SIGKILL'));
  }
  const orphan = postmasterPid(); // a failed test may leave PostgreSQL running without its parent
  if (orphan) try { process.kill(orphan, 'SIGINT'); } catch { /* already gone */ }
  await new Promise((r) => setTimeout(r, 500));
  await rm(dataDir, { recursive: true, force: true });
});

function exited(child: ChildProcess, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => reject(new Error('server did not exit')), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function start(): Promise<supertest.Agent> {
  const output: string[] = [];
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: API_DIR,
    env: {
      ...process.env, NODE_ENV: 'test', PORT: String(ports.http), EMBEDDED_PG_PORT: String(ports.pg), DATA_DIR: dataDir,
      SEED_DEMO: 'false', OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, DATABASE_URL: '', SHUTDOWN_DELAY_SECONDS: '0', WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  server = { child, output };
  started.push(child);
  const base = `http://127.0.0.1:${ports.http}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`server not ready in 60 s:\n${output.join('')}`);
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const agent = supertest.agent(base);
  await agent.post('/api/login').send(OWNER).expect(200);
  return agent;
}

/** Several clients create countries until the server dies; returns the names it acknowledged. */
async function streamUntilKilled(agent: supertest.Agent, prefix: string, alsoKillPostgres: boolean) {
  const acked: string[] = [];
  let stop = false;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const name = `${prefix}-${w}-${i}`;
      try {
        const res = await agent.post('/api/add-shtetin').send({ emri: name }).timeout(5000);
        if (res.status === 201) acked.push(name);
      } catch {
        return; // connection refused/reset: the server is gone
      }
    }
  };
  const workers = [0, 1, 2, 3].map(worker);
  while (acked.length < 150) await new Promise((r) => setTimeout(r, 10));
  const pgPid = postmasterPid();
  server!.child.kill('SIGKILL');
  if (alsoKillPostgres && pgPid) process.kill(pgPid, 'SIGKILL');
  await exited(server!.child, 5000);
  stop = true;
  await Promise.all(workers);
  return acked;
}

async function storedNames(agent: supertest.Agent): Promise<Set<string>> {
  const res = await agent.get('/api/shtetet').expect(200);
  return new Set(res.body.map((c: { emri: string }) => c.emri));
}

describe('durability across kill -9', () => {
  it('keeps every acknowledged write when the API process, then the API and PostgreSQL together, are killed mid-stream', async () => {
    // 1. The API process dies; PostgreSQL lives on as an orphan that the next start recovers.
    const first = await streamUntilKilled(await start(), 'node', false);
    let t0 = Date.now();
    const second = await start();
    console.log(`kill -9 of node: ${first.length} acknowledged writes; restart in ${Date.now() - t0} ms`);
    let stored = await storedNames(second);
    expect(first.filter((n) => !stored.has(n))).toEqual([]);

    // 2. Both die at once: PostgreSQL replays its WAL at the next start.
    const both = await streamUntilKilled(second, 'both', true);
    t0 = Date.now();
    const third = await start();
    console.log(`kill -9 of node and postgres: ${both.length} acknowledged writes; restart + crash recovery in ${Date.now() - t0} ms`);
    stored = await storedNames(third);
    expect([...first, ...both].filter((n) => !stored.has(n))).toEqual([]);
    // Nothing was written twice either (each name was sent once).
    const all = (await third.get('/api/shtetet').expect(200)).body.map((c: { emri: string }) => c.emri);
    expect(all.length).toBe(new Set(all).size);

    server!.child.kill('SIGTERM');
    await exited(server!.child, 20_000);
  }, 180_000);
});
