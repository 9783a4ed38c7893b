/** EXPLAIN (ANALYZE, BUFFERS) of the SQL the search mix really runs (built by the search itself). */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { searchSql } from '../src/modules/packages/package-search.js';
import { SEARCH_MIX } from './scenarios.js';

export async function explainSearches(orm: MikroORM, db: pg.ClientBase): Promise<{ name: string; sql: string; plan: string }[]> {
  const plans: { name: string; sql: string; plan: string }[] = [];
  for (const s of SEARCH_MIX) {
    const sql = searchSql(orm.em.fork() as EntityManager, s.filter, s.order, s.page);
    for (const [part, text] of [['page', sql.page], ['count', sql.count]] as const) {
      await db.query(`explain (analyze, buffers) ${text}`); // once to warm the cache, as under load
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`);
      plans.push({ name: `${s.name}: ${part}`, sql: text, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
  }
  return plans;
}
