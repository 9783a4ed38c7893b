/**
 * `cd api && node --import tsx bench/reports.ts` (or `npm run bench:reports`): the staff's reports and
 * lists at booking scale (issue 46, item 4). An embedded PostgreSQL in a temporary directory,
 * migrations and the demo seed, BENCH_PACKAGES packages (100,000), BENCH_BOOKINGS bookings (200,000)
 * over two seasons on charter flights, with their payment stages, ledger and passengers. Then each
 * case of report-cases.ts through its service: BENCH_REPORT_RUNS timed runs (20, after 3 warm-ups),
 * p50/p95/max against the 300 ms target; and the SQL statements one run sent, each EXPLAIN (ANALYZE,
 * BUFFERS), written to bench/plans/reports.txt with a line per statement's scans on the console.
 * BENCH_DATA_DIR=<dir> keeps the database between runs; BENCH_ONLY=<text> runs the matching cases.
 */
import 'reflect-metadata';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config/env.js';
import { openOrm } from '../src/db/database.js';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { seed } from '../src/db/seed/index.js';
import { installJobsSchema } from '../src/jobs/queue.js';
import { freePort } from '../src/test/paths.js';
import { generateBookingMoney } from './bookings-data.js';
import { generateFlights } from './flights-data.js';
import { REPORT_CASES } from './report-cases.js';
import { generatePackages } from './scale-data.js';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const RUNS = env('BENCH_REPORT_RUNS', 20);
const TARGET_MS = 300;
const log = (m: string) => console.log(`[reports] ${m}`);
const PLANS = path.join(import.meta.dirname, 'plans', 'reports.txt');

/** The statements the ORM sends while `recording` (knex hands node-postgres a { text, values } config). */
const sent: { text: string; values: unknown[] }[] = [];
let recording = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as { text?: string; values?: unknown[] } | string;
  if (recording && typeof config === 'object' && config?.text) sent.push({ text: config.text, values: config.values ?? [] });
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const keptDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
if (keptDir) await mkdir(keptDir, { recursive: true });
const dataDir = keptDir ?? await mkdtemp(path.join(os.tmpdir(), 'bani-reports-'));
await chmod(dataDir, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), log: () => {} });
try {
  const url = await ensureDatabase(server.url, 'bani_bench');
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, OWNER_PASSWORD: 'Owner123!bench', SEED_DEMO: 'true' });
  await installJobsSchema(url);
  const orm = await openOrm(url);
  await seed(orm.em.fork() as never, config, () => {});
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => {}); // the database stopping at the end must not crash the report
  await db.connect();
  let started = performance.now();
  await generatePackages(db, env('BENCH_PACKAGES', 100_000), 0.2026);
  log(`packages: ${Math.round(performance.now() - started)} ms`);
  started = performance.now();
  await generateFlights(db, env('BENCH_BOOKINGS', 200_000), 0.43);
  const money = await generateBookingMoney(db, 0.46);
  log(`bookings, flights, stages, ledger, passengers: ${Math.round(performance.now() - started)} ms (${JSON.stringify(money)})`);
  const { rows: [size] } = await db.query(`select (select count(*) from packages)::int as packages, (select count(*) from reservations)::int as bookings,
    (select count(*) from flights)::int as flights, (select count(*) from payment_stages)::int as stages, (select count(*) from payments)::int as payments,
    (select count(*) from passengers)::int as passengers, (select min(created_at)::date::text || ' – ' || max(created_at)::date::text from reservations) as booked`);
  log(`data: ${JSON.stringify(size)}`);

  const only = process.env.BENCH_ONLY?.split('|');
  const cases = REPORT_CASES.filter((c) => !only || only.some((o) => c.name.includes(o)));
  const rows: string[] = [];
  const plans: string[] = [];
  for (const c of cases) {
    const em = () => orm.em.fork() as EntityManager;
    for (let i = 0; i < 3; i++) await c.run(em());
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await c.run(em());
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
    const [p50, p95] = [at(0.5), at(0.95)];
    rows.push(`| ${c.name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${ms.at(-1)!.toFixed(1)} | ${p95 <= TARGET_MS ? 'yes' : '**no**'} |`);
    log(`${c.name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);

    sent.length = 0;
    recording = true;
    await c.run(em());
    recording = false;
    plans.push(`#### ${c.name}`);
    for (const s of sent.splice(0)) {
      const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.values)).rows.map((r) => r['QUERY PLAN']).join('\n');
      const scans = [...plan.matchAll(/(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan) (?:using |on )?(\w+)/g)].map(([, node, on]) => `${node} ${on}`);
      const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
      log(`  ${time} ms: ${[...new Set(scans)].join(', ')}`);
      plans.push(`${s.text}\n-- ${JSON.stringify(s.values)}\n${plan}\n`);
    }
  }
  console.log(`\n| Case (${size.bookings} bookings) | p50 ms | p95 ms | max ms | p95 ≤ ${TARGET_MS} ms |\n|---|---|---|---|---|`);
  console.log(rows.join('\n'));
  await mkdir(path.dirname(PLANS), { recursive: true });
  await writeFile(PLANS, `${plans.join('\n')}\n`);
  log(`plans written to ${path.relative(process.cwd(), PLANS)}`);
  await db.end();
  await orm.close(true);
} finally {
  await server.stop();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
