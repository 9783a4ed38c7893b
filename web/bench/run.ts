/**
 * `npm run bench:web`: the built web app's bundle sizes (per entry and per lazy page, gzip and brotli)
 * and Lighthouse (mobile preset, Debian's Chromium, median of 3 runs) on the public pages, against the
 * built server with the demo data, again with the browser held to one core, then the pages' own
 * blocking under Chromium's 4x CPU slowdown (throttled.ts, median of 7 loads). Writes its own section of docs/benchmarks.md (the API bench keeps
 * the rest). Numbers, not pass/fail: the budget that fails `npm test` is budget.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, startServer } from '../../e2e/server';
import { bundleReport, initialSiteBundle, kb, type Bundle } from './sizes';
import { throttledBlocking, type Blocking } from './throttled';
import { mainThreadAfterFirstPaint, type MainThread } from './trace';

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const THROTTLED_LOADS = Number(process.env.THROTTLED_LOADS ?? 7);
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
  mainThread: MainThread | null;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

/**
 * One Lighthouse run with the CLI (it starts and stops its own headless Chromium), with its trace.
 * `oneCore`: Lighthouse and its Chromium held to one of the machine's cores (taskset), the server
 * left as it is: how the page fares with half the machine, i.e. the margin the scores have. Its
 * trace is not read (its table has no main-thread columns).
 */
async function lighthouse(url: string, oneCore: boolean): Promise<Result> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    const out = path.join(dir, 'run.json');
    const args = [url, '--form-factor=mobile', '--output=json', `--output-path=${out}`, '--quiet', '--chrome-flags=--headless --no-sandbox --disable-gpu'];
    const env = { ...process.env, CHROME_PATH: chrome };
    if (oneCore) await run('taskset', ['-c', '0', lighthouseBin, ...args], { env });
    else await run(lighthouseBin, [...args, '--save-assets'], { env, maxBuffer: 64 * 1024 * 1024 });
    const report = summary(JSON.parse(await readFile(out, 'utf8')) as LighthouseReport);
    return { ...report, mainThread: oneCore ? null : await mainThreadAfterFirstPaint(path.join(dir, 'run-0.trace.json')) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function summary(report: LighthouseReport): Omit<Result, 'mainThread'> {
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
}

/**
 * One run, again (up to three times) when Lighthouse itself fails: its trace now and then misses the
 * navigation's start (NO_NAVSTART, "Please run Lighthouse again"), twice in a row at times, even on a
 * quiet machine. That says nothing of the page.
 */
async function lighthouseRun(url: string, oneCore: boolean, attempt = 1): Promise<Result> {
  try {
    return await lighthouse(url, oneCore);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`Lighthouse failed on ${url}, running it again:`, String(error).split('\n')[0]);
    return lighthouseRun(url, oneCore, attempt + 1);
  }
}

/** The run with the median performance score (its other figures belong to that same run). */
async function median(url: string, oneCore = false): Promise<Result> {
  const results: Result[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await lighthouseRun(url, oneCore));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)]!;
}

const mainThreadRow = (page: string, m: MainThread | null) =>
  m
    ? `| \`${page}\` | ${Math.round(m.wall)} ms | ${Math.round(m.cpu)} ms | ${Math.round(m.blockingWall)} ms | ${Math.round(m.blockingCpu)} ms | ${Math.round(m.othersCpu)} ms |`
    : `| \`${page}\` | no trace | | | | |`;

const sizeRow = (b: Bundle) =>
  `| ${b.name} | ${kb(b.js.raw)} | ${kb(b.js.gzip)} | ${kb(b.js.brotli)} | ${kb(b.css.gzip)} | ${kb(b.css.brotli)} |`;

