/**
 * `node --import tsx api/bench/departures.ts`: the flights' queries at catalogue scale (issue 43).
 * An embedded PostgreSQL in a temporary directory, migrations and the demo seed, BENCH_PACKAGES
 * packages (100,000) and BENCH_BOOKINGS bookings (200,000) on their flights; then EXPLAIN (ANALYZE,
 * BUFFERS) of the departures screen's queries, the search's "hide full packages" and a page's seats
 * left, and the departures screen as the service answers it, timed. Prints execution times and the
 * plans' scans (docs/benchmarks.md records a run).
 */
import 'reflect-metadata';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config/env.js';
import { openOrm } from '../src/db/database.js';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { seed } from '../src/db/seed/index.js';
import { installJobsSchema } from '../src/jobs/queue.js';
import { departures, filtered, flightPageSql, lapsingSql, perPackageSql } from '../src/modules/flights/departures.service.js';
import { firstOnSaleDay } from '../src/modules/packages/on-sale.js';
import { searchSql } from '../src/modules/packages/package-search.js';
import { PackageOrder } from '../src/modules/packages/search.inputs.js';
import { seatsLeftSql } from '../src/modules/reservations/seats.js';
import { PageInput } from '../src/shared/paging.js';
import { freePort } from '../src/test/paths.js';
import { generateFlights } from './flights-data.js';
import { generatePackages } from './scale-data.js';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const log = (m: string) => console.log(`[departures] ${m}`);
// BENCH_DATA_DIR keeps the database between runs (generated once), for iterating.
const keptDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
if (keptDir) await mkdir(keptDir, { recursive: true });
const dataDir = keptDir ?? await mkdtemp(path.join(os.tmpdir(), 'bani-departures-'));
await chmod(dataDir, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), log: () => {} });
try {
  const url = await ensureDatabase(server.url, 'bani_bench');
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, OWNER_PASSWORD: 'Owner123!bench', SEED_DEMO: 'true' });
  // The seed queues jobs (documents, mail), so the job queue's schema comes first, as at start-up.
  await installJobsSchema(url);
  const orm = await openOrm(url);
  await seed(orm.em.fork() as never, config, () => {});
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => {}); // the database stopping at the end must not crash the report
  await db.connect();
  await generatePackages(db, env('BENCH_PACKAGES', 100_000), 0.2026);
  const made = await generateFlights(db, env('BENCH_BOOKINGS', 200_000), 0.43);
  const { rows: [size] } = await db.query('select (select count(*) from packages)::int as packages, (select count(*) from reservations)::int as reservations, (select count(*) from packages where flight_id is not null)::int as on_flights');
  log(`${size.packages} packages (${size.on_flights} on ${made.flights} flights), ${size.reservations} reservations`);

  const em = orm.em.fork() as EntityManager;
  const inline = (text: string, params: unknown[]) => em.getKnex().raw(text, params as never[]).toQuery();
  const explain = async (name: string, sql: string) => {
    await db.query(`explain (analyze, buffers) ${sql}`);
    const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    const scans = [...plan.matchAll(/(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan) (?:using |on )?(\w+)/g)].map(([, node, on]) => `${node} ${on}`);
    log(`${name}: ${ms} ms; ${[...new Set(scans)].join(', ')}`);
    if (process.env.BENCH_PLANS === 'true') console.log(plan);
  };
  const month = (await db.query<{ m: string }>(`select to_char(current_date + 60, 'YYYY-MM') as m`)).rows[0].m;
  const prn = (await db.query<{ id: number }>(`select id from airports where code = 'PRN'`)).rows[0].id;
  for (const [label, filter] of [['no filter (from today)', {}], [`PRN, ${month}`, { airportId: prn, month }]] as const) {
    const where = filtered(filter);
    const page = (await db.query<{ id: number }>(inline(flightPageSql(where), [...where.params, 50, 0]))).rows.map((r) => r.id);
    await explain(`departures ${label}: page of flights`, inline(flightPageSql(where), [...where.params, 50, 0]));
    if (page.length) await explain(`departures ${label}: per package GROUP BY (${page.length} flights)`, inline(perPackageSql(page.length), page));
    await explain(`departures ${label}: options about to lapse`, inline(lapsingSql(where), where.params));
    const started = performance.now();
    await departures(orm.em.fork() as EntityManager, filter, Object.assign(new PageInput(), { pageSize: 50 }));
    log(`departures ${label}: the service's answer in ${Math.round(performance.now() - started)} ms`);
  }
  const from = firstOnSaleDay(1);
  const hideFull = searchSql(em, { hideFull: true }, new PackageOrder(), new PageInput(), from);
  await explain('search hideFull: page', hideFull.page);
  await explain('search hideFull: count', hideFull.count);
  // The same total as before flights (the package's own cap alone): what the flight clause adds.
  await explain('search hideFull: count without the flight clause', hideFull.count.slice(0, hideFull.count.indexOf(' and (p.flight_id is null')));
  const plain = searchSql(em, {}, new PackageOrder(), new PageInput(), from);
  await explain('search (no filter): page', plain.page);
  await explain('seats left of a page of 20', `select p.id, (${seatsLeftSql('p')})::int from packages p where p.id in (${plain.page})`);
  await db.end();
  await orm.close(true);
} finally {
  await server.stop();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
