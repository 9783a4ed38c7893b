import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { bootstrap } from '../app.js';
import { loadConfig } from '../config/env.js';
import { Role } from '../modules/users/role.js';
import { silentLogger } from '../shared/logger.js';
import { REPO_ROOT } from '../test/paths.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { parseMajor } from './pg-tools.js';

const run = promisify(execFile);

/**
 * `npm run db:backup` and `npm run db:restore`, the real commands: a database with accounts, rows
 * and a picture is backed up, wiped (every table dropped), restored, and holds the same rows and
 * serves the same picture bytes; a new row after the restore gets a fresh id.
 */
let t: TestApp;
let url: string;
let dir: string;
let pictureUrl: string;
let pictureBytes: Buffer;
let before: Record<string, string>;

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

/** Every table's row count and a digest of its rows, in a stable order. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1`);
  const out: Record<string, string> = {};
  for (const { t: name } of tables) {
    const [row] = await query<{ n: string; h: string }>(
      `select count(*) as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`);
    out[name] = `${row!.n}:${row!.h}`;
  }
  return out;
}

/** The command as an operator runs it (npm script → tsx), against DATABASE_URL. */
function npmRun(script: string, args: string[]) {
  return run('npm', ['run', '-s', script, '--', ...args], {
    cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' }, maxBuffer: 16 * 1024 * 1024,
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bani-backup-'));
  t = await createTestApp();
  url = t.databaseUrl;
  const staff = await t.loginAs(Role.ADMIN);
  await t.createUser(Role.USER, 'backup_user');
  await staff.post('/api/add-shtetin').send({ emri: 'Shqipëri e rikthyer' }).expect(201);
  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c84' } }).jpeg().toBuffer();
  const media = await staff.post('/media').attach('file', jpeg, 'foto.jpg').expect(201);
  pictureUrl = media.body.url;
  pictureBytes = (await t.agent().get(pictureUrl).buffer(true).expect(200)).body as Buffer;
  // The app stops, as it must for a restore (nobody else on the database).
  await t.shutdown();
  before = await fingerprint();
}, 120_000);

afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  await admin.end();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round-trips every row and picture through backup, wipe and restore', async () => {
    const file = path.join(dir, 'round-trip.backup');
    const backup = await npmRun('db:backup', ['--out', file]);
    expect(backup.stdout.trim()).toBe(file);

    const tables = await query<{ t: string }>(`select format('%I', tablename) as t from pg_tables where schemaname = 'public'`);
    await query(`drop table ${tables.map((r) => r.t).join(', ')} cascade`);
    expect(await query(`select 1 from pg_tables where schemaname = 'public'`)).toEqual([]);

    await npmRun('db:restore', [file]);
    expect(await fingerprint()).toEqual(before);

    // The restored database serves the same picture, and takes new rows with fresh ids.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dir, SEED_DEMO: 'false', SESSION_SECRET: 'x'.repeat(40) });
    const app = await bootstrap(config, { logger: silentLogger });
    try {
      const served = await supertest(app.listener).get(pictureUrl).buffer(true).expect(200);
      expect(Buffer.compare(served.body as Buffer, pictureBytes)).toBe(0);
      const owner = supertest.agent(app.listener);
      await owner.post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' }).expect(200);
      await owner.post('/api/add-shtetin').send({ emri: 'Pas rikthimit' }).expect(201);
    } finally {
      await app.shutdown();
    }
  }, 120_000);

  it('refuses to restore under a running app, and refuses a file that is not a backup', async () => {
    const file = path.join(dir, 'busy.backup');
    await npmRun('db:backup', ['--out', file]);
    const other = new pg.Client({ connectionString: url, application_name: 'some-running-app' });
    await other.connect();
    try {
      const refused = await npmRun('db:restore', [file]).then(() => undefined, (e: { code: number; stderr: string }) => e);
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toMatch(/some-running-app/);
    } finally {
      await other.end();
    }
    const junk = await npmRun('db:restore', [path.join(REPO_ROOT, 'package.json')]).then(() => undefined, (e: { stderr: string }) => e);
    expect(junk?.stderr).toMatch(/not a Bani Travel backup|incorrect header check/);
  }, 120_000);

  it('npm run db:url prints the URL of the configured or the embedded database, alone on stdout', async () => {
    const given = await run('npm', ['run', '-s', 'db:url'], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: url } });
    expect(given.stdout).toBe(`${url}\n`);

    // The embedded cluster's URL: the test cluster is one, so the printed URL really connects. Its
    // superuser password lives beside its data directory (DATA_DIR/pg.superuser-password).
    const admin = new URL(inject('pgAdminUrl'));
    const port = admin.port;
    await writeFile(path.join(dir, 'pg.superuser-password'), `${decodeURIComponent(admin.password)}\n`, { mode: 0o600 });
    const embedded = await run('npm', ['run', '-s', 'db:url'], {
      cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '', EMBEDDED_PG_PORT: port, DATA_DIR: dir },
    });
    const printed = new URL(embedded.stdout.trim());
    expect(printed.host).toBe(`127.0.0.1:${port}`);
    expect(printed.pathname).toBe('/bani');
    printed.pathname = new URL(url).pathname;
    const c = new pg.Client({ connectionString: printed.toString() });
    await c.connect();
    await c.end();
  }, 60_000);

  it('reads the major version of PostgreSQL programs', () => {
    expect(parseMajor('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15);
    expect(parseMajor('pg_restore (PostgreSQL) 18.4')).toBe(18);
    expect(parseMajor('something else')).toBeUndefined();
  });
});
