import { createHash } from 'node:crypto';
import { Fixes, integer } from './clean.js';
import type { LegacyRow } from './source.js';
import type { RunContext } from './sync.js';

/** A legacy row that cannot be imported: the reason goes into the report with the row's values. */
export class Skip extends Error {}

/**
 * Runs `clean` over every row of a legacy table with its progress bar: rows it returns are planned,
 * rows it skips (or that have no usable id) are reported with their values, fixes are reported once
 * per row. Returns the plans and every legacy id read.
 */
export async function cleanRows<P>(
  ctx: RunContext,
  table: string,
  rows: LegacyRow[],
  clean: (row: LegacyRow, id: number, fixes: Fixes) => P | Promise<P>,
): Promise<{ planned: P[]; legacyIds: Set<number> }> {
  const counts = ctx.report.table(table);
  counts.read += rows.length;
  const bar = ctx.progress.start(table, rows.length);
  const planned: P[] = [];
  const legacyIds = new Set<number>();
  for (const row of rows) {
    const id = integer(row.id);
    if (id === null) {
      ctx.report.skipped(table, null, 'the row has no usable id', row);
    } else {
      legacyIds.add(id);
      const fixes = new Fixes();
      try {
        planned.push(await clean(row, id, fixes));
        for (const reason of fixes.reasons) ctx.report.fixed(table, id, reason);
      } catch (e) {
        if (!(e instanceof Skip)) throw e;
        ctx.report.skipped(table, id, e.message, row);
      }
    }
    bar.tick();
  }
  bar.done();
  return { planned, legacyIds };
}

/** A short stable digest of a legacy value (a password hash, an image) to notice when it changes. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(String(value ?? '')).digest('base64url').slice(0, 32);
}
