/**
 * What an import did, table by table, and every row it could not take as it was: each one either
 * `fixed` by a stated rule, `merged` into another row, `skipped` (with the legacy values, so nothing is
 * lost), or `removed` (imported earlier, gone from the legacy database since).
 */
export type Outcome = 'fixed' | 'merged' | 'skipped' | 'removed' | 'kept';

export interface ReportEntry {
  table: string;
  id: number | null;
  outcome: Outcome;
  reason: string;
  /** For a skipped row: its legacy values (never a password hash or an image). */
  row?: Record<string, unknown>;
}

/** Per legacy table; read = inserted + updated + unchanged + merged + skipped. */
export interface TableCounts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  merged: number;
  skipped: number;
  removed: number;
}

export interface ReportJson {
  source: string;
  target: string;
  dryRun: boolean;
  startedAt: string;
  finishedAt?: string;
  result: 'completed' | 'dry-run' | 'stopped';
  stopReason?: string;
  tables: Record<string, TableCounts & { fixed: number }>;
  notes: string[];
  entries: ReportEntry[];
}

/** Columns never copied into a report: secrets and megabytes of base64. */
const HIDDEN = new Set(['password', 'imagebase64']);

export class ImportReport {
  private readonly counts = new Map<string, TableCounts>();
  readonly entries: ReportEntry[] = [];
  readonly notes: string[] = [];
  private readonly startedAt = new Date();
  private finishedAt?: Date;
  private result: ReportJson['result'] = 'completed';
  private stopReason?: string;

  constructor(
    readonly source: string,
    readonly target: string,
    readonly dryRun: boolean,
  ) {}

  table(name: string): TableCounts {
    let c = this.counts.get(name);
    if (!c) {
      c = { read: 0, inserted: 0, updated: 0, unchanged: 0, merged: 0, skipped: 0, removed: 0 };
      this.counts.set(name, c);
    }
    return c;
  }

  fixed(table: string, id: number | null, reason: string): void {
    this.entries.push({ table, id, outcome: 'fixed', reason });
  }

  merged(table: string, id: number, reason: string): void {
    this.table(table).merged++;
    this.entries.push({ table, id, outcome: 'merged', reason });
  }

  skipped(table: string, id: number | null, reason: string, row?: Record<string, unknown>): void {
    this.table(table).skipped++;
    this.entries.push({ table, id, outcome: 'skipped', reason, ...(row ? { row: visible(row) } : {}) });
  }

  removed(table: string, id: number, reason: string): void {
    this.table(table).removed++;
    this.entries.push({ table, id, outcome: 'removed', reason });
  }

  /** A row that should have gone but stays (something of ours still uses it). */
  kept(table: string, id: number, reason: string): void {
    this.entries.push({ table, id, outcome: 'kept', reason });
  }

  note(text: string): void {
    this.notes.push(text);
  }

  finish(result: ReportJson['result'], stopReason?: string): void {
    this.result = result;
    this.stopReason = stopReason;
    this.finishedAt = new Date();
  }

  toJSON(): ReportJson {
    const tables: ReportJson['tables'] = {};
    for (const [name, c] of this.counts) {
      // Rows imported after a fix (not reasons: one row may need several fixes).
      const mine = this.entries.filter((e) => e.table === name);
      const merged = new Set(mine.filter((e) => e.outcome === 'merged').map((e) => e.id));
      const fixed = new Set(mine.filter((e) => e.outcome === 'fixed' && !merged.has(e.id)).map((e) => e.id));
      tables[name] = { ...c, fixed: fixed.size };
    }
    return {
      source: this.source,
      target: this.target,
      dryRun: this.dryRun,
      startedAt: this.startedAt.toISOString(),
      finishedAt: this.finishedAt?.toISOString(),
      result: this.result,
      ...(this.stopReason ? { stopReason: this.stopReason } : {}),
      tables,
      notes: this.notes,
      entries: this.entries,
    };
  }

  /** The text printed at the end of a run: a table of counts, then every entry, one per line. */
  toText(): string {
    const json = this.toJSON();
    const lines: string[] = [];
    const head = json.dryRun ? 'Legacy import report (DRY RUN: nothing was written)' : 'Legacy import report';
    lines.push(head, `  from ${json.source}`, `  into ${json.target}`, '');
    const cols = ['read', 'inserted', 'updated', 'unchanged', 'merged', 'skipped', 'removed', 'fixed'] as const;
    const width = Math.max(12, ...Object.keys(json.tables).map((t) => t.length + 2));
    lines.push('table'.padEnd(width) + cols.map((c) => c.padStart(10)).join(''));
    for (const [name, c] of Object.entries(json.tables)) {
      lines.push(name.padEnd(width) + cols.map((k) => String(c[k]).padStart(10)).join(''));
    }
    if (json.entries.length) {
      lines.push('', 'Rows fixed, merged, skipped or removed:');
      for (const e of json.entries) lines.push(`  ${e.table}${e.id === null ? '' : ` #${e.id}`}: ${e.outcome}: ${e.reason}`);
    }
    if (json.notes.length) lines.push('', 'Notes:', ...json.notes.map((n) => `  - ${n}`));
    lines.push('');
    if (json.result === 'stopped') lines.push(`STOPPED, nothing was written: ${json.stopReason}`);
    else if (json.result === 'dry-run') lines.push('Dry run: the report above is what a real run would do; nothing was written.');
    else lines.push('Import completed: everything above was written in one transaction.');
    return lines.join('\n');
  }
}

function visible(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !HIDDEN.has(k.toLowerCase())));
}
