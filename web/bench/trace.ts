/**
 * What a Lighthouse run's trace says about the page's main thread after its first paint, by the
 * clock and by its own CPU time. Lighthouse's TBT multiplies each task's wall time (×4 on the mobile
 * preset); on a 2-core machine shared by Chromium's other processes, Lighthouse itself and the server,
 * a task's wall time is its CPU time stretched by whatever else ran meanwhile. The same formula on CPU
 * time says what the page's own work would block on a phone that gave it a core (ADR 0019).
 */
import { readFile } from 'node:fs/promises';

export interface MainThread {
  /** Wall time of the main thread's tasks after the first paint, ms. */
  wall: number;
  /** The same tasks' CPU time (thread time), ms. */
  cpu: number;
  /** Lighthouse's blocking-time formula (4 × task − 50 ms) on wall time, then on CPU time, ms. */
  blockingWall: number;
  blockingCpu: number;
  /** CPU time of every other traced thread (Chromium's compositor, browser, workers) in the same window, ms. */
  othersCpu: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const SLOWDOWN = 4; // Lighthouse's mobile preset
const THRESHOLD = 50; // ms, a long task

/** CPU time of a thread's outermost events (nested events are inside their parent's). */
function outermostCpu(events: TraceEvent[]): number {
  events.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let end = -1;
  let cpu = 0;
  for (const e of events) {
    if (e.ts < end) continue;
    cpu += e.tdur ?? 0;
    end = e.ts + (e.dur ?? 0);
  }
  return cpu / 1000;
}

export async function mainThreadAfterFirstPaint(traceFile: string): Promise<MainThread | null> {
  const events = (JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  const fcp = nav && events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
  if (!nav || !fcp) return null;
  const tasks = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp.ts);
  const last = tasks.reduce((end, t) => Math.max(end, t.ts + (t.dur ?? 0)), fcp.ts);
  const result = { wall: 0, cpu: 0, blockingWall: 0, blockingCpu: 0, othersCpu: 0 };
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? 0) / 1000;
    result.wall += wall;
    result.cpu += cpu;
    result.blockingWall += Math.max(0, SLOWDOWN * wall - THRESHOLD);
    result.blockingCpu += Math.max(0, SLOWDOWN * cpu - THRESHOLD);
  }
  const others = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.tdur === undefined || e.ts < fcp.ts || e.ts > last) continue;
    if (e.pid === nav.pid && e.tid === nav.tid) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = others.get(key);
    if (list) list.push(e);
    else others.set(key, [e]);
  }
  for (const list of others.values()) result.othersCpu += outermostCpu(list);
  return result;
}
