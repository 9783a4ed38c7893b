/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL the public search really runs (built by the search itself, from
 * the first day on sale): the whole plans of the mix of five, and for a sample of the varied searches
 * (the first ones the bench asks) each part's time and what it read, to spot seq scans and big sorts.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { searchSql } from '../src/modules/packages/package-search.js';
import { SEARCH_MIX } from './scenarios.js';
import { variedSearches, type Places } from './varied.js';

export interface Plan {
  name: string;
  sql: string;
  plan: string;
}

/** One varied search's two queries in short: time, and the scans and sorts of its plan. */
export interface VariedPlan {
  search: string;
  pageMs: number;
  page: string;
  countMs: number;
  count: string;
}

const VARIED_SAMPLE = 40;

export async function explainSearches(orm: MikroORM, db: pg.ClientBase, from: string, places: Places, seed: number): Promise<{ plans: Plan[]; varied: VariedPlan[] }> {
  const explain = async (text: string) => {
    await db.query(`explain (analyze, buffers) ${text}`); // once to warm the cache, as under load
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  const plans: Plan[] = [];
  for (const s of SEARCH_MIX) {
    const sql = searchSql(orm.em.fork() as EntityManager, s.filter, s.order, s.page, from);
    for (const [part, text] of [['page', sql.page], ['count', sql.count]] as const) plans.push({ name: `${s.name}: ${part}`, sql: text, plan: await explain(text) });
  }
  const varied: VariedPlan[] = [];
  const next = variedSearches(places, seed, from);
  for (let i = 0; i < VARIED_SAMPLE; i++) {
    const s = next();
    const sql = searchSql(orm.em.fork() as EntityManager, s.filter, s.order, s.page, from);
    const [page, count] = [await explain(sql.page), await explain(sql.count)];
    const filters = Object.entries(s.filter).map(([k, v]) => `${k} ${v}`).join(', ') || 'no filter';
    varied.push({ search: `${filters}; ${s.order.by} ${s.order.direction}; page ${s.page.page}`, pageMs: executionMs(page), page: reads(page), countMs: executionMs(count), count: reads(count) });
  }
  return { plans, varied };
}

const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);

/** The plan's scans and sorts, in order: "Index Only Scan packages_price_index, Sort top-N". */
function reads(plan: string): string {
  const found = plan.matchAll(/(Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan|Sort Method: [\w-]+)(?: using| on)? ?(\w+)?/g);
  return [...found].map(([, node, on]) => (node.startsWith('Sort') ? node.replace('Sort Method:', 'Sort') : `${node}${on && node !== 'Seq Scan' ? ` ${on}` : ''}`)).join(', ');
}
