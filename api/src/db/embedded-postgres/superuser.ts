import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import pg from 'pg';

/**
 * The embedded cluster's superuser and its password. The password is generated per data directory and
 * kept beside it in `<dataDir>.superuser-password` (0600, like the session secret): the server listens on
 * 127.0.0.1, which every local user can reach, so the password is what keeps them out. Clusters made by
 * older versions all had one fixed password, written in this repository; `ensureSuperuserPassword` moves
 * them to a generated one on their next start.
 */
export const SUPERUSER = 'bani';
const OLD_FIXED_PASSWORD = 'bani-embedded-local-only';
const INVALID_PASSWORD = '28P01';

export const passwordFileOf = (dataDir: string): string => `${dataDir}.superuser-password`;

/** The data directory's password: read, or generated and written (atomically, 0600) the first time. */
export async function superuserPassword(file: string): Promise<string> {
  try {
    const existing = (await fsp.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) {
      await fsp.chmod(file, 0o600);
      return existing;
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const password = randomBytes(32).toString('base64url');
  await fsp.writeFile(`${file}.tmp`, `${password}\n`, { mode: 0o600 });
  await fsp.rename(`${file}.tmp`, file);
  return password;
}

/**
 * The password of a cluster that may not be running (`npm run db:url`, backups): its file, or the old
 * fixed password for a data directory no version with generated passwords has started yet.
 */
export function readSuperuserPassword(dataDir: string): string {
  try {
    return fs.readFileSync(passwordFileOf(dataDir), 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return OLD_FIXED_PASSWORD;
    throw e;
  }
}

export const superuserUrl = (port: number, password: string, database = 'postgres'): string =>
  `postgres://${encodeURIComponent(SUPERUSER)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/**
 * Makes sure the running cluster answers to `password`. A cluster that still has the old fixed password
 * gets `password` instead (ALTER ROLE), so from then on the fixed one opens nothing.
 */
export async function ensureSuperuserPassword(port: number, password: string, passwordFile: string, log: (m: string) => void): Promise<void> {
  if (await connects(superuserUrl(port, password))) return;
  const client = new pg.Client({ connectionString: superuserUrl(port, OLD_FIXED_PASSWORD) });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (e) {
    if ((e as { code?: string }).code !== INVALID_PASSWORD) throw e;
    throw new Error(
      `Embedded PostgreSQL: the superuser password in ${passwordFile} does not open this data directory ` +
      `(the file was replaced or the data directory copied without it). Restore the file that belongs to it.`,
      { cause: e },
    );
  }
  try {
    await client.query(`alter role ${client.escapeIdentifier(SUPERUSER)} with password ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  log(`embedded-postgres: this data directory had the old fixed superuser password; it now has a generated superuser password (${passwordFile})`);
}

/** True when the password is accepted; false when refused; any other failure is thrown. */
async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === INVALID_PASSWORD) return false;
    throw e;
  } finally {
    await client.end().catch(() => {});
  }
}
