import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/paths.js';
import { logLines, startInstance, stopInstance, waitReady, type Instance } from '../test/processes.js';

const run = promisify(execFile);
let instance: Instance | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  if (instance) await stopInstance(instance);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The app's worker processes under the primary (its direct children running node). */
async function workers(primary: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(primary)]).catch(() => ({ stdout: '' }));
  return stdout.split('\n').filter((l) => /main\.js/.test(l)).map((l) => Number(l.trim().split(/\s+/)[0])).sort();
}

/**
 * A GET on a connection of its own (a kept-alive one may be the killed worker's), within 5 s: its status,
 * or 0. A connection handed to a worker at the instant it dies is lost, as with any process that dies.
 */
const statusOf = (url: string) => new Promise<number>((resolve) => {
  const req = http.get(url, { agent: false, timeout: 5000 }, (res) => {
    res.resume();
    resolve(res.statusCode ?? 0);
  });
  req.on('timeout', () => req.destroy());
  req.on('error', () => resolve(0));
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(ask: () => Promise<T>, done: (v: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await ask();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('one worker per core (WEB_CONCURRENCY)', () => {
  it('serves from every worker on one port, replaces one that dies, and stops them all, then the database, on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bani-cluster-'));
    // As root the embedded PostgreSQL runs as 'postgres', which must reach its directory.
    await chmod(dataDir, 0o755);
    const pgPort = await freePort();
    instance = startInstance(await freePort(), {
      DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), WEB_CONCURRENCY: '2', SEED_DEMO: 'false',
      OWNER_PASSWORD: 'Owner-Bani-2026!', SHUTDOWN_DELAY_SECONDS: '0',
    });
    const primary = instance.child.pid!;
    await waitReady(instance);
    const first = await until(() => workers(primary), (w) => w.length === 2);
    // Every worker comes to answer (connections are handed out in turn).
    const ready = async () => (await Promise.all(Array.from({ length: 8 }, () => statusOf(`${instance!.base}/readyz`)))).every((s) => s === 200);
    await until(ready, Boolean);
    expect(await statusOf(`${instance.base}/api/shtetet`)).toBe(200);
    // Each worker runs with glibc's malloc settings (ADRs 0050, 0051): set in its environment as it started.
    for (const pid of first) {
      const environ = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
      expect(environ).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=1', 'MALLOC_MMAP_THRESHOLD_=131072']));
    }

    // A worker that dies is replaced, and the site answers meanwhile from the other: the new worker
    // takes no request before it is ready (none meets a 503 "starting" while another could answer).
    process.kill(first[0]!, 'SIGKILL');
    const freshUp = () => logLines(instance!).some((l) => !first.includes(Number(l.pid)) && /is up/.test(String(l.msg)));
    // Asked every 50 ms on connections of their own, without waiting for the answers, until it is up.
    const asked: Promise<number>[] = [];
    while (!freshUp()) {
      asked.push(statusOf(`${instance.base}/readyz`));
      await new Promise((r) => setTimeout(r, 50));
    }
    const meanwhile = await Promise.all(asked);
    // A connection handed to the worker at the instant it died is lost (0); a 503 would be the new one starting.
    expect(meanwhile.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(meanwhile.filter((s) => s !== 200 && s !== 0)).toEqual([]);
    const replaced = await until(() => workers(primary), (w) => w.length === 2 && !w.includes(first[0]!));
    expect(replaced).toContain(first[1]);
    await until(ready, Boolean);

    // SIGTERM: every worker drains and exits, then the embedded PostgreSQL stops, then the primary.
    expect(await stopInstance(instance)).toBe(0);
    for (const pid of replaced) expect(alive(pid)).toBe(false);
    expect(logLines(instance).some((l) => l.msg === 'all workers stopped')).toBe(true);
    expect(logLines(instance).filter((l) => l.msg === 'stopped cleanly').length).toBeGreaterThanOrEqual(2);
    const client = new pg.Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 2000 });
    await expect(client.connect()).rejects.toThrow();
    instance = undefined;
  }, 180_000);

  it('stops with an error, as one process would, when its workers die as they start', async () => {
    const started = startInstance(await freePort(), {
      DATABASE_URL: `postgres://bani:bani@127.0.0.1:${await freePort()}/bani`, WEB_CONCURRENCY: '2', SHUTDOWN_DELAY_SECONDS: '0',
    });
    expect(await started.exited).toBe(1);
    expect(logLines(started).some((l) => /workers in a row stopped as they started/.test(String(l.msg)))).toBe(true);
  }, 120_000);
});
