/**
 * The traffic a cache cannot answer (issue 40) and its targets, at 100,000 packages and 32 connections,
 * as ratios to the bare Express hello-world of the same run: the scenarios' names (run.ts measures them,
 * BENCH_ONLY picks them by a part of their name) and the table the report prints beside the figures.
 */
import type { LoadResult } from './load.js';
import type { ProcessRss } from './workers.js';

export const SCENARIO = {
  varied: 'GraphQL searchPackages, varied: a new filter set, sort or page each request (10 per page)',
  campaignHome: 'GET /?fbclid=<unique> as a visitor (campaign link)',
  campaignPackage: 'GET /aranzhmani/:id?utm_source=news&utm_campaign=<unique> as a visitor (campaign link, 50 ids)',
  customersHome: 'GET / logged in, 32 customers',
  customersPackage: 'GET /aranzhmani/:id logged in, 32 customers (50 ids)',
  customersGraphql: 'GraphQL { me { id } countries { id name } } logged in, 32 customers',
} as const;

interface Target {
  what: string;
  scenario: string;
  minPercent?: number;
  maxP99?: number;
}

const TARGETS: Target[] = [
  { what: 'Varied searches', scenario: SCENARIO.varied, minPercent: 15, maxP99: 100 },
  { what: 'Campaign links to `/`', scenario: SCENARIO.campaignHome, minPercent: 20 },
  { what: 'Campaign links to package pages', scenario: SCENARIO.campaignPackage, minPercent: 10 },
  { what: 'Logged-in `/`', scenario: SCENARIO.customersHome, minPercent: 10, maxP99: 250 },
  { what: 'Logged-in package pages', scenario: SCENARIO.customersPackage, minPercent: 10, maxP99: 250 },
  { what: 'Logged-in GraphQL read', scenario: SCENARIO.customersGraphql, minPercent: 30 },
];
const HEALTHZ_MAX_P99 = 50;
const RSS_MAX_MB = 300;

const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

/** The targets' table (markdown): what was asked, what this run measured, met or missed. Unmeasured ones are left out. */
export function renderTargets(results: LoadResult[], expressRps: number, rss: ProcessRss[] | undefined): string {
  const rows: string[] = [];
  const byName = new Map(results.map((r) => [r.name, r]));
  for (const t of TARGETS) {
    const r = byName.get(t.scenario);
    if (!r) continue;
    const percent = (100 * r.rps) / expressRps;
    const asked = [t.minPercent !== undefined && `>= ${t.minPercent}% of Express`, t.maxP99 !== undefined && `p99 <= ${t.maxP99} ms`, '0 errors'].filter(Boolean).join(', ');
    const ok = (t.minPercent === undefined || percent >= t.minPercent) && (t.maxP99 === undefined || r.p99 <= t.maxP99) && r.errors + r.non2xx === 0;
    rows.push(`| ${t.what} | ${asked} | ${percent.toFixed(1)}%, p99 ${r.p99} ms, ${r.errors + r.non2xx} errors | ${verdict(ok)} |`);
  }
  const probes = results.filter((r) => r.probe);
  if (probes.length) {
    const worst = Math.max(...probes.map((r) => r.probe!.p99));
    const errors = probes.reduce((n, r) => n + r.probe!.errors, 0);
    rows.push(`| \`/healthz\` while pages are loaded | p99 <= ${HEALTHZ_MAX_P99} ms | p99 ${worst} ms at worst (${probes.length} page loads), ${errors} errors | ${verdict(worst <= HEALTHZ_MAX_P99 && errors === 0)} |`);
  }
  if (rss) {
    const workers = rss.filter((p) => p.role === 'worker');
    const most = Math.max(...workers.map((p) => p.rssMb));
    rows.push(`| RSS per worker after the whole bench | <= ${RSS_MAX_MB} MB | ${workers.map((p) => Math.round(p.rssMb)).join(', ')} MB (${workers.length} worker${workers.length > 1 ? 's' : ''}) | ${verdict(most <= RSS_MAX_MB)} |`);
  }
  if (!rows.length) return '';
  return `| Target (issue 40) | Asked | This run | |\n|---|---|---|---|\n${rows.join('\n')}`;
}

/** `/healthz` as the page loads saw it (markdown rows of the probes). */
export function renderProbes(results: LoadResult[]): string {
  const probes = results.filter((r) => r.probe);
  if (!probes.length) return '';
  return `| Load (32 connections) | probe | requests | p50 ms | p99 ms | max ms | errors |\n|---|---|---|---|---|---|---|\n${
    probes.map((r) => `| ${r.name} | GET ${r.probe!.path} | ${r.probe!.requests} | ${r.probe!.p50} | ${r.probe!.p99} | ${r.probe!.max} | ${r.probe!.errors} |`).join('\n')}`;
}
