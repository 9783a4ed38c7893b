/**
 * `npm run bench:web`: the built web app as its visitors meet it, against the built server with the demo
 * data, on the four measured pages: what each loads before it runs (bundle sizes), Lighthouse (mobile
 * preset, Debian's Chromium, median of 3), what a person on a 4× slower phone gets (throttled.ts), and
 * what a render costs the server (its Server-Timing, uncached). Writes its own section of
 * docs/benchmarks.md (the API bench keeps the rest). Numbers, not pass/fail: the budget that fails
 * `npm test` is budget.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_OWNER_PASSWORD, REPO_ROOT, startServer } from '../../e2e/server';
import { bundleReport, kb, type Bundle } from './sizes';
import { felt, type Felt } from './throttled';

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LOADS = Number(process.env.THROTTLED_LOADS ?? 7);
const RENDERS = Number(process.env.RENDERS ?? 30);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseBin = path.join(REPO_ROOT, 'node_modules/.bin/lighthouse');

interface Result {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKiB: number;
  /** Lighthouse's own measure of the machine's CPU speed for the run (higher is faster). */
  benchmarkIndex: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

async function lighthouse(url: string): Promise<Result> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    const out = path.join(dir, 'run.json');
    const args = [url, '--form-factor=mobile', '--output=json', `--output-path=${out}`, '--quiet', '--chrome-flags=--headless --no-sandbox --disable-gpu'];
    await run(lighthouseBin, args, { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(await readFile(out, 'utf8')) as LighthouseReport;
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transferKiB: audit('total-byte-weight') / 1024,
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One run, again (up to three times) when Lighthouse itself fails (NO_NAVSTART now and then): that says nothing of the page. */
async function lighthouseRun(url: string, attempt = 1): Promise<Result> {
  try {
    return await lighthouse(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`Lighthouse failed on ${url}, running it again:`, String(error).split('\n')[0]);
    return lighthouseRun(url, attempt + 1);
  }
}

/** The run with the median performance score (its other figures belong to that same run). */
async function medianRun(url: string): Promise<Result> {
  const results: Result[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await lighthouseRun(url));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)]!;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface RenderCost {
  render: number;
  /** The page's data with its public reads kept (another page read them), and just after a write. */
  data: number;
  dataAfterWrite: number;
  queries: number;
  kept: number;
}

/** One render of the page, never a kept page (a new query string each time), from its Server-Timing. */
async function renderOnce(url: string, i: number) {
  const res = await fetch(`${url}${url.includes('?') ? '&' : '?'}render=${i}`, { headers: { Accept: 'text/html' } });
  await res.arrayBuffer();
  const timing = res.headers.get('server-timing') ?? '';
  const dur = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1] ?? Number.NaN);
  const [, queries, kept] = /(\d+) queries \([\d.]+ ms summed\), (\d+) kept/.exec(timing) ?? [];
  return { render: dur('render'), data: dur('data'), queries: Number(queries), kept: Number(kept) };
}

/**
 * What rendering the page costs the server: warm (its public reads kept, as for a logged-in customer or
 * a campaign link), and after a staff write to packages each time (nothing of a package kept).
 */
async function renderCost(url: string, write: () => Promise<void>): Promise<RenderCost> {
  const warm: Awaited<ReturnType<typeof renderOnce>>[] = [];
  const cold: number[] = [];
  // The first few warm the server up (its JIT, the database's buffers).
  for (let i = 0; i < RENDERS + 5; i++) {
    const r = await renderOnce(url, i);
    if (i >= 5) warm.push(r);
  }
  for (let i = 0; i < RENDERS; i++) {
    await write();
    const r = await renderOnce(url, RENDERS + 5 + i);
    // A write that changed nothing would leave every read kept: then this measures nothing.
    if (r.kept >= median(warm.map((s) => s.kept))) throw new Error(`bench: ${url} kept ${r.kept} reads after a write`);
    cold.push(r.data);
  }
  return {
    render: median(warm.map((s) => s.render)), data: median(warm.map((s) => s.data)), dataAfterWrite: median(cold),
    queries: median(warm.map((s) => s.queries)), kept: median(warm.map((s) => s.kept)),
  };
}

/** A staff write to the packages table (the package's seats, back and forth: its price follows its options), as the owner. */
async function packageWriter(baseUrl: string, id: string): Promise<() => Promise<void>> {
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl };
  const login = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'owner', password: E2E_OWNER_PASSWORD }) });
  if (!login.ok) throw new Error(`bench: the owner could not log in (${login.status})`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  let n = 0;
  return async () => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST', headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ query: 'mutation($id: Int!, $seats: Int!) { updatePackage(id: $id, input: { seats: $seats }) { id } }', variables: { id: Number(id), seats: 40 + (n++ % 2) } }),
    });
    const body = (await res.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`bench: the write failed: ${JSON.stringify(body.errors)}`);
  };
}

