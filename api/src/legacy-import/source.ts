import mysql from 'mysql2/promise';

/** One legacy row with its column names lower-cased (MySQL column names are case-insensitive). */
export type LegacyRow = Record<string, unknown>;

/** The legacy tables the import reads, in the spelling of LEGACY-DB.md. */
export const LEGACY_TABLES = [
  'users', 'shtetet', 'qytetet', 'airports', 'aranzhmanet', 'travel_plans',
  'SliderHomes', 'GreqiSliders', 'BullgariSliders', 'Hotels', 'Hurghadas', 'Kapodakia',
  'RoomPrices', 'Dubai_prices', 'Maqedoni_prices', 'logs', 'ofertat',
] as const;
export type LegacyTable = (typeof LEGACY_TABLES)[number];

export interface LegacySource {
  /** `mysql://user@host:port/db`: the URL without its password, for reports. */
  readonly label: string;
  /** The real name of each legacy table found (matched case-insensitively), or undefined. */
  tableName(table: LegacyTable): string | undefined;
  /** Every table of the legacy database, as spelled there. */
  readonly tables: string[];
  /** Every row of a table, ordered by id; an empty list when the table does not exist. */
  rows(table: LegacyTable): Promise<LegacyRow[]>;
  close(): Promise<void>;
}

/** The URL without its password: safe to print and to keep in a report. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}

export class SourceError extends Error {}

/**
 * Connects to the legacy MySQL/MariaDB database. Dates come back as the text MySQL stores
 * (`dateStrings`): a DATE is a calendar day, and DATETIMEs were written in UTC by Sequelize; letting
 * the driver turn them into JavaScript Dates would shift them by the machine's time zone.
 * DECIMALs come back as text too, and are parsed by the import's own price rules.
 */
export async function openMysqlSource(url: string): Promise<LegacySource> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SourceError(`Not a URL: expected mysql://user:password@host:3306/database`);
  }
  if (parsed.protocol !== 'mysql:' && parsed.protocol !== 'mariadb:') {
    throw new SourceError(`Unsupported scheme "${parsed.protocol}": expected mysql://user:password@host:3306/database`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new SourceError('The URL names no database: mysql://user:password@host:3306/database');
  const label = redactUrl(url);
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : 3306,
      user: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      database,
      charset: 'utf8mb4',
      dateStrings: true,
      supportBigNumbers: true,
      connectTimeout: 15_000,
    });
  } catch (e) {
    throw new SourceError(`Cannot connect to ${label}: ${(e as Error).message}`);
  }
  // One consistent snapshot of every table, even if the old server still writes meanwhile.
  await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
  await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');

  const [found] = await connection.query<mysql.RowDataPacket[]>(
    'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
  );
  const names = new Map<string, string>();
  for (const row of found) {
    const name = String(row.name ?? row.NAME ?? row.TABLE_NAME);
    // Two spellings of one table can only exist on a case-sensitive server: take the documented one.
    const key = name.toLowerCase();
    if (!names.has(key) || LEGACY_TABLES.includes(name as LegacyTable)) names.set(key, name);
  }

  return {
    label,
    tables: found.map((row) => String(row.name ?? row.NAME ?? row.TABLE_NAME)),
    tableName: (table) => names.get(table.toLowerCase()),
    async rows(table) {
      const name = names.get(table.toLowerCase());
      if (!name) return [];
      const [rows] = await connection.query<mysql.RowDataPacket[]>(`SELECT * FROM \`${name.replace(/`/g, '``')}\``);
      const lowered = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.toLowerCase(), v])));
      return lowered.sort((a, b) => Number(a.id) - Number(b.id));
    },
    async close() {
      await connection.end().catch(() => {});
    },
  };
}
