// Preloaded into the app by the bench only (`node --import ./bench/memory-probe.mjs dist/main.js`), never
// shipped: on SIGUSR2 it writes where the process's memory is to BENCH_MEMORY_FILE (process.memoryUsage,
// V8's heap spaces, resident memory by kind of mapping from /proc) and, with BENCH_HEAP_SNAPSHOT=true, a heap snapshot
// beside it. Plain JavaScript so that the app's memory carries no TypeScript loader.
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

const MB = (n) => Math.round((n / 2 ** 20) * 10) / 10;

/**
 * Resident memory by kind of mapping: `[heap]` (glibc's main malloc arena, grown with brk), other
 * anonymous mappings (V8's heap pages, glibc's thread arenas of the libuv threadpool, stacks), and files
 * (the node binary, shared libraries).
 */
function mappings() {
  const kb = { brkHeap: 0, anonymous: 0, files: 0, other: 0 };
  let kind = 'other';
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      const name = head[2];
      kind = name === '[heap]' ? 'brkHeap' : name === '' ? 'anonymous' : name.startsWith('/') ? 'files' : 'other';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kb[kind] += Number(rss[1]);
  }
  return { anonRssMb: MB(kb.anonymous * 1024), brkHeapMb: MB(kb.brkHeap * 1024), filesMb: MB(kb.files * 1024), otherMb: MB(kb.other * 1024) };
}

// A full GC on demand, to tell what is live from what is merely not collected yet.
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

function split() {
  const m = process.memoryUsage();
  return {
    rss: MB(m.rss), heapTotal: MB(m.heapTotal), heapUsed: MB(m.heapUsed), external: MB(m.external), arrayBuffers: MB(m.arrayBuffers),
    spaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: MB(s.space_size), used: MB(s.space_used_size) }])),
    mallocedMb: MB(v8.getHeapStatistics().malloced_memory), peakMallocedMb: MB(v8.getHeapStatistics().peak_malloced_memory),
    ...mappings(),
  };
}

process.on('SIGUSR2', () => {
  const out = split();
  gc();
  out.afterFullGc = split();
  if (process.env.BENCH_HEAP_SNAPSHOT === 'true') out.snapshot = v8.writeHeapSnapshot(`${process.env.BENCH_MEMORY_FILE}.heapsnapshot`);
  writeFileSync(process.env.BENCH_MEMORY_FILE, JSON.stringify(out, null, 1));
});
