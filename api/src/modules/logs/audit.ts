import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { LOG_ENTITY, LogKind, type LogChange, type LogDetail } from './log-detail.js';
import { LogAction, LogEntry } from './log.entity.js';

export { LogAction, LogKind };

/** What a service tells the log: the thing's name, its list (its code is kept; its Albanian name only
 * words the `details` text), the fields. Never secrets. */
export interface AuditDetail {
  subject?: string | null;
  list?: { code: string; name: string };
  changes?: LogChange[];
}

/**
 * Writes one activity-log row on the given EntityManager. Call it inside the same `em.transactional`
 * as the change so both commit or neither does.
 */
export function audit(em: EntityManager, actor: Actor | null, action: LogAction, kind: Exclude<LogKind, LogKind.OTHER>, entityId: number | null, detail: AuditDetail): void {
  const entity = LOG_ENTITY[kind];
  const data: LogDetail = { subject: detail.subject ?? null, list: detail.list?.code ?? null, changes: detail.changes ?? [] };
  em.persist(
    em.create(LogEntry, {
      userId: actor?.id ?? null,
      username: actor?.username ?? null,
      action,
      entity,
      entityId,
      details: detailsText(action, entity, entityId, detail).slice(0, 2000),
      detail: data,
      createdAt: new Date(),
    }),
  );
}

/** The fields that really changed, old → new. */
export function describeChanges(before: Record<string, unknown>, after: Record<string, unknown>): LogChange[] {
  const changes: LogChange[] = [];
  for (const [field, v] of Object.entries(after)) {
    if (v === undefined) continue;
    const from = logValue(before[field]);
    const to = logValue(v);
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

/** The facts of an added row (`to` only). */
export function describeValues(values: Record<string, unknown>): LogChange[] {
  return Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([field, v]) => ({ field, to: logValue(v) }));
}

/** A value as the log keeps it: dates as YYYY-MM-DD, a related row by its name, nothing as null. */
export function logValue(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const row = v as { name?: unknown; label?: unknown; id?: unknown };
    return String(row.label ?? row.name ?? `#${String(row.id)}`);
  }
  return String(v);
}

/** The Albanian sentence of the `details` column (the legacy list and rows of other origins show it). */
function detailsText(action: LogAction, entity: string, entityId: number | null, detail: AuditDetail): string {
  const what = [entity, detail.list?.name].filter(Boolean).join(' ');
  const named = detail.subject ? `${what} "${detail.subject}"` : entityId ? `${what} #${entityId}` : what;
  const parts = (detail.changes ?? []).map((c) => (c.from === undefined ? `${c.field}: ${quoted(c.to)}` : `${c.field}: ${quoted(c.from)} → ${quoted(c.to)}`));
  if (action === LogAction.ADD) return `U shtua: ${named}${parts.length ? ` (${parts.join(', ')})` : ''}.`;
  if (action === LogAction.DELETE) return `U fshi: ${named}.`;
  if (action === LogAction.EXPORT) return `U shkarkua: ${named}${parts.length ? ` (${parts.join(', ')})` : ''}.`;
  return `${named}: ${parts.join('; ') || 'pa ndryshime'}`;
}

const quoted = (v: string | null | undefined) => (v === null || v === undefined ? '—' : /^-?\d+(\.\d+)?$|^#\d+$|^\d{4}-\d{2}-\d{2}$/.test(v) ? v : JSON.stringify(v));
