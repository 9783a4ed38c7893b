import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/test/paths.js';
import type { LoadOptions, LoadResult } from './load.js';
import type { Plan, VariedPlan } from './explain.js';
import { describeMemory, type MemorySplit } from './memory.js';
import { renderProbes, renderTargets } from './targets.js';
import type { ProcessRss } from './workers.js';

// The bench's figures as the generated part of docs/benchmarks.md (run.ts prints it, and writes it for
// a full-size run): the text between the bench markers, replaced whole at each written run.

export interface ReportInput {
  /** The run's settings, named in the report's first lines. */
  packages: number;
  seed: number;
  opts: LoadOptions;
  startMs: number;
  generateMs: number;
  /** How many workers the app ran as (its WEB_CONCURRENCY). */
  workers: number;
  rssAtStart: number;
  rssAfter: number;
  rssIdle: number;
  /** After the whole bench: the workers (and node:cluster's primary when there is one). */
  rssPerProcess: ProcessRss[];
  memoryAtStart: MemorySplit;
  memoryAfter: MemorySplit;
  results: { group: string; result: LoadResult }[];
  list: { encoding: string; ms: number[]; bytes: number; peakGrowthMb: number; rows: number }[];
  plans: Plan[];
  varied: VariedPlan[];
}

export function renderReport(r: ReportInput): string {
  const http = r.results.find((x) => x.result.name.startsWith('bare node:http'))!.result.rps;
  const express = r.results.find((x) => x.result.name.startsWith('bare Express'))!.result.rps;
  const pct = (v: number, of: number) => `${((100 * v) / of).toFixed(1)}%`;
  const rows = r.results.map(({ group, result: x }) =>
    `| ${group} | ${x.name} | ${Math.round(x.rps).toLocaleString('en')} | ${x.p50} | ${x.p99} | ${x.errors + x.non2xx}${x.statuses ? ` (${x.statuses})` : ''} | ${Math.round(x.bytes).toLocaleString('en')} | ${pct(x.rps, express)} | ${pct(x.rps, http)} | ${x.cpu ? `${x.cpu.appMs.toFixed(2)} / ${x.cpu.dbMs.toFixed(2)}` : '–'} |`);
  const listRows = r.list.map((l) =>
    `| ${l.encoding} | ${Math.round(l.ms[0])} | ${Math.round(l.ms[1])} | ${Math.round(l.ms[2])} | ${(l.bytes / 1e6).toFixed(2)} | ${Math.round(l.peakGrowthMb)} | ${l.rows.toLocaleString('en')} |`);
  const cpu = os.cpus();
  const targets = renderTargets(r.results.map((x) => x.result), express, r.rssPerProcess);
  const probes = renderProbes(r.results.map((x) => x.result));
  const perProcess = r.rssPerProcess.map((p) => `${p.role} ${Math.round(p.rssMb)} MB`).join(', ');
  const variedRows = r.varied.map((v) => `| ${v.search} | ${v.pageMs.toFixed(2)} | ${v.page} | ${v.countMs.toFixed(2)} | ${v.count} |`);
  return `<!-- bench:start (written by npm run bench; edit outside these markers) -->
## Latest run

${new Date().toISOString().slice(0, 10)}, ${r.packages.toLocaleString('en')} packages (seed ${r.seed}), ${r.opts.connections} connections,
${r.opts.seconds} s per scenario after a ${r.opts.warmupSeconds} s warm-up. Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'},
${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}. Load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}.

Data generated in ${(r.generateMs / 1000).toFixed(1)} s; the app (${r.workers === 1 ? 'one process' : `${r.workers} workers`}) started in ${Math.round(r.startMs)} ms;
its RSS was ${Math.round(r.rssAtStart)} MB after start and **${Math.round(r.rssAfter)} MB after the whole bench** (${Math.round(r.rssIdle)} MB 15 s later, idle).
RSS per process after the whole bench: ${perProcess}.
Where it was (process.memoryUsage and /proc, MB${r.workers === 1 ? '' : ', the largest worker'}): after start ${describeMemory(r.memoryAtStart)};
after the bench and 15 s idle ${describeMemory(r.memoryAfter)}.

| Group | Scenario | req/s | p50 ms | p99 ms | errors + non-2xx | bytes/answer | vs Express hello | vs node:http hello | CPU ms per answer: app / database |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
${targets ? `\nWhat no cache answers as such, against the issue's targets (ratios to the bare Express hello-world above):\n\n${targets}\n` : ''}${probes ? `\n\`/healthz\` asked on a connection of its own (20 a second) while each page load ran:\n\n${probes}\n` : ''}
The legacy full list \`GET /api/aranzhmanet\`, three requests one after another per encoding (the
compressed copies are made in the background once the app is ready), then three gzip requests each
right after a write to a package (they wait for the copies being made again), and three each 3 s
after a write (made by then):

| Accept-Encoding | best ms (last byte) | median ms | worst ms | MB on the wire | server RSS growth MB | rows |
|---|---|---|---|---|---|---|
${listRows.join('\n')}

### Query plans of the search mix (EXPLAIN (ANALYZE, BUFFERS), this data, from the first day on sale as the public search asks)

${r.plans.map((p) => `#### ${p.name}\n\n\`\`\`sql\n${p.sql}\n\`\`\`\n\n\`\`\`\n${p.plan}\n\`\`\``).join('\n\n')}


### The varied searches' queries (EXPLAIN (ANALYZE, BUFFERS) of the first ${r.varied.length} the bench asks, this data)

| Search | page ms | page reads | count ms | count reads |
|---|---|---|---|---|
${variedRows.join('\n')}
<!-- bench:end -->`;
}

export async function writeReport(section: string) {
  const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
  const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const start = current.indexOf('<!-- bench:start');
  const end = current.indexOf('<!-- bench:end -->');
  const next = start >= 0 && end > start
    ? current.slice(0, start) + section + current.slice(end + '<!-- bench:end -->'.length)
    : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
  console.log(`[bench] wrote ${path.relative(REPO_ROOT, file)}`);
}
