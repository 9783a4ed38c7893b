import type { EntityClass, EntityData, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Link, Links } from './links.js';
import type { Progress } from './progress.js';
import type { ImportReport } from './report.js';

/** One legacy row, cleaned: what our row must hold. */
export interface Planned<E> {
  legacyId: number;
  /** Tables whose ids are kept: our id. Elsewhere our id comes from the link (or the sequence). */
  id?: number;
  /** Compared with our row; written when they differ. */
  values: EntityData<E>;
  /** Written only when the row is new (e.g. a creation time the legacy table does not have). */
  onInsert?: EntityData<E>;
  fingerprint?: string | null;
  /** Our row this legacy row takes over when it has no link yet (an account with the same username). */
  adopt?: number;
}

export interface SyncResult {
  /** Legacy id → our id. In a dry run, rows that would be new map to -legacyId. */
  ids: Map<number, number>;
  /** Rows imported by an earlier run whose legacy row is gone now. */
  stale: Link[];
}

export interface RunContext {
  em: EntityManager;
  dryRun: boolean;
  report: ImportReport;
  progress: Progress;
  links: Links;
}

/** Stops the whole import: nothing is written, and the reason is printed. */
export class ImportStop extends Error {}

/**
 * Makes our rows match the planned ones: inserts what is new, updates what differs, leaves equal rows
 * alone (so a second run changes nothing), records the links, and returns the rows gone from the
 * legacy database. With `keepIds`, a legacy id held by a row that did not come from this legacy
 * table stops the import instead of overwriting somebody's row.
 */
export async function syncRows<E extends { id: number }>(
  ctx: RunContext,
  spec: {
    source: string;
    entity: EntityClass<E>;
    keepIds: boolean;
    rows: Planned<E>[];
    /** Every legacy id read, skipped ones included: only ids missing from it are stale. */
    legacyIds: Set<number>;
    populate?: string[];
  },
): Promise<SyncResult> {
  const { em, dryRun, report } = ctx;
  const counts = report.table(spec.source);
  const links = await ctx.links.load(spec.source);
  const targetOf = (p: Planned<E>) => (spec.keepIds ? p.id! : (links.get(p.legacyId)?.targetId ?? p.adopt));
  const wanted = spec.rows.map(targetOf).filter((id): id is number => id !== undefined);
  const existing = new Map<number, E>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const found = await em.find(spec.entity, { id: { $in: wanted.slice(i, i + 1000) } } as never, { populate: (spec.populate ?? []) as never });
    for (const e of found) existing.set(e.id, e);
  }

  if (spec.keepIds) {
    const linked = new Set([...links.values()].map((l) => l.targetId));
    const taken = [...existing.keys()].filter((id) => !linked.has(id));
    if (taken.length) {
      throw new ImportStop(
        `${spec.source}: ${taken.length} legacy id(s) (${taken.slice(0, 10).map((id) => `#${id}`).join(', ')}${taken.length > 10 ? ', ...' : ''}) ` +
          `are already used here by rows that did not come from the legacy database. The import keeps legacy ids, so it ` +
          `needs a database without such rows (start it with SEED_DEMO=false), or --replace-demo to delete the demo content first.`,
      );
    }
  }

  const created: { planned: Planned<E>; entity: E }[] = [];
  const ids = new Map<number, number>();
  for (const p of spec.rows) {
    const id = targetOf(p);
    const row = id === undefined ? undefined : existing.get(id);
    if (row) {
      const changed = Object.entries(defined(p.values)).filter(([k, v]) => !same((row as Record<string, unknown>)[k], v));
      if (changed.length) {
        counts.updated++;
        if (!dryRun) em.assign(row, Object.fromEntries(changed) as never);
      } else {
        counts.unchanged++;
      }
      ids.set(p.legacyId, row.id);
    } else {
      counts.inserted++;
      if (dryRun) {
        ids.set(p.legacyId, spec.keepIds ? p.id! : -p.legacyId);
      } else {
        const data = { ...(p.onInsert ?? {}), ...defined(p.values), ...(spec.keepIds ? { id: p.id } : {}) } as RequiredEntityData<E>;
        created.push({ planned: p, entity: em.create(spec.entity, data) });
      }
    }
  }
  if (!dryRun) {
    await em.flush();
    for (const c of created) ids.set(c.planned.legacyId, c.entity.id);
    await ctx.links.save(spec.source, spec.rows.map((p) => ({ legacyId: p.legacyId, targetId: ids.get(p.legacyId)!, fingerprint: p.fingerprint ?? null })));
  }
  // Later flushes (each stored picture flushes) must not re-inspect thousands of rows already written.
  em.clear();
  const stale = [...links.values()].filter((l) => !spec.legacyIds.has(l.legacyId));
  return { ids, stale };
}

/** The values a legacy row really has: an undefined one leaves ours as it is. */
function defined(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Equality as the database sees it: references by id, dates by instant, NULL and undefined alike. */
function same(a: unknown, b: unknown): boolean {
  return norm(a) === norm(b);
}

function norm(v: unknown): unknown {
  if (v instanceof Date) return `date:${v.getTime()}`;
  if (v && typeof v === 'object' && 'id' in v) return `ref:${String((v as { id: unknown }).id)}`;
  return v ?? null;
}
