// Preloaded into the app by the bench only (`node --import ./bench/memory-probe.mjs dist/main.js`), never
// shipped: on SIGUSR2 it writes where the process's memory is to BENCH_MEMORY_FILE (process.memoryUsage,
// V8's heap spaces, the malloc arenas seen in /proc) and, with BENCH_HEAP_SNAPSHOT=true, a heap snapshot
// beside it. Plain JavaScript so that the app's memory carries no TypeScript loader.
import { readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

const MB = (n) => Math.round((n / 2 ** 20) * 10) / 10;

/** Anonymous mappings by size class: glibc's thread arenas reserve 64 MB each (`MALLOC_ARENA_MAX`). */
function anonymous() {
  let rssKb = 0;
  let arenaKb = 0;
  let arenas = 0;
  let current;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      const size = parseInt(head[2], 16) - parseInt(head[1], 16);
      current = { anon: head[4] === '' && head[3] === '0', size };
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current?.anon) {
      rssKb += Number(rss[1]);
      // A thread arena's heap is a 64 MB-aligned reservation, mapped in part: count those by their reservation.
      if (current.size <= 64 * 2 ** 20 && current.size >= 128 * 2 ** 10 && Number(rss[1]) > 0) {
        arenaKb += Number(rss[1]);
        arenas += 1;
      }
    }
  }
  return { anonRssMb: MB(rssKb * 1024), anonMappingsMb: MB(arenaKb * 1024), anonMappings: arenas };
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
    ...anonymous(),
  };
}

process.on('SIGUSR2', () => {
  const out = split();
  gc();
  out.afterFullGc = split();
  if (process.env.BENCH_HEAP_SNAPSHOT === 'true') out.snapshot = v8.writeHeapSnapshot(`${process.env.BENCH_MEMORY_FILE}.heapsnapshot`);
  writeFileSync(process.env.BENCH_MEMORY_FILE, JSON.stringify(out, null, 1));
});
