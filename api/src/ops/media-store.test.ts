import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { EntityManager } from '@mikro-orm/postgresql';
import S3rver from 's3rver';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, type Bootstrapped } from '../app.js';
import { loadConfig } from '../config/env.js';
import { sweepOrphanMedia } from '../modules/media/media-sweep.js';
import { Role } from '../modules/users/role.js';
import { silentLogger } from '../shared/logger.js';
import { freePort, REPO_ROOT } from '../test/paths.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const run = promisify(execFile);

/**
 * Pictures off the database: the S3 backend against a real S3-compatible server (s3rver), and
 * `npm run media:move` taking existing pictures from PostgreSQL to the object store and back.
 */
const BUCKET = 'bani-media';
let s3dir: string;
let s3server: S3rver;
let endpoint: string;
let mediaStore: string;
let t: TestApp;
let s3app: Bootstrapped;
let s3: S3Client;

const picture = (color: string) => sharp({ create: { width: 700, height: 500, channels: 3, background: color } }).jpeg().toBuffer();

async function objects(): Promise<string[]> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

async function storesOf(mediaId: number): Promise<string[]> {
  const rows = await t.orm.em.fork().getConnection().execute<{ store: string; has_data: boolean }[]>(
    'select store, data is not null as has_data from media_variants where media_id = ? order by name', [mediaId]);
  return rows.map((r) => `${r.store}:${r.has_data ? 'data' : 'no-data'}`);
}

function mediaMove(to: string) {
  return run('npm', ['run', '-s', 'media:move', '--', '--to', to], {
    cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: t.databaseUrl, MEDIA_STORE: mediaStore, NODE_ENV: 'test' },
  });
}

beforeAll(async () => {
  s3dir = await mkdtemp(path.join(os.tmpdir(), 'bani-s3-'));
  const port = await freePort();
  s3server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials, read by the AWS SDK from the environment (as it would read real ones).
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  mediaStore = `s3://${BUCKET}/site?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`;
  s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
  t = await createTestApp();
  s3app = await bootstrap(loadConfig({
    NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, DATA_DIR: s3dir, SEED_DEMO: 'false', SESSION_SECRET: 'x'.repeat(40),
    OWNER_PASSWORD: 'Owner-Bani-2026!', MEDIA_STORE: mediaStore,
  }), { logger: silentLogger });
}, 120_000);

afterAll(async () => {
  s3.destroy();
  await s3app?.shutdown();
  await t?.close();
  await s3server?.close();
  await rm(s3dir, { recursive: true, force: true });
});

describe('media store in S3', () => {
  it('keeps new pictures in the bucket and serves them at the same URLs', async () => {
    const owner = supertest.agent(s3app.listener);
    await owner.post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' }).expect(200);
    const up = await owner.post('/media').attach('file', await picture('#36c'), 'blue.jpg').expect(201);
    expect(await storesOf(up.body.id)).toEqual(Array(4).fill('s3:no-data'));
    expect(await objects()).toEqual(expect.arrayContaining([`site/media/${up.body.id}/480.webp`, `site/media/${up.body.id}/700.jpg`]));

    const served = await supertest(s3app.listener).get(`/media/${up.body.id}/700.jpg`).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(700);

    // The legacy lists read the bytes back from the bucket too (a card's imageBase64).
    const imageBase64 = (await picture('#6a3')).toString('base64');
    await owner.post('/api/add-cards').send({ title: 'Kartë S3', description: 'Tiranë', price: 100, stars: 4, imageBase64 }).expect(201);
    const cards = (await supertest(s3app.listener).get('/api/cards').expect(200)).body as { imageBase64: string }[];
    const jpeg = Buffer.from(cards.at(-1)!.imageBase64, 'base64');
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
  });

  it('moves existing pictures to the bucket and back with npm run media:move', async () => {
    const staff = await t.loginAs(Role.ADMIN);
    const up = await staff.post('/media').attach('file', await picture('#c63'), 'red.jpg').expect(201);
    const before = (await staff.get(`/media/${up.body.id}/480.webp`).buffer(true).expect(200)).body as Buffer;
    expect(await storesOf(up.body.id)).toEqual(Array(4).fill('postgres:data'));

    await mediaMove('s3');
    expect(await storesOf(up.body.id)).toEqual(Array(4).fill('s3:no-data'));
    const fromBucket = (await supertest(s3app.listener).get(`/media/${up.body.id}/480.webp`).buffer(true).expect(200)).body as Buffer;
    expect(Buffer.compare(fromBucket, before)).toBe(0);

    await mediaMove('postgres');
    expect(await storesOf(up.body.id)).toEqual(Array(4).fill('postgres:data'));
    expect(await objects()).toEqual([]);
    const back = (await staff.get(`/media/${up.body.id}/480.webp`).buffer(true).expect(200)).body as Buffer;
    expect(Buffer.compare(back, before)).toBe(0);
  }, 120_000);

  it('the sweep deletes an unused picture from the bucket too', async () => {
    const owner = supertest.agent(s3app.listener);
    await owner.post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' }).expect(200);
    const up = await owner.post('/media').attach('file', await picture('#393'), 'green.jpg').expect(201);
    expect((await objects()).filter((k) => k.startsWith(`site/media/${up.body.id}/`))).toHaveLength(4);
    expect(await sweepOrphanMedia(s3app.orm.em.fork() as EntityManager, 0)).toBeGreaterThan(0);
    expect((await objects()).filter((k) => k.startsWith(`site/media/${up.body.id}/`))).toEqual([]);
  });
});
