import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * After Node was `kill -9`ed, its postmaster lives on as an orphan (or leaves a stale
 * `postmaster.pid`) and the next start would fail: found through /proc and stopped or cleared.
 */

const ORPHAN_SIGINT_WAIT_MS = 10_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (exited, not yet reaped) answers signal 0 but is gone for our purposes.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

interface ProcInfo {
  argv: string[];
  cwd?: string;
  ppid?: number;
  exe?: string;
}

function inspectProcess(pid: number): ProcInfo | undefined {
  const info: ProcInfo = { argv: [] };
  try {
    info.argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    try {
      // Non-Linux fallback (no /proc).
      info.argv = execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim().split(/\s+/);
      info.ppid = Number.parseInt(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim(), 10);
    } catch {
      return undefined;
    }
  }
  try {
    info.cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // not ours to read (non-root) or no /proc
  }
  try {
    info.exe = fs.readlinkSync(`/proc/${pid}/exe`);
  } catch {
    // idem
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
    if (Number.isInteger(ppid)) info.ppid = ppid;
  } catch {
    // idem
  }
  return info;
}

function samePath(a: string, b: string): boolean {
  const real = (p: string): string => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

/** Is `info` a postgres server process for `dataDir`? (argv `postgres -D <dataDir>` or cwd = dataDir) */
function isPostgresFor(info: ProcInfo, dataDir: string): boolean {
  const names = [info.argv[0], info.exe].filter((s): s is string => !!s).map((s) => path.basename(s));
  if (!names.some((n) => n === 'postgres' || n.startsWith('postgres:'))) return false;
  if (info.cwd && samePath(info.cwd, dataDir)) return true;
  const d = info.argv.indexOf('-D');
  if (d >= 0 && info.argv[d + 1] && samePath(info.argv[d + 1]!, dataDir)) return true;
  return info.argv.some((a) => a.startsWith('--pgdata=') && samePath(a.slice('--pgdata='.length), dataDir));
}

/** Postgres processes (postmaster and children) whose cwd is dataDir; used after a SIGKILL. */
function postgresProcessesFor(dataDir: string): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const info = inspectProcess(pid);
    if (info && info.cwd && samePath(info.cwd, dataDir) && isPostgresFor(info, dataDir)) pids.push(pid);
  }
  return pids;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * If `<dataDir>/postmaster.pid` exists: a live postgres for this dir whose parent is gone (node was
 * `kill -9`ed) is stopped (SIGINT = fast shutdown, SIGKILL after 10 s); a dead pid or a pid reused
 * by another program means the file is stale and is deleted. A postmaster still owned by a live
 * Node process (this one or another app) is NOT killed: that is an error.
 */
export async function recoverPostmasterPid(dataDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let content: string;
  try {
    content = await fsp.readFile(pidFile, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const pid = Number.parseInt(content.split('\n')[0]?.trim() ?? '', 10);
  const removeStale = async (why: string): Promise<void> => {
    await fsp.rm(pidFile, { force: true });
    log(`embedded-postgres: removed stale ${pidFile} (${why})`);
  };

  if (!Number.isInteger(pid) || pid <= 0) return removeStale('no valid pid in it');
  if (!isAlive(pid)) return removeStale(`pid ${pid} is not running`);
  const info = inspectProcess(pid);
  if (!info || !isPostgresFor(info, dataDir)) {
    return removeStale(`pid ${pid} is another program: ${info?.argv.join(' ') || 'unknown'}`);
  }

  // It is a live postmaster for this data dir. Orphan, or owned by a running app?
  if (info.ppid === process.pid) {
    throw new Error(`Embedded PostgreSQL for ${dataDir} is already running in this process (pid ${pid}); stop it first.`);
  }
  if (info.ppid !== undefined && info.ppid > 1 && isAlive(info.ppid)) {
    const parent = inspectProcess(info.ppid);
    const parentName = path.basename(parent?.exe ?? parent?.argv[0] ?? '');
    if (parentName === 'node' || parentName.startsWith('node')) {
      throw new Error(
        `Embedded PostgreSQL for ${dataDir} is in use: postmaster pid ${pid} belongs to the running process ` +
          `${info.ppid} (${parent?.argv.join(' ') ?? 'node'}). Stop that process, or use another data directory.`,
      );
    }
  }

  const t0 = performance.now();
  log(`embedded-postgres: found orphaned PostgreSQL (pid ${pid}) on ${dataDir}, parent gone; fast shutdown (SIGINT)`);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    // exited meanwhile
  }
  if (!(await waitForExit(pid, ORPHAN_SIGINT_WAIT_MS))) {
    log(`embedded-postgres: orphan pid ${pid} did not exit within ${ORPHAN_SIGINT_WAIT_MS} ms; SIGKILL`);
    for (const p of new Set([pid, ...postgresProcessesFor(dataDir)])) {
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        // gone
      }
    }
    await waitForExit(pid, 5_000);
    // Children notice the postmaster's death and exit; wait so the shared memory is released.
    for (const p of postgresProcessesFor(dataDir)) await waitForExit(p, 5_000);
  }
  if (fs.existsSync(pidFile)) await fsp.rm(pidFile, { force: true });
  log(`embedded-postgres: orphan pid ${pid} stopped in ${Math.round(performance.now() - t0)} ms`);
}
