import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '../../shared/like.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { orderByOf } from '../../shared/sorting.js';
import { LOG_ENTITY, LogKind } from './log-detail.js';
import { LogEntry } from './log.entity.js';
import type { LogFilter, LogOrder, LogSort } from './log.inputs.js';

/** Sort columns; actions sort in the order of the filter (add, edit, delete). */
const LOG_COLUMNS: Record<LogSort, string> = {
  date: 'created_at',
  user: "f_fold(coalesce(username, ''))",
  action: "case action when 'add' then 0 when 'edit' then 1 else 2 end",
  entity: 'f_fold(entity)',
};

export class LogService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first by default; id breaks ties between rows written in the same millisecond. */
  list(filter: LogFilter, order: LogOrder, page: PageInput): Promise<PageOf<LogEntry>> {
    const where: FilterQuery<LogEntry> = {};
    if (filter.userId) where.userId = filter.userId;
    if (filter.action) where.action = filter.action;
    if (filter.kind) {
      // OTHER: every entity word that is none of ours (the old system's rows).
      where.entity = filter.kind === LogKind.OTHER ? { $nin: Object.values(LOG_ENTITY) } : LOG_ENTITY[filter.kind];
    }
    if (filter.entity?.trim()) where.$and = [{ entity: { $ilike: `%${escapeLike(filter.entity.trim())}%` } }];
    if (filter.from || filter.to) {
      where.createdAt = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) };
    }
    return findPage(this.em, LogEntry, where, orderByOf<LogEntry, LogSort>(LOG_COLUMNS, order), page);
  }

  /** The legacy `/api/logs` list: every row, newest first. */
  all(): Promise<LogEntry[]> {
    return this.em.find(LogEntry, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
