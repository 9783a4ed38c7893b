import { describe, it, expect, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres.js';
import { EmbeddedPostgresServer } from './embedded-postgres/package.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../..');
const repoRoot = path.resolve(apiDir, '..');
// Repo-local ignored folder (.gitignore: .data-*/): reachable by the postgres user when we run as root.
const base = path.join(repoRoot, '.data-test', `embedded-pg-${randomUUID().slice(0, 8)}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

afterAll(() => {
  fs.rmSync(base, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function query<T extends pg.QueryResultRow = Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
}

function postmasterPid(dataDir: string): number {
  return Number.parseInt(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);
}

function collector(): { log: (m: string) => void; lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (m) => lines.push(m) };
}

describe('embedded-postgres', () => {
  it('initialises a fresh dir, then restarts on the existing dir with its data', async () => {
    const dataDir = path.join(base, 'fresh');
    const port = await freePort();
    const logs = collector();

    const first = await startEmbeddedPostgres({ dataDir, port, log: logs.log });
    expect(first.port).toBe(port);
    expect(first.url).toBe(`postgres://bani:${first.url.split(':')[2]!.split('@')[0]}@127.0.0.1:${port}/postgres`);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(await query(first.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    expect(await query(first.url, "select current_setting('server_encoding') as enc")).toEqual([{ enc: 'UTF8' }]);
    await query(first.url, "create table kept (v text); insert into kept values ('ë')");
    // A second start on the same dir while it runs is refused, not "recovered" by killing it.
    await expect(startEmbeddedPostgres({ dataDir, port: await freePort() })).rejects.toThrow(/already running in this process/);
    await first.stop();
    await first.stop(); // idempotent
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
    expect(logs.lines.some((l) => /initdb .* took \d+ ms/.test(l))).toBe(true);

    const second = await startEmbeddedPostgres({ dataDir, port, log: logs.log });
    try {
      expect(await query(second.url, 'select v from kept')).toEqual([{ v: 'ë' }]);
    } finally {
      await second.stop();
    }
    expect(logs.lines.filter((l) => /initdb/.test(l))).toHaveLength(1);
    expect(logs.lines.filter((l) => /started on .* in \d+ ms/.test(l))).toHaveLength(2);
  }, 20_000);

  // Issue 15: every data directory had the same superuser password, written in this repository, so any
  // local user could connect to 127.0.0.1 and read or change everything.
  const OLD_FIXED_PASSWORD = 'bani-embedded-local-only';
  const passwordOf = (url: string) => decodeURIComponent(new URL(url).password);
  const refuses = async (url: string) => {
    const err = await query(url, 'select 1').then(() => undefined, (e: { code?: string }) => e);
    expect(err?.code).toBe('28P01'); // invalid_password
  };

  it('generates the superuser password per data directory, keeps it beside it (0600), and refuses the old fixed one', async () => {
    const dataDir = path.join(base, 'own-password');
    const port = await freePort();
    const db = await startEmbeddedPostgres({ dataDir, port });
    const password = passwordOf(db.url);
    try {
      expect(password).not.toBe(OLD_FIXED_PASSWORD);
      expect(password.length).toBeGreaterThanOrEqual(32);
      const file = `${dataDir}.superuser-password`;
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(password);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      await refuses(db.url.replace(encodeURIComponent(password), OLD_FIXED_PASSWORD));
    } finally {
      await db.stop();
    }
    const other = await startEmbeddedPostgres({ dataDir: path.join(base, 'own-password-2'), port: await freePort() });
    await other.stop();
    expect(passwordOf(other.url)).not.toBe(password);
    const again = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(passwordOf(again.url)).toBe(password);
    } finally {
      await again.stop();
    }
  }, 30_000);

  it('moves a data directory made with the old fixed password to a generated one, keeping its data', async () => {
    const dataDir = path.join(base, 'old-password');
    const port = await freePort();
    // A cluster as the previous version made it.
    const old = new EmbeddedPostgresServer({
      databaseDir: dataDir, port, user: 'bani', password: OLD_FIXED_PASSWORD, authMethod: 'scram-sha-256', persistent: true,
      createPostgresUser: isRoot, initdbFlags: ['--encoding=UTF8', '--locale=C'], postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {}, onError: () => {},
    });
    await old.initialise();
    await old.start();
    const oldUrl = `postgres://bani:${OLD_FIXED_PASSWORD}@127.0.0.1:${port}/postgres`;
    await query(oldUrl, "create table kept (v text); insert into kept values ('ë')");
    await old.stop();

    const logs = collector();
    const db = await startEmbeddedPostgres({ dataDir, port, log: logs.log });
    try {
      expect(passwordOf(db.url)).not.toBe(OLD_FIXED_PASSWORD);
      expect(await query(db.url, 'select v from kept')).toEqual([{ v: 'ë' }]);
      await refuses(oldUrl);
      expect(logs.lines.some((l) => /generated superuser password/.test(l))).toBe(true);
    } finally {
      await db.stop();
    }
  }, 30_000);

  it('recovers from an orphaned postgres after its parent was kill -9ed', async () => {
    const dataDir = path.join(base, 'orphan');
    const port = await freePort();
    const fixture = path.join(here, 'test-fixtures', 'embedded-postgres-child.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, String(port)], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`child not READY in 15 s; stderr:\n${stderr}`)), 15_000);
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('READY')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`child exited (${code}) before READY; stderr:\n${stderr}`));
        });
      });
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    }

    const orphanPid = postmasterPid(dataDir);
    child.kill('SIGKILL');
    await exited;
    expect(isAlive(orphanPid)).toBe(true); // postgres outlived its parent and holds postmaster.pid + port

    const logs = collector();
    const t0 = performance.now();
    const db = await startEmbeddedPostgres({ dataDir, port, log: logs.log });
    const recoveryMs = Math.round(performance.now() - t0);
    try {
      expect(isAlive(orphanPid)).toBe(false);
      expect(postmasterPid(dataDir)).not.toBe(orphanPid);
      expect(logs.lines.some((l) => l.includes(`orphaned PostgreSQL (pid ${orphanPid})`))).toBe(true);
      expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      console.log(`orphan recovery + start: ${recoveryMs} ms\n${logs.lines.join('\n')}`);
    } finally {
      await db.stop();
    }
  }, 20_000);

  it('ignores a stale postmaster.pid (dead pid, or a pid reused by another program)', async () => {
    const dataDir = path.join(base, 'stale');
    const port = await freePort();
    const db = await startEmbeddedPostgres({ dataDir, port });
    await db.stop();

    const pidFile = path.join(dataDir, 'postmaster.pid');
    const deadPid = 999_999;
    expect(isAlive(deadPid)).toBe(false);
    for (const pid of [deadPid, process.pid]) {
      fs.writeFileSync(pidFile, `${pid}\n${dataDir}\n1700000000\n${port}\n\n127.0.0.1\n  5432001     32768\nready   \n`);
      const logs = collector();
      const again = await startEmbeddedPostgres({ dataDir, port, log: logs.log });
      try {
        expect(logs.lines.some((l) => l.includes('removed stale'))).toBe(true);
        expect(postmasterPid(dataDir)).not.toBe(pid);
        expect(await query(again.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      } finally {
        await again.stop();
      }
    }
    expect(isAlive(process.pid)).toBe(true); // not killed by the "recovery"
  }, 20_000);

  it('ensureDatabase creates a database once and is idempotent', async () => {
    const dataDir = path.join(base, 'ensure');
    const db = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    try {
      const url = await ensureDatabase(db.url, 'bani_ensure');
      expect(url).toBe(db.url.replace(/\/postgres$/, '/bani_ensure'));
      expect(await query(url, 'select current_database() as name')).toEqual([{ name: 'bani_ensure' }]);
      await query(url, 'create table t (id int)');

      expect(await ensureDatabase(db.url, 'bani_ensure')).toBe(url);
      await query(url, 'select * from t'); // same database, not recreated
      const count = await query<{ n: string }>(db.url, "select count(*) as n from pg_database where datname = 'bani_ensure'");
      expect(count).toEqual([{ n: '1' }]);

      // Concurrent callers race on CREATE DATABASE; all succeed.
      const urls = await Promise.all([1, 2, 3].map(() => ensureDatabase(db.url, 'Bani-Mixed Case')));
      expect(new Set(urls).size).toBe(1);
      expect(await query(urls[0]!, 'select current_database() as name')).toEqual([{ name: 'Bani-Mixed Case' }]);
    } finally {
      await db.stop();
    }
  }, 20_000);

  it.skipIf(!isRoot)('as root, names an untraversable parent directory and the fix', async () => {
    const privateDir = path.join(base, 'private');
    fs.mkdirSync(privateDir, { recursive: true });
    fs.chmodSync(privateDir, 0o700);
    await expect(startEmbeddedPostgres({ dataDir: path.join(privateDir, 'db'), port: await freePort() })).rejects.toThrow(
      `${privateDir} is not traversable`,
    );
    await expect(startEmbeddedPostgres({ dataDir: path.join(privateDir, 'db'), port: await freePort() })).rejects.toThrow(
      `chmod o+x ${privateDir}`,
    );
  });

  it('reports why postgres exited during startup instead of rejecting with undefined', async () => {
    const dataDir = path.join(base, 'busy-port');
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toThrow(/failed to start on 127\.0\.0\.1:\d+[\s\S]*could not (bind|create)/);
    } finally {
      blocker.close();
    }
  }, 20_000);
});
