import type { Link } from './links.js';
import type { RunContext } from './sync.js';

/** Rows imported by an earlier run whose legacy row is gone now, per table of ours. */
export interface Stale {
  table: string;
  /** The legacy table (the links' source). */
  source: string;
  links: Link[];
}

/** Who may still point at a row of a place table (restrict foreign keys): then it stays. */
const USED_BY: Record<string, [table: string, column: string][]> = {
  countries: [['cities', 'country_id'], ['airports', 'country_id'], ['packages', 'country_id']],
  cities: [['packages', 'city_id']],
  airports: [['packages', 'airport_id']],
};

/**
 * Deletes what an earlier run imported and the legacy database no longer has (the agency deleted it
 * there between the rehearsal and the switch-over), dependants first. A country, city or airport
 * still used by a row made here is kept and reported. Media of deleted slides and cards is left to
 * the media sweep, like any replaced picture.
 */
export async function removeStale(ctx: RunContext, stale: Stale[]): Promise<void> {
  const removed = new Map<string, Set<number>>();
  for (const { table, source, links } of stale) {
    const gone = new Set<number>();
    for (const link of links) {
      const user = await usedBy(ctx, table, link.targetId, removed);
      if (user) {
        ctx.report.kept(source, link.legacyId, `gone from the legacy database, but #${link.targetId} here is still used by ${user}: kept`);
        continue;
      }
      gone.add(link.targetId);
      ctx.report.removed(source, link.legacyId, `imported earlier as #${link.targetId}, gone from the legacy database since: removed`);
    }
    removed.set(table, new Set([...(removed.get(table) ?? []), ...gone]));
    if (ctx.dryRun || !gone.size) continue;
    await ctx.em.execute(`delete from ?? where id in (select jsonb_array_elements_text(?::jsonb)::int)`, [table, JSON.stringify([...gone])]);
    await ctx.links.remove(source, links.filter((l) => gone.has(l.targetId)).map((l) => l.legacyId));
  }
}

async function usedBy(ctx: RunContext, table: string, id: number, removed: Map<string, Set<number>>): Promise<string | null> {
  for (const [other, column] of USED_BY[table] ?? []) {
    const rows = await ctx.em.execute<{ id: number }[]>(`select id from ?? where ?? = ?`, [other, column, id]);
    const left = rows.filter((r) => !removed.get(other)?.has(r.id));
    if (left.length) return `${left.length} row(s) of ${other}`;
  }
  return null;
}
