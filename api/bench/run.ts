/**
 * `npm run bench`: the product under load at catalogue scale, against the machine's own ceilings.
 *
 * 1. An embedded PostgreSQL in a temporary directory; migrations, the demo seed, then
 *    BENCH_PACKAGES packages (default 100,000) generated from a seeded random sequence (scale-data.ts).
 * 2. The query plans of the search mix: EXPLAIN (ANALYZE, BUFFERS) of the SQL the search really runs.
 * 3. Three servers, each in its own process: a bare `node:http` hello-world, a bare Express
 *    hello-world (the ceilings) and the built app (`api/dist/main.js`, NODE_ENV=production), one worker
 *    (BENCH_WORKERS for more).
 * 4. From this process: autocannon with BENCH_CONNECTIONS (32) connections for BENCH_SECONDS (10)
 *    after a warm-up, per scenario; the legacy full list timed to its last byte; the server's RSS.
 * 5. The figures, as ratios to the ceilings, go into the generated part of docs/benchmarks.md
 *    (only for a full-size run, or with BENCH_WRITE=true), and always to the console (report.ts).
 *
 * Quick mode for iterating: `BENCH_PACKAGES=10000 BENCH_SECONDS=3 npm run bench`.
 * A CPU profile of the app: BENCH_PROFILE=true (written to api/bench/profiles/ when the app stops).
 * BENCH_DATA_DIR=<dir> keeps the database there between runs (the packages are generated once).
 */
import 'reflect-metadata';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { openOrm } from '../src/db/database.js';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { seed } from '../src/db/seed/index.js';
import { installJobsSchema } from '../src/jobs/queue.js';
import { loadConfig } from '../src/config/env.js';
import { freePort, REPO_ROOT } from '../src/test/paths.js';
import { measureCampaignDay } from './campaign-day.js';
import { explainSearches } from './explain.js';
import { download, load, withPeakRss, type LoadOptions, type LoadRequest, type LoadResult, type Probe } from './load.js';
import { describeMemory, memorySplit } from './memory.js';
import { startNode, type Server } from './processes.js';
import { renderReport, writeReport } from './report.js';
import { generatePackages } from './scale-data.js';
import { SEARCH_MIX, searchBody } from './scenarios.js';
import { firstOnSaleDay } from '../src/modules/packages/on-sale.js';
import { readPlaces } from './varied.js';
import { appRss, cpuMs } from './workers.js';
import { workerMallocEnv } from '../src/ops/malloc-env.js';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const PACKAGES = env('BENCH_PACKAGES', 100_000);
const SEED = env('BENCH_SEED', 0.2026);
const opts: LoadOptions = {
  connections: env('BENCH_CONNECTIONS', 32),
  seconds: env('BENCH_SECONDS', 10),
  warmupSeconds: Math.max(1, Math.round(env('BENCH_SECONDS', 10) / 3)),
};
const PROFILE = process.env.BENCH_PROFILE === 'true';
// BENCH_ONLY=<text>[|<text>...]: only the scenarios whose name contains one of them (the ceilings always run), and the
// legacy list only when one of them is `list`; for a focused profile of one scenario. Such a run never writes docs/benchmarks.md.
const ONLY = process.env.BENCH_ONLY;
// One worker unless BENCH_WORKERS says how many: the load generator runs on the same cores and takes
// about one (npm start runs one worker per core, on a machine whose clients are elsewhere).
const WORKERS = Number(process.env.BENCH_WORKERS ?? '1');
const LIST = !ONLY || ONLY.split('|').includes('list');
const WRITE = !ONLY && (process.env.BENCH_WRITE ? process.env.BENCH_WRITE === 'true' : PACKAGES >= 100_000);
const OWNER_PASSWORD = 'Owner123!bench';
const log = (m: string) => console.log(`[bench] ${m}`);

