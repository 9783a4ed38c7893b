/**
 * `npm run bench`: measures the hot paths on the real stack (embedded PostgreSQL, demo data) and
 * writes the numbers to docs/benchmarks.md. Numbers, not pass/fail: timed unit tests flake.
 */
import 'reflect-metadata';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import supertest from 'supertest';
import { bootstrap } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { freePort, REPO_ROOT } from '../src/test/paths.js';
import { silentLogger } from '../src/shared/logger.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bani-bench-'));
// As root the embedded PostgreSQL runs as 'postgres', which must be able to enter the directory.
await chmod(dataDir, 0o755);
const t0 = performance.now();
const app = await bootstrap(loadConfig({
  NODE_ENV: 'test', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), OWNER_PASSWORD: 'Owner-Bani-2026!',
  RATE_LIMIT_LOGIN_PER_IP: '100000', RATE_LIMIT_LOGIN_PER_USERNAME: '100000', RATE_LIMIT_RESERVE_PER_IP: '100000',
}), { logger: silentLogger });
const bootMs = performance.now() - t0;
const http = supertest(app.app);

async function measure(name: string, runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { name, runs, p50: q(0.5), p95: q(0.95), max: times[times.length - 1] };
}

const search = (filter: object) => http.post('/graphql').set('Content-Type', 'application/json').send({
  query: `query($f: PackageSearchInput) { searchPackages(filter: $f, page: { pageSize: 20 }) { total items { id title price country { name } city { name } airport { label } seatsLeft } } }`,
  variables: { f: filter },
});

// The staff lists: 20,000 log rows (a busy year of back-office work), sorted on the server.
await app.pool.query(`insert into logs (idstaff, username, action, entity, entity_id, details, created_at)
  select 1 + i % 7, 'staf' || (i % 7), (array['add', 'edit', 'delete'])[1 + i % 3], (array['Shteti', 'Aranzhman', 'Slider'])[1 + i % 3],
    i, 'Ndryshim ' || i, now() - make_interval(mins => i) from generate_series(1, 20000) as i`);
const staff = supertest.agent(app.app);
await staff.post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' }).expect(200);
const logs = (order: object) => staff.post('/graphql').set('Content-Type', 'application/json').send({
  query: `query($o: LogOrder) { logs(order: $o, page: { page: 3, pageSize: 20 }) { total items { id username action entity details createdAt } } }`,
  variables: { o: order },
});

const results = [
  await measure('GraphQL searchPackages, no filter, 20 per page', 200, () => search({})),
  await measure('GraphQL searchPackages, text "athin" (accent-insensitive)', 200, () => search({ s: 'athin' })),
  await measure('GraphQL searchPackages, country + nights + travellers', 200, () => search({ countryId: 2, nightsMin: 6, nightsMax: 9, travellers: 2 })),
  await measure('REST GET /api/aranzhmanet (all packages)', 200, () => http.get('/api/aranzhmanet')),
  await measure('GraphQL logs (20,000 rows), newest first, page 3', 200, () => logs({ by: 'DATE', direction: 'DESC' })),
  await measure('GraphQL logs (20,000 rows), by staff name (folded, no index), page 3', 200, () => logs({ by: 'USER', direction: 'ASC' })),
  await measure('REST POST /api/login (scrypt verify)', 50, () => http.post('/api/login').send({ username: 'demo', password: 'Demo123!' })),
];
await app.shutdown();
await rm(dataDir, { recursive: true, force: true });

const rows = results.map((r) => `| ${r.name} | ${r.runs} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
const doc = `# Benchmarks

Measured by \`npm run bench\` (api/bench/run.ts) in one process against the embedded PostgreSQL with the
demo data (80 packages; 20,000 extra log rows for the staff list), through the real Express app (supertest, no network). Machine: ${os.cpus().length} cores,
Node ${process.version}. Run on ${new Date().toISOString().slice(0, 10)}.

Cold start (embedded PostgreSQL initdb + migrations + demo seed + app): **${Math.round(bootMs)} ms**.

| Operation | Runs | p50 ms | p95 ms | max ms |
|---|---|---|---|---|
${rows.join('\n')}
`;
await writeFile(path.join(REPO_ROOT, 'docs', 'benchmarks.md'), doc);
console.log(doc);
