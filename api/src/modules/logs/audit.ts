import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { LogAction, LogEntry } from './log.entity.js';

export { LogAction };

/**
 * Writes one activity-log row on the given EntityManager. Call it inside the same `em.transactional`
 * as the change so both commit or neither does. `details` are words a person reads; never secrets.
 */
export function audit(
  em: EntityManager,
  actor: Actor | null,
  action: LogAction,
  entity: string,
  entityId: number | null,
  details: string,
): void {
  em.persist(
    em.create(LogEntry, {
      userId: actor?.id ?? null,
      username: actor?.username ?? null,
      action,
      entity,
      entityId,
      details: details.slice(0, 2000),
      createdAt: new Date(),
    }),
  );
}

/** "emri: "Turqi" → "Türkiye"; cmimi: 450 → 480" — only the fields that really changed. */
export function describeChanges(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(after)) {
    if (v === undefined) continue;
    const old = before[k];
    if (fmt(old) !== fmt(v)) parts.push(`${k}: ${fmt(old)} → ${fmt(v)}`);
  }
  return parts.length ? parts.join('; ') : 'pa ndryshime';
}

function fmt(v: unknown): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'string') return JSON.stringify(v);
  if (v && typeof v === 'object' && 'id' in v) return `#${String((v as { id: unknown }).id)}`;
  return String(v ?? '—');
}
