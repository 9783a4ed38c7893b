import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The owner account every journey server has (read by the first start that builds the template). */
export const E2E_OWNER_PASSWORD = 'Owner-Bani-2026!';

export interface StartOptions {
  /**
   * A data directory of a server that was started once and stopped cleanly (see global-setup.ts): it is
   * copied instead of running initdb, migrations and the demo seed again (about 10 s per file on CI).
   */
  template?: string;
  /** Keep the data directory when the server stops (to build the template). */
  keepData?: boolean;
}

export interface RunningServer {
  dataDir: string;
  baseUrl: string;
  /** The server's own embedded database (as `npm run db:url` gives it), for what no page may show (a mailed reset link). */
  databaseUrl(): Promise<string>;
  /** Everything the server printed: shown when it fails to start. */
  output: string[];
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      // /healthz is alive from the first moment; /readyz once the database and migrations are done.
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${output.join('')}`);
}

/**
 * Starts the built server (`node api/dist/main.js`) on free ports with a fresh data directory. A free
 * port is only free when it is picked: another process may bind it before the server or its PostgreSQL
 * does (seen once in CI), so a start that fails on a port in use is tried again on other ports.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      const portTaken = /EADDRINUSE|Address already in use/.test(String(error));
      if (!portTaken || attempt === 3) throw error;
    }
  }
}

async function startOnce(options: StartOptions): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bani-e2e-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must traverse this directory.
  await chmod(dataDir, 0o755);
  // `cp -a` keeps the owner and modes PostgreSQL insists on (its data directory is 0700, owned by it).
  if (options.template) await promisify(execFile)('cp', ['-a', `${options.template}/.`, dataDir]);
  const port = await freePort();
  const pgPort = await freePort();
  const output: string[] = [];
  // Started directly (not via npm), so SIGTERM reaches the server itself and its shutdown runs.
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      OWNER_PASSWORD: E2E_OWNER_PASSWORD,
      // No load balancer to wait for: stop at once on SIGTERM.
      SHUTDOWN_DELAY_SECONDS: '0',
      // One process: a journey reads its output and acts faster than a write is announced to another
      // worker's caches (workers are tested by api/src/ops/cluster.test.ts).
      WEB_CONCURRENCY: '1',
      EMBEDDED_PG_PORT: String(pgPort),
      // The journeys register and log in many times from 127.0.0.1; the limits are tested by the api suite.
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_LOGIN_PER_USERNAME: '100000',
      RATE_LIMIT_REGISTER_PER_IP: '100000',
      RATE_LIMIT_CONTACT_PER_IP: '100000',
      RATE_LIMIT_SUBSCRIBE_PER_IP: '100000',
      RATE_LIMIT_RESERVE_PER_IP: '100000',
      RATE_LIMIT_PASSWORD_RESET_PER_IP: '100000',
      // The webhooks journey's receiver listens on 127.0.0.1 (refused otherwise, ADR 0043).
      WEBHOOKS_ALLOW_LOCAL_HTTP: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // Give the graceful shutdown (HTTP, ORM, PostgreSQL) time; never leave an orphan behind.
      const killed = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
      if (!killed) child.kill('SIGKILL');
      await exited;
    }
    if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // A bound, not a pace (two files' servers may start at once on 2 cores): under the hook's timeout.
    await waitForHealth(baseUrl, child, output, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  // The superuser password the server generated beside its cluster (api/src/db/embedded-postgres/superuser.ts).
  const databaseUrl = async () => {
    const password = (await readFile(path.join(dataDir, 'pg.superuser-password'), 'utf8')).trim();
    return `postgres://bani:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/bani`;
  };
  return { dataDir, baseUrl, databaseUrl, output, stop };
}