/** The browser's and Lighthouse's versions: the same page scores differently from one Chromium to another. */
async function versions(): Promise<string> {
  const { stdout } = await run(chrome, ['--version']).catch(() => ({ stdout: 'Chromium (version unknown)' }));
  const lighthouseVersion = (JSON.parse(await readFile(path.join(REPO_ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  return `${stdout.trim().replace(/ built on .*/, '')}, Lighthouse ${lighthouseVersion}`;
}

const { entries, pages } = bundleReport();
const tools = await versions();
const initial = initialSiteBundle();

const server = await startServer();
const pageResults: Array<[string, Result]> = [];
const oneCoreResults: Array<[string, Result]> = [];
const throttled: Array<[string, Blocking]> = [];
try {
  const search = await fetch(`${server.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ searchPackages(page: { pageSize: 1 }) { items { id } } }' }),
  });
  const body = (await search.json()) as { data: { searchPackages: { items: Array<{ id: string }> } } };
  const packageId = body.data.searchPackages.items[0]?.id;
  const paths = ['/', '/search', `/aranzhmani/${packageId}`, '/turqi'];
  for (const p of paths) {
    // A first visit warms the server (its caches, the database's buffers): the runs measure the page.
    await fetch(server.baseUrl + p);
    const result = await median(server.baseUrl + p);
    pageResults.push([p, result]);
    console.log(p, JSON.stringify(result));
  }
  for (const p of paths) {
    const result = await median(server.baseUrl + p, true);
    oneCoreResults.push([p, result]);
    console.log(p, 'one core', JSON.stringify(result));
  }
  for (const p of paths) {
    const blocking = await throttledBlocking(server.baseUrl + p, THROTTLED_LOADS, chrome);
    throttled.push([p, blocking]);
    console.log(p, 'throttled', JSON.stringify(blocking));
  }
} finally {
  await server.stop();
}

const [load1, load5] = os.loadavg();
const ms = (v: number) => `${Math.round(v)} ms`;
const section = `## Web (\`npm run bench:web\`)

Measured by \`npm run bench:web\` (web/bench/run.ts) on the built app served by the built server with the
demo data, with ${tools}. Machine: ${os.cpus().length} cores, load average ${load1!.toFixed(2)} (1 min) / ${load5!.toFixed(2)} (5 min) when it
finished; Lighthouse's TBT and LCP grow with the machine's load. Run on ${new Date().toISOString().slice(0, 10)}.

### Lighthouse (mobile preset, simulated slow 4G and 4x CPU slowdown, median of ${RUNS} by performance score)

The benchmark index is Lighthouse's own measure of the machine's CPU speed in that run (higher is faster).
The same build scores lower on a slower machine: compare runs beside it.

| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Transfer | Benchmark index |
|---|---|---|---|---|---|---|---|---|---|---|
${pageResults
  .map(([p, r]) => `| \`${p}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.transferKiB)} KiB | ${Math.round(r.benchmarkIndex)} |`)
  .join('\n')}

### The same with the browser on one core (Lighthouse and its Chromium under \`taskset -c 0\`, median of ${RUNS})

Half the machine for the browser, the server as before: the margin the scores above have on a slower or
busier machine.

| Page | Performance | FCP | LCP | TBT | Benchmark index |
|---|---|---|---|---|---|
${oneCoreResults
  .map(([p, r]) => `| \`${p}\` | ${r.performance} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${Math.round(r.benchmarkIndex)} |`)
  .join('\n')}

### The main thread after the first paint (the same runs' traces, web/bench/trace.ts)

Lighthouse's TBT takes each task's wall time (×4, less 50 ms). Here the same formula is also applied to
each task's own CPU time (thread time). The difference is time inside a task when the main thread did
not run: it waited for a core, or for another thread, while Chromium's other threads and processes (its
browser process and software compositor, which also draw the headless tab's loading spinner until
~300-400 ms after the load; its answers to Lighthouse; V8's background compilation; image decoding),
Lighthouse and the server shared the machine's ${os.cpus().length} cores.

| Page | Main thread: wall | Main thread: CPU | Blocking from wall | Blocking from CPU | Other threads' CPU meanwhile |
|---|---|---|---|---|---|
${pageResults.map(([p, r]) => mainThreadRow(p, r.mainThread)).join('\n')}

### The page's own blocking under Chromium's 4× CPU slowdown (median of ${THROTTLED_LOADS} loads, web/bench/throttled.ts)

The same pages on Lighthouse's phone screen, each load in a fresh context, with Chromium slowing the
page's CPU 4× itself (as DevTools does) and no trace: the blocking time is the sum, over the page's
Long Tasks after its first contentful paint, of their excess over 50 ms. Only the page's main thread is
slowed, so this moves with the page's code more than with the machine's other work.

| Page | Blocking after the first paint | Longest task | Long tasks |
|---|---|---|---|
${throttled.map(([p, b]) => `| \`${p}\` | ${ms(b.blocking)} | ${ms(b.longest)} | ${b.count} |`).join('\n')}

### Bundles (KB = 1000 bytes; gzip -9 and brotli 11, as the build precompresses them)

Public initial JavaScript (what every page of the site loads before it runs): **${kb(initial.js.gzip)} KB gzip**,
${kb(initial.js.brotli)} KB brotli (the budget in web/bench/budget.ts fails \`npm test\` past it).

| Entry (with its static imports) | JS raw | JS gzip | JS brotli | CSS gzip | CSS brotli |
|---|---|---|---|---|---|
${entries.map(sizeRow).join('\n')}

| Lazy page or screen (what it adds to the site's entry) | JS raw | JS gzip | JS brotli | CSS gzip | CSS brotli |
|---|---|---|---|---|---|
${pages.map(sizeRow).join('\n')}
`;

const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const marker = '<!-- web bench: written by npm run bench:web -->';
const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
const before = current.includes(marker) ? current.slice(0, current.indexOf(marker)) : `${current.trimEnd()}\n\n`;
await writeFile(file, `${before}${marker}\n${section}`);
console.log(section);
