/**
 * Load and measurement helpers of the bench: autocannon (32 connections, a warm-up first) from the
 * bench's own process against servers in theirs, a full-body download timed to its last byte, and
 * the resident memory of a process read from /proc.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  /** A function makes a new query string for every request (e.g. a page the app never keeps). */
  query?: () => string;
  /** A function makes a new body for every request (e.g. a random page). */
  body?: string | (() => string);
  /** A function makes new headers for every request (e.g. the next customer's session cookie). */
  headers?: Record<string, string> | (() => Record<string, string>);
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The statuses of the answers that were not 2xx, with their counts ("503 × 450"). */
  statuses: string;
  /** Mean bytes per response on the wire. */
  bytes: number;
  /** CPU time per answer of the app's processes and of the database's, while the scenario ran (run.ts). */
  cpu?: { appMs: number; dbMs: number };
  /** A light request asked alongside the load, one at a time (`probe` of `load`): its latency under that load. */
  probe?: { path: string; p50: number; p99: number; max: number; requests: number; errors: number };
}

/** A request asked at a steady rate on one connection of its own while a scenario's load runs. */
export interface Probe {
  path: string;
  perSecond: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** One scenario: `requests` are cycled by every connection; a warm-up run first, thrown away. */
export async function load(name: string, port: number, requests: LoadRequest[], opts: LoadOptions, probe?: Probe): Promise<LoadResult> {
  const run = (duration: number) => autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: opts.connections,
    duration,
    requests: requests.map((r) => {
      const { body, query, headers } = r;
      const request = { method: r.method ?? 'GET', path: r.path, headers: typeof headers === 'function' ? headers() : headers };
      if (typeof body !== 'function' && !query && typeof headers !== 'function') return { ...request, body };
      return {
        ...request,
        ...(typeof body === 'function' ? {} : { body }),
        setupRequest: (req: object) => ({
          ...req,
          ...(typeof body === 'function' ? { body: body() } : {}),
          ...(query ? { path: `${r.path}${query()}` } : {}),
          ...(typeof headers === 'function' ? { headers: headers() } : {}),
        }),
      };
    }),
  });
  if (opts.warmupSeconds > 0) await run(opts.warmupSeconds);
  const [r, p] = await Promise.all([
    run(opts.seconds),
    probe ? probeApart(`http://127.0.0.1:${port}${probe.path}`, probe.perSecond, opts.seconds) : undefined,
  ]);
  const total = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    statuses: Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${code} × ${count}`).join(', '),
    bytes: total ? r.throughput.total / total : 0,
    ...(p && probe ? {
      probe: { path: probe.path, p50: p.latency.p50, p99: p.latency.p99, max: p.latency.max, requests: p.requests.total, errors: p.errors + p.timeouts + p.non2xx },
    } : {}),
  };
}

const execFileAsync = promisify(execFile);
const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * The probe from a process of its own, as a health checker asks: in the bench's process its answers
 * would wait behind the load's own event loop, and count the load generator's delay as the server's.
 */
async function probeApart(url: string, perSecond: number, seconds: number): Promise<autocannon.Result> {
  const { stdout } = await execFileAsync(process.execPath, [AUTOCANNON_CLI, '--json', '-c', '1', '-R', String(perSecond), '-d', String(seconds), url], { maxBuffer: 16 << 20 });
  return JSON.parse(stdout) as autocannon.Result;
}

export interface Download {
  ms: number;
  bytes: number;
  encoding: string;
  body: Buffer;
}

/** GETs a path and times it to the last byte; the body is returned as sent (still compressed). */
export function download(port: number, path: string, headers: Record<string, string> = {}): Promise<Download> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${path}: HTTP ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        resolve({ ms: performance.now() - started, bytes: body.length, encoding: String(res.headers['content-encoding'] ?? 'identity'), body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

/** Runs `work` while sampling an RSS (`rss`, MB) every 10 ms; answers the work's result and the peak. */
export async function withPeakRss<T>(rss: () => number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, rss());
    return { result, peakMb: peak };
  } finally {
    clearInterval(timer);
  }
}