async function versions(): Promise<string> {
  const { stdout } = await run(chrome, ['--version']).catch(() => ({ stdout: 'Chromium (version unknown)' }));
  const lighthouseVersion = (JSON.parse(await readFile(path.join(REPO_ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  return `${stdout.trim().replace(/ built on .*/, '')}, Lighthouse ${lighthouseVersion}`;
}

const routes = {
  '/': 'features/home/routes/home-page',
  '/search': 'features/search/routes/search-page',
  '/aranzhmani/:id': 'features/packages/routes/package-page',
  '/turqi': 'features/destinations/routes/turqi-page',
};
const sizes = await bundleReport(routes);
const tools = await versions();

const server = await startServer();
const lighthouseResults: [string, Result][] = [];
const feltResults: [string, Felt, Felt][] = [];
const renders: [string, RenderCost][] = [];
try {
  const search = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ searchPackages(page: { pageSize: 1 }) { items { id } } }' }),
  });
  const body = (await search.json()) as { data: { searchPackages: { items: Array<{ id: string }> } } };
  const first = body.data.searchPackages.items[0]!.id;
  const paths = ['/', '/search', `/aranzhmani/${first}`, '/turqi'];
  const write = await packageWriter(server.baseUrl, first);
  for (const p of paths) {
    renders.push([p, await renderCost(server.baseUrl + p, write)]);
    console.log(p, 'render', JSON.stringify(renders.at(-1)![1]));
  }
  for (const p of paths) {
    await fetch(server.baseUrl + p);
    lighthouseResults.push([p, await medianRun(server.baseUrl + p)]);
    console.log(p, JSON.stringify(lighthouseResults.at(-1)![1]));
  }
  for (const p of paths) {
    feltResults.push([p, await felt(server.baseUrl + p, LOADS, chrome, 1), await felt(server.baseUrl + p, LOADS, chrome, 4)]);
    console.log(p, 'felt', JSON.stringify(feltResults.at(-1)!.slice(1)));
  }
} finally {
  await server.stop();
}

const [load1, load5] = os.loadavg();
const ms = (v: number) => `${Math.round(v)} ms`;
const ms1 = (v: number) => `${v.toFixed(1)} ms`;
const sizeRow = (b: Bundle) => `| ${b.name} | ${kb(b.js.raw)} | ${kb(b.js.gzip)} | ${kb(b.js.brotli)} | ${kb(b.css.gzip)} |`;
const section = `## Web (\`npm run bench:web\`)

Measured by \`npm run bench:web\` (web/bench/run.ts) on the built app served by the built server with the
demo data, with ${tools}. Machine: ${os.cpus().length} cores, load average ${load1!.toFixed(2)} (1 min) / ${load5!.toFixed(2)} (5 min) when it
finished. Run on ${new Date().toISOString().slice(0, 10)}.

### A render on the server (median of ${RENDERS} renders never answered by the page cache, from the page's Server-Timing)

"Its data" is how long the page waited for its loaders' queries (some run side by side): with the
page's public reads kept (what a logged-in customer or a campaign link gets once anyone has read them),
and right after a staff write to packages each time (nothing of a package kept).

| Page | Render (one pass) | Its data, reads kept | Its data after a write | Queries (kept) |
|---|---|---|---|---|
${renders.map(([p, r]) => `| \`${p}\` | ${ms1(r.render)} | ${ms1(r.data)} | ${ms1(r.dataAfterWrite)} | ${r.queries} (${r.kept}) |`).join('\n')}

### What a person on a phone gets (median of ${LOADS} loads, Lighthouse's phone screen, web/bench/throttled.ts)

"Taken over" is when the app had hydrated the page; before it, the page's links and forms already work
(as plain HTML). Blocking: the page's Long Tasks after its first paint, their excess over 50 ms, summed.

| Page | CPU | First paint | Largest paint | Taken over | Blocking | Longest task |
|---|---|---|---|---|---|---|
${feltResults.flatMap(([p, a, b]) => [[p, '1×', a], [p, '4×', b]] as const).map(([p, rate, f]) => `| \`${p}\` | ${rate} | ${ms(f.fcp)} | ${ms(f.lcp)} | ${ms(f.hydrated)} | ${ms(f.blocking)} | ${ms(f.longest)} |`).join('\n')}

### Lighthouse (mobile preset, simulated slow 4G and 4× CPU, median of ${RUNS} by performance score)

The benchmark index is Lighthouse's measure of the machine's CPU speed in that run: compare runs beside it.

| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Transfer | Benchmark index |
|---|---|---|---|---|---|---|---|---|---|---|
${lighthouseResults
  .map(([p, r]) => `| \`${p}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.transferKiB)} KiB | ${Math.round(r.benchmarkIndex)} |`)
  .join('\n')}

### JavaScript a page loads before it runs (KB = 1000 bytes; gzip -9 and brotli 11, as the build precompresses)

| Part | JS raw | JS gzip | JS brotli | CSS gzip |
|---|---|---|---|---|
${sizeRow(sizes.initial)}
${sizes.pages.map((b) => sizeRow({ ...b, name: `\`${b.name}\`: its own route on top` })).join('\n')}
`;

const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const marker = '<!-- web bench: written by npm run bench:web -->';
const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
const before = current.includes(marker) ? current.slice(0, current.indexOf(marker)) : `${current.trimEnd()}\n\n`;
await writeFile(file, `${before}${marker}\n${section}`);
console.log(section);
