/**
 * What a rebuild of the legacy full list's copies costs, phase by phase, on the bench database
 * (`BENCH_DATA_DIR=<dir> node --import tsx bench/list-phases.ts`, after `npm run bench` made it there):
 * the database read in batches, joining and encoding, hashing, CRC-32, and each compression alone on
 * one core (sync) and spread over the libuv threadpool in segments. Prints a line per phase.
 */
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, crc32, deflateRaw, gzipSync } from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { openOrm } from '../src/db/database.js';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { packageRowsInBatches } from '../src/modules/packages/package-list.js';
import { LEGACY_PACKAGE_COLUMNS } from '../src/modules/packages/package.legacy.js';
import { freePort } from '../src/test/paths.js';

const dir = process.env.BENCH_DATA_DIR;
if (!dir) throw new Error('BENCH_DATA_DIR: the directory a bench run kept its database in');
const pgServer = await startEmbeddedPostgres({ dataDir: path.join(path.resolve(dir), 'pg'), port: await freePort(), log: () => {} });
const orm = await openOrm(await ensureDatabase(pgServer.url, 'bani_bench'));
const time = async <T>(name: string, f: () => Promise<T> | T): Promise<T> => {
  const t = performance.now();
  const r = await f();
  console.log(`${name}: ${Math.round(performance.now() - t)} ms`);
  return r;
};
try {
  for (let round = 0; round < 2; round++) {
    const batches = await time('read (batches of 2,000, JSON built by PostgreSQL)', async () => {
      const all: { id: number; json: string }[][] = [];
      for await (const b of packageRowsInBatches(orm.em.fork() as EntityManager, LEGACY_PACKAGE_COLUMNS, 2000)) all.push(b);
      return all;
    });
    const rows = batches.flat();
    const body = await time('join and UTF-8', () => Buffer.from(`[${rows.map((r) => r.json).join(',')}]`));
    console.log(`  ${rows.length} rows, ${(body.length / 1e6).toFixed(1)} MB`);
    await time('sha1', () => createHash('sha1').update(body).digest());
    await time('crc32', () => crc32(body));
    const gz = await time('gzip 6, one core', () => gzipSync(body, { level: 6 }));
    console.log(`  ${(gz.length / 1e6).toFixed(2)} MB`);
    const segments = Array.from({ length: Math.ceil(body.length / 350_000) }, (_, i) => body.subarray(i * 350_000, (i + 1) * 350_000));
    const deflate = promisify(deflateRaw);
    const parts = await time(`deflate 6 in ${segments.length} segments, threadpool`, () =>
      Promise.all(segments.map((s) => deflate(s, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }))));
    console.log(`  ${(parts.reduce((n, p) => n + p.length, 0) / 1e6).toFixed(2)} MB`);
    for (const q of [5, 4]) {
      const br = await time(`brotli ${q}, one core`, () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }));
      console.log(`  ${(br.length / 1e6).toFixed(2)} MB`);
    }
  }
} finally {
  await orm.close(true);
  await pgServer.stop();
}