// BENCH_DATA_DIR keeps the bench database between runs (generated once per size), for iterating.
const keptDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
if (keptDir) await mkdir(keptDir, { recursive: true });
const dataDir = keptDir ?? await mkdtemp(path.join(os.tmpdir(), 'bani-bench-'));
// As root the embedded PostgreSQL runs as 'postgres', which must be able to enter the directory.
await chmod(dataDir, 0o755);
const servers: Server[] = [];
const pgServer = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), log: () => {} });
try {
  // 1. The bench database.
  const url = await ensureDatabase(pgServer.url, 'bani_bench');
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, OWNER_PASSWORD, SEED_DEMO: 'true' });
  let t = performance.now();
  // The seed queues jobs (documents, mail), so the job queue's schema comes first, as at start-up.
  await installJobsSchema(url);
  const orm = await openOrm(url);
  await seed(orm.em.fork() as never, config, () => {});
  log(`migrations and demo seed: ${Math.round(performance.now() - t)} ms`);
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => {}); // the database stopping at the end must not crash the report
  await db.connect();
  t = performance.now();
  const added = await generatePackages(db, PACKAGES, SEED);
  const generateMs = performance.now() - t;
  log(`generated ${added} packages in ${Math.round(generateMs)} ms`);

  // 2. The plans of the search mix and of a sample of the varied searches on this data.
  const from = firstOnSaleDay(Number(process.env.BOOKING_CUTOFF_DAYS ?? 1));
  const places = await readPlaces(db);
  const { plans, varied } = await explainSearches(orm, db, from, places, SEED);
  await db.end();
  await orm.close(true);

  // 3. The servers.
  const tsx = ['--import', 'tsx', path.join(REPO_ROOT, 'api', 'bench', 'ceiling.ts')];
  const portLine = (line: string) => (line.startsWith('{"port"') ? (JSON.parse(line) as { port: number }).port : undefined);
  const prodEnv = { ...process.env, NODE_ENV: 'production' };
  const ceilingHttp = await startNode('node:http', [...tsx.slice(0, 2), tsx[2], 'http'], prodEnv, portLine);
  servers.push(ceilingHttp);
  const ceilingExpress = await startNode('express', [...tsx.slice(0, 2), tsx[2], 'express'], prodEnv, portLine);
  servers.push(ceilingExpress);
  const profileDir = path.join(REPO_ROOT, 'api', 'bench', 'profiles');
  if (PROFILE) await mkdir(profileDir, { recursive: true });
  t = performance.now();
  const memoryFile = path.join(dataDir, 'app-memory.json');
  let workersUp = 0;
  const app = await startNode('app', [
    ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    // BENCH_APP_FLAGS: node flags for the app alone (V8's heap flags, for a memory experiment).
    ...(process.env.BENCH_APP_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
    '--import', pathToFileURL(path.join(REPO_ROOT, 'api', 'bench', 'memory-probe.mjs')).href,
    path.join(REPO_ROOT, 'api', 'dist', 'main.js'),
  ], {
    ...prodEnv, BENCH_MEMORY_FILE: memoryFile, DATABASE_URL: url, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true', OWNER_PASSWORD,
    SESSION_SECRET: 'bench-session-secret-'.padEnd(48, 'x'), RATE_LIMIT_LOGIN_PER_IP: '100000', RATE_LIMIT_LOGIN_PER_USERNAME: '100000', RATE_LIMIT_REGISTER_PER_IP: '100000',
    WEB_CONCURRENCY: String(WORKERS),
    // The bench signs in as the owner with a password alone (production asks staff for a second factor).
    STAFF_TWO_FACTOR_REQUIRED: 'false',
    // With one worker, the started process serves: it gets the malloc settings npm start's workers and the image have.
    ...workerMallocEnv(),
  }, (line) => {
    // Ready when every worker has said so: a worker still starting answers 503.
    const m = /is up on http:\/\/localhost:(\d+)/.exec(line);
    return m && ++workersUp === WORKERS ? Number(m[1]) : undefined;
  });
  servers.push(app);
  // The database's server process (its backends are its children): CPU per answer beside the app's.
  const postmaster = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const startMs = performance.now() - t;
  // With several workers the started process is node:cluster's primary: the RSS that counts is the
  // largest worker's, the memory split is that worker's, and the full list's growth is the workers' sum.
  const serving = () => appRss(app.pid).filter((p) => p.role === 'worker');
  const servingRss = () => Math.max(...serving().map((p) => p.rssMb));
  const servingTotalRss = () => serving().reduce((sum, p) => sum + p.rssMb, 0);
  const largestWorker = () => serving().reduce((a, b) => (b.rssMb > a.rssMb ? b : a)).pid;
  const rssAtStart = servingRss();
  const memoryAtStart = await memorySplit(largestWorker(), memoryFile);
  log(`app memory after start: ${describeMemory(memoryAtStart)}`);

  // 4. The load.
  const login = await fetch(`http://127.0.0.1:${app.port}/api/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'owner', password: OWNER_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`login failed: HTTP ${login.status}`);
  const gql = (query: string, variables?: object | (() => object)): LoadRequest => ({
    method: 'POST', path: '/graphql', headers: { 'Content-Type': 'application/json' },
    body: typeof variables === 'function' ? () => JSON.stringify({ query, variables: variables() }) : JSON.stringify({ query, variables }),
  });
  const { rows: idRows } = await pgQuery(url, 'select id from packages order by id');
  const ids = Array.from({ length: 50 }, (_, i) => (idRows[Math.floor((i * idRows.length) / 50)] as { id: number }).id);
  const results: { group: string; result: LoadResult }[] = [];
  const wanted = (name: string) => !ONLY || ONLY.split('|').some((o) => name.includes(o));
  const measure = async (group: string, name: string, port: number, requests: LoadRequest[], probe?: Probe) => {
    if (group !== 'Ceilings' && !wanted(name)) return;
    // A pause first: what the previous scenario left queued (slow answers) must not count against this one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const cpuBefore = [cpuMs(app.pid), cpuMs(postmaster)];
    const result = await load(name, port, requests, opts, probe);
    // The warm-up's answers are not counted in req/s: divide by every answer of both runs.
    const answers = result.rps * (opts.seconds + opts.warmupSeconds);
    if (name !== 'bare node:http hello-world' && name !== 'bare Express hello-world' && answers > 0) {
      result.cpu = { appMs: (cpuMs(app.pid) - cpuBefore[0]!) / answers, dbMs: (cpuMs(postmaster) - cpuBefore[1]!) / answers };
    }
    const probed = result.probe ? `; ${result.probe.path} p99 ${result.probe.p99} ms` : '';
    log(`${name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx${result.statuses ? ` (${result.statuses})` : ''}${probed}${result.cpu ? `; CPU ms per answer: app ${result.cpu.appMs.toFixed(2)}, database ${result.cpu.dbMs.toFixed(2)}` : ''}; app RSS ${Math.round(servingRss())} MB`);
    results.push({ group, result });
  };
  await measure('Ceilings', 'bare node:http hello-world', ceilingHttp.port, [{ path: '/' }]);
  await measure('Ceilings', 'bare Express hello-world', ceilingExpress.port, [{ path: '/' }]);
  await measure('Small public reads', 'REST GET /api/shtetet', app.port, [{ path: '/api/shtetet' }]);
  await measure('Small public reads', 'GraphQL countries { id name }', app.port, [gql('{ countries { id name } }')]);
  await measure('Small public reads', 'REST GET /api/airports', app.port, [{ path: '/api/airports' }]);
  await measure('Search', `GraphQL searchPackages, mix of ${SEARCH_MIX.length}, 20 per page`, app.port,
    SEARCH_MIX.map((s) => gql(searchBody, s.variables)));
  // The same five searches, each answer a miss: an unused variable with a random value changes the
  // public cache's key and nothing else (GraphQL ignores it). This measures the search itself (its
  // totals are still counted once per filter set).
  await measure('Search', `GraphQL searchPackages, the same mix, never from the public cache`, app.port,
    SEARCH_MIX.map((s) => gql(searchBody, () => ({ ...s.variables, nocache: Math.random() }))));
  await measure('One package', 'REST GET /api/aranzhmanet/:id (50 ids)', app.port, ids.map((id) => ({ path: `/api/aranzhmanet/${id}` })));
  await measure('One package', 'GraphQL package(id) (50 ids)', app.port,
    ids.map((id) => gql('query($id: Int!) { package(id: $id) { id title price departureDate returnDate country { name } city { name } airport { label } seatsLeft } }', { id })));
  // The public pages as a browser asks them (HTML, brotli), rendered by the app (ADR 0019): a visitor's,
  // kept after its first render; the same page with a query string of random value, which the page
  // ignores and which makes every request a render; and a logged-in visitor's, rendered every time.
  const page = (p: string, extra: { query?: () => string; headers?: Record<string, string> } = {}): LoadRequest => ({ path: p, ...extra, headers: { Accept: 'text/html', 'Accept-Encoding': 'br', ...extra.headers } });
  await measure('Pages', 'GET / as a visitor (kept after the first render)', app.port, [page('/')]);
  await measure('Pages', 'GET /aranzhmani/:id as a visitor (50 ids, kept)', app.port, ids.map((id) => page(`/aranzhmani/${id}`)));
  await measure('Pages', 'GET / as a visitor, rendered every time (random query string)', app.port, [page('/', { query: () => `?r=${Math.random()}` })]);
  // A page's code as a browser asks for it (module scripts: brotli, the page's origin): every chunk of the
  // site but GraphiQL's editor, precompressed files through the static stage (express-static-gzip).
  const assets = path.join(REPO_ROOT, 'web', 'dist', 'client', 'assets');
  const chunks: string[] = [];
  for (const f of await readdir(assets)) if (f.endsWith('.js') && (await stat(path.join(assets, f))).size <= 1024 * 1024) chunks.push(f);
  const chunkHeaders = { 'Accept-Encoding': 'gzip, deflate, br, zstd', Origin: `http://127.0.0.1:${app.port}` };
  await measure('Pages', `GET the site's hashed chunks (${chunks.length}, brotli)`, app.port, chunks.map((f) => ({ path: `/assets/${f}`, headers: chunkHeaders })));
  await measure('Logged in', 'REST GET /user with a session cookie', app.port, [{ path: '/user', headers: { cookie } }]);
  await measure('Logged in', 'GET / logged in (rendered for the visitor every time)', app.port, [page('/', { headers: { cookie } })]);
  // What a cache cannot answer as such: varied searches, campaign links, 32 customers (campaign-day.ts).
  await measureCampaignDay({ port: app.port, measure, wanted, places, seed: SEED, from, ids });

  // The legacy full list, one request at a time: gzip as the contract figure, brotli and plain beside it.
  const list: { encoding: string; ms: number[]; bytes: number; peakGrowthMb: number; rows: number }[] = [];
  for (const encoding of LIST ? ['gzip', 'br', 'identity'] : []) {
    const ms: number[] = [];
    let bytes = 0;
    let peakGrowthMb = 0;
    let rows = 0;
    for (let i = 0; i < 3; i++) {
      const before = servingTotalRss();
      const { result, peakMb } = await withPeakRss(servingTotalRss, () => download(app.port, '/api/aranzhmanet', { 'Accept-Encoding': encoding }));
      ms.push(result.ms);
      bytes = result.bytes;
      peakGrowthMb = Math.max(peakGrowthMb, peakMb - before);
      const plain = result.encoding === 'gzip' ? gunzipSync(result.body) : result.encoding === 'br' ? brotliDecompressSync(result.body) : result.body;
      rows = (JSON.parse(plain.toString()) as unknown[]).length;
    }
    ms.sort((a, b) => a - b);
    list.push({ encoding, ms, bytes, peakGrowthMb, rows });
    log(`GET /api/aranzhmanet (${encoding}): median ${Math.round(ms[1])} ms, ${(bytes / 1e6).toFixed(2)} MB, RSS +${Math.round(peakGrowthMb)} MB`);
  }
  // A write drops the copies and the app makes them again in the background: a gzip download at once
  // after the write (it waits for that making), and one 3 s after it (the new copies are ready).
  for (const [label, pauseMs] of LIST ? [['gzip, at once after a write', 0], ['gzip, 3 s after a write', 3000]] as const : []) {
    const ms: number[] = [];
    let bytes = 0;
    let peakGrowthMb = 0;
    let rows = 0;
    let stale = 0;
    for (let i = 0; i < 3; i++) {
      // A real change (the list after it differs from the one before), to a row spread over the list.
      const id = ids[i * 17];
      const { rows: [written] } = await pgQuery(url, `update packages set price = price + 1 where id = ${id} returning price::float8 as price`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      const before = servingTotalRss();
      const { result, peakMb } = await withPeakRss(servingTotalRss, () => download(app.port, '/api/aranzhmanet', { 'Accept-Encoding': 'gzip' }));
      ms.push(result.ms);
      bytes = result.bytes;
      peakGrowthMb = Math.max(peakGrowthMb, peakMb - before);
      const listed = JSON.parse(gunzipSync(result.body).toString()) as { id: number; cmimi: number }[];
      rows = listed.length;
      // Written by another connection, as by another instance: the app hears of it by its notification.
      if (listed.find((p) => p.id === id)?.cmimi !== (written as { price: number }).price) stale++;
    }
    ms.sort((a, b) => a - b);
    list.push({ encoding: label, ms, bytes, peakGrowthMb, rows });
    log(`GET /api/aranzhmanet (${label}): median ${Math.round(ms[1])} ms, ${stale} of 3 without the write`);
  }
  const rssAfter = servingRss();
  const rssPerProcess = appRss(app.pid);
  log(`RSS per process after the bench: ${rssPerProcess.map((p) => `${p.role} ${p.pid} ${Math.round(p.rssMb)} MB`).join(', ')}`);
  // V8 gives a grown heap back once the process is idle (its memory reducer starts after ~8 s).
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const rssIdle = servingRss();
  log(`app RSS after the bench: ${Math.round(rssAfter)} MB, after 15 s idle: ${Math.round(rssIdle)} MB`);
  const memoryAfter = await memorySplit(largestWorker(), memoryFile);
  log(`app memory after the bench and 15 s idle: ${describeMemory(memoryAfter)}`);
  for (const s of servers.splice(0).reverse()) await s.stop();

  // 5. The report.
  const report = renderReport({ packages: PACKAGES, seed: SEED, opts, startMs, generateMs, workers: WORKERS, rssAtStart, rssAfter, rssIdle, rssPerProcess, memoryAtStart, memoryAfter, results, list, plans, varied });
  console.log(report);
  if (WRITE) await writeReport(report);
  else log('quick run: docs/benchmarks.md left as it was (BENCH_WRITE=true to write it)');
} catch (e) {
  console.error('[bench] failed:', e);
  process.exitCode = 1;
} finally {
  for (const s of servers.reverse()) await s.stop();
  await pgServer.stop();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}

async function pgQuery(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}
