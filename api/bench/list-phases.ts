/**
 * What a making of the legacy full list's copies costs, phase by phase, on the bench database
 * (`BENCH_DATA_DIR=<dir> node --import tsx bench/list-phases.ts` in api/, after `npm run bench` kept
 * its database there): the whole JSON read in batches (what the streamed list and the making before
 * segments read), the days' versions, one day's JSON, each compression alone on one core, and the
 * making itself: the first one, then one after a write to a package (what a visitor right after a
 * staff write waits for). Prints a line per phase.
 */
import 'reflect-metadata';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { openOrm } from '../src/db/database.js';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { FullListCopies } from '../src/modules/packages/full-list.js';
import { packageJsonInBatches, readListSnapshot } from '../src/modules/packages/package-list.js';
import { LEGACY_PACKAGE_COLUMNS } from '../src/modules/packages/package.legacy.js';
import { ChangeFeed } from '../src/shared/change-feed.js';
import { freePort } from '../src/test/paths.js';

const dir = process.env.BENCH_DATA_DIR;
if (!dir) throw new Error('BENCH_DATA_DIR: the directory a bench run kept its database in');
const pgServer = await startEmbeddedPostgres({ dataDir: path.join(path.resolve(dir), 'pg'), port: await freePort(), log: () => {} });
const orm = await openOrm(await ensureDatabase(pgServer.url, 'bani_bench'));
const fork = () => orm.em.fork() as EntityManager;
const time = async <T>(name: string, f: () => Promise<T> | T): Promise<T> => {
  const t = performance.now();
  const r = await f();
  console.log(`${name}: ${Math.round(performance.now() - t)} ms`);
  return r;
};
try {
  const runs = await time('whole JSON read (batches of 2,000, JSON built by PostgreSQL)', async () => {
    const all: string[] = [];
    for await (const run of packageJsonInBatches(fork(), LEGACY_PACKAGE_COLUMNS, 2000)) all.push(run);
    return all;
  });
  const body = await time('join and UTF-8', () => Buffer.from(`[${runs.join(',')}]`));
  console.log(`  ${(body.length / 1e6).toFixed(1)} MB`);
  const gz = await time('gzip 6 of the whole, one core', () => gzipSync(body, { level: 6 }));
  console.log(`  ${(gz.length / 1e6).toFixed(2)} MB`);
  const br = await time('brotli 5 of the whole, one core', () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }));
  console.log(`  ${(br.length / 1e6).toFixed(2)} MB`);
  for (let i = 0; i < 2; i++) {
    await readListSnapshot(fork(), LEGACY_PACKAGE_COLUMNS, async (snapshot) => {
      const days = await time("every day's version (one query, no JSON)", () => snapshot.days());
      console.log(`  ${days.length} days, ${Math.max(...days.map((d) => d.rows))} rows at most`);
      await time("one day's JSON", () => snapshot.json([days[100]!.day]));
    });
  }
  const feed = new ChangeFeed();
  feed.setLive(true);
  const copies = new FullListCopies(feed, (work) => readListSnapshot(fork(), LEGACY_PACKAGE_COLUMNS, work), () => '0001-01-01');
  const first = await time('first making (every day read and compressed)', () => copies.get()!);
  console.log(`  ${(first.gzip.length / 1e6).toFixed(2)} MB gzip`);
  const { rows } = await orm.em.getConnection().execute<{ id: number }[]>('select id from packages order by id limit 3 offset 50000').then((r) => ({ rows: r }));
  for (const { id } of rows) {
    await orm.em.getConnection().execute('update packages set price = price + 1 where id = ?', [id]);
    feed.changed(['packages']);
    await time('making after a write to one package', () => copies.get()!);
  }
  await orm.em.getConnection().execute(`update countries set name = name || '' where id = (select country_id from packages limit 1)`);
  feed.changed(['countries']);
  await time('making after a write to a country (its packages every day)', () => copies.get()!);
  await copies.stop();
} finally {
  await orm.close(true);
  await pgServer.stop();
}
