/**
 * The app's worker processes: with WEB_CONCURRENCY > 1 the started process is node:cluster's primary
 * and the workers are its children (ops/cluster.ts); with one, the started process serves itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { rssMb } from './load.js';

/** The pids whose parent is `pid` (Linux /proc: the 4th field of /proc/<pid>/stat). */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (2nd field) is in parentheses and may hold spaces: read after its closing one.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone between the listing and the read
    }
  }
  return children.sort((a, b) => a - b);
}

export interface ProcessRss {
  role: 'primary' | 'worker';
  pid: number;
  rssMb: number;
}

/** RSS of every process serving the app: the workers, and the primary when there is one. */
export function appRss(pid: number): ProcessRss[] {
  const workers = childPids(pid);
  if (!workers.length) return [{ role: 'worker', pid, rssMb: rssMb(pid) }];
  return [{ role: 'primary', pid, rssMb: rssMb(pid) }, ...workers.map((w) => ({ role: 'worker' as const, pid: w, rssMb: rssMb(w) }))];
}

/** CPU time a process and its children have used (user + system, the reaped children's included), in ms. */
export function cpuMs(pid: number): number {
  const ticks = (p: number) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime: fields 14-17 of stat, 12-15 after the command name.
      return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    } catch {
      return 0;
    }
  };
  // Linux counts CPU time in USER_HZ ticks, 100 a second.
  return (ticks(pid) + childPids(pid).reduce((sum, c) => sum + ticks(c), 0)) * 10;
}
