import { readFile, rm } from 'node:fs/promises';

// The app's memory as the bench's probe sees it: asked for at start and after the load (run.ts), and
// described in the console and in docs/benchmarks.md (report.ts).

/** What the bench's memory probe (memory-probe.mjs, preloaded into the app) reports on SIGUSR2. */
export interface MemorySplit {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  anonRssMb: number;
  brkHeapMb: number;
  filesMb: number;
  /** The same right after a full GC: what is live, and what V8 gives back at once. */
  afterFullGc?: MemorySplit;
}

export async function memorySplit(pid: number, file: string): Promise<MemorySplit> {
  await rm(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 300; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text) return JSON.parse(text) as MemorySplit;
  }
  throw new Error('the app did not report its memory');
}

export function describeMemory(m: MemorySplit): string {
  return `RSS ${Math.round(m.rss)}, V8 heap ${Math.round(m.heapUsed)} used of ${Math.round(m.heapTotal)}, external ${Math.round(m.external)} (array buffers ${Math.round(m.arrayBuffers)}), anonymous mappings ${Math.round(m.anonRssMb)}, malloc's main heap ${Math.round(m.brkHeapMb)}, files ${Math.round(m.filesMb)}${
    m.afterFullGc ? ` (after a full GC: RSS ${Math.round(m.afterFullGc.rss)}, heap ${Math.round(m.afterFullGc.heapUsed)} used of ${Math.round(m.afterFullGc.heapTotal)})` : ''}`;
}
