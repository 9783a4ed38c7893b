import type { LogEntry } from './log.entity.js';

/** The legacy `/api/logs` row. */
export const toLegacyLog = (l: LogEntry) => ({
  id: l.id, userId: l.userId ?? null, username: l.username ?? null, action: l.action, entity: l.entity,
  entityId: l.entityId ?? null, details: l.details, createdAt: l.createdAt.toISOString(),
});
