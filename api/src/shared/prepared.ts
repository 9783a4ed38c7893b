import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';

interface PooledClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

/**
 * A read of the same SQL text every time, run as a named prepared statement on a connection of the
 * ORM's own pool: PostgreSQL plans it once per connection instead of at every call. For a short read
 * joining several tables (a page's packages and their places) the plan cost several times the
 * execution. `text` uses `?` placeholders as the ORM's raw SQL does (and no other `?`); `name` must be
 * one per text. Inside a transaction the transaction's own connection runs it, unprepared.
 */
export async function preparedRows<T extends object>(em: EntityManager, name: string, text: string, params: unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(text, params as never[]);
  const pool = em.getKnex().client as PooledClient;
  const connection = (await pool.acquireConnection()) as pg.Client;
  try {
    return (await connection.query<T>({ name, text: numbered(text), values: params })).rows;
  } finally {
    await pool.releaseConnection(connection);
  }
}

/** `?` placeholders as PostgreSQL's own `$1`, `$2`... */
function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}
