import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { freePort } from '../../test/paths.js';

/**
 * A private MariaDB for the legacy-import tests: Debian's `mariadb-server` binaries, a fresh data
 * directory under the system temp dir, 127.0.0.1 on a free port, no system config files
 * (`--no-defaults`), stopped and deleted afterwards. Nothing of the machine's own MariaDB is used.
 */
export interface MariaDb {
  port: number;
  /** A root connection (no password, local only). */
  admin(database?: string): Promise<mysql.Connection>;
  /** Creates a database and a user owning it; returns mysql://user:password@127.0.0.1:port/name. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const SEARCH = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin', ...(process.env.PATH ?? '').split(':')];

function which(...names: string[]): string | undefined {
  for (const name of names) {
    for (const dir of SEARCH) {
      const file = path.join(dir, name);
      try {
        fs.accessSync(file, fs.constants.X_OK);
        return file;
      } catch {
        // next
      }
    }
  }
  return undefined;
}

/** The server and install-db binaries, or undefined when MariaDB (or MySQL) is not installed. */
export function findMariaDb(): { server: string; installDb: string } | undefined {
  const server = which('mariadbd', 'mysqld');
  const installDb = which('mariadb-install-db', 'mysql_install_db');
  return server && installDb ? { server, installDb } : undefined;
}

export async function startMariaDb(): Promise<MariaDb> {
  const bins = findMariaDb();
  if (!bins) throw new Error('MariaDB is not installed: apt-get install -y mariadb-server (.ci/run does it)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bani-mariadb-'));
  const dataDir = path.join(dir, 'data');
  // MariaDB refuses to run as root unless told to; as any other user it runs as that user.
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  await promisify(execFile)(bins.installDb, [
    '--no-defaults', `--datadir=${dataDir}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot,
  ], { timeout: 60_000 });

  const port = await freePort();
  const child: ChildProcess = spawn(bins.server, [
    '--no-defaults', `--datadir=${dataDir}`, `--port=${port}`, '--bind-address=127.0.0.1',
    `--socket=${path.join(dir, 'mysqld.sock')}`, `--pid-file=${path.join(dir, 'mysqld.pid')}`,
    '--skip-name-resolve', '--skip-log-bin', '--innodb-buffer-pool-size=32M', '--innodb-flush-log-at-trx-commit=0',
    '--performance-schema=OFF', '--character-set-server=utf8mb4', '--collation-server=utf8mb4_general_ci', ...asRoot,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const connect = (database?: string) =>
    mysql.createConnection({ host: '127.0.0.1', port, user: 'root', database, multipleStatements: true, charset: 'utf8mb4' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await (await connect()).end();
      break;
    } catch (e) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        await rm(dir, { recursive: true, force: true });
        throw new Error(`MariaDB did not start: ${(e as Error).message}\n${output}`, { cause: e });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    port,
    admin: connect,
    async createDatabase(name) {
      const password = `pw-${name}`;
      const c = await connect();
      await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
      await c.query(`CREATE USER '${name}'@'%' IDENTIFIED BY '${password}'`);
      await c.query(`GRANT ALL ON \`${name}\`.* TO '${name}'@'%'`);
      await c.end();
      return `mysql://${name}:${password}@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
