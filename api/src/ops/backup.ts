import { open } from 'node:fs/promises';
import pg from 'pg';
import { connectOrm } from '../db/database.js';
import { migratorOf } from '../db/migrate.js';
import { migrationsList } from '../db/migrations/index.js';
import { dumpDatabase, loadDump, readHeader } from './logical-dump.js';
import { findPgTool, runTool } from './pg-tools.js';

export type BackupFormat = 'pg_dump' | 'builtin';

/** Connection settings for PostgreSQL's programs, in their environment (never on the command line, where `ps` shows them). */
function pgEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: u.hostname, PGPORT: u.port || '5432', PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password), PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode')! } : {}),
  };
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.v) / 10000);
  } finally {
    await client.end();
  }
}

/**
 * `npm run db:backup`: pg_dump's custom format when a pg_dump of the server's major version (or newer)
 * is installed, otherwise the built-in logical dump. Both hold every row, pictures kept in PostgreSQL
 * included (pictures in an object store are that store's to back up).
 */
export async function backupDatabase(url: string, file: string, log: (m: string) => void): Promise<BackupFormat> {
  const pgDump = await findPgTool('pg_dump', await serverMajor(url));
  if (pgDump) {
    log(`backup with ${pgDump} (custom format)`);
    await runToolWithEnv(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], url);
    return 'pg_dump';
  }
  log('no pg_dump for this server version here: built-in logical dump (rows by COPY, schema from the migrations)');
  const counts = await dumpDatabase(url, file);
  log(`backed up ${Object.values(counts).reduce((a, b) => a + b, 0)} rows of ${Object.keys(counts).length} tables`);
  return 'builtin';
}

/**
 * `npm run db:restore`: replaces everything in the database at `url` with the backup. The app must be
 * stopped (the caller checks that nobody else is connected). The format is read from the file.
 */
export async function restoreDatabase(url: string, file: string, log: (m: string) => void): Promise<BackupFormat> {
  if (await isPgDumpFile(file)) {
    const pgRestore = await findPgTool('pg_restore', await serverMajor(url));
    if (!pgRestore) throw new Error('this backup was made by pg_dump; restoring it needs pg_restore of the server\'s version (PG_BIN_DIR)');
    log(`restore with ${pgRestore}`);
    await dropAppTables(url);
    await runToolWithEnv(pgRestore, ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file], url, 'dbname');
    return 'pg_dump';
  }
  const header = await readHeader(file);
  const known = new Set(migrationsList.map((m) => m.name));
  const unknown = header.migrations.filter((m) => !known.has(m));
  if (unknown.length) throw new Error(`the backup comes from a newer version of the app (migrations ${unknown.join(', ')}): restore it with that version`);
  log(`restoring a backup of ${header.createdAt}: schema from ${header.migrations.length} migrations, then the rows`);
  await dropAppTables(url);
  const orm = await connectOrm(url);
  try {
    const last = header.migrations[header.migrations.length - 1];
    if (last) await (await migratorOf(orm)).up({ to: last });
  } finally {
    await orm.close(true);
  }
  const counts = await loadDump(url, file);
  log(`restored ${Object.values(counts).reduce((a, b) => a + b, 0)} rows of ${Object.keys(counts).length} tables`);
  return 'builtin';
}

function runToolWithEnv(binary: string, args: string[], url: string, dbArg?: 'dbname'): Promise<void> {
  const env = pgEnv(url);
  return runTool(binary, dbArg ? [...args, `--dbname=${env.PGDATABASE}`] : args, env);
}

async function isPgDumpFile(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(5), 0, 5, 0);
    return bytesRead === 5 && buffer.toString('latin1') === 'PGDMP';
  } finally {
    await fh.close();
  }
}

/** Every table of the public schema (the app's, its migration log, sessions, limits): a clean slate. */
async function dropAppTables(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string }>(
      `select format('%I', tablename) as t from pg_tables where schemaname = 'public'`);
    if (rows.length) await client.query(`drop table ${rows.map((r) => r.t).join(', ')} cascade`);
  } finally {
    await client.end();
  }
}

/** Other sessions on the database (a running app): a restore under them would corrupt what they do. */
export async function otherConnections(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ who: string }>(
      `select coalesce(nullif(application_name, ''), 'unnamed') || ' (pid ' || pid || ')' as who from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`);
    return rows.map((r) => r.who);
  } finally {
    await client.end();
  }
}
