import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { offsetOf, type PageInput, type PageOf } from '../../shared/paging.js';
import { LogEntry } from './log.entity.js';
import type { LogFilter } from './log.inputs.js';

export class LogService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; id breaks ties between rows written in the same millisecond. */
  async list(filter: LogFilter = {}, page: PageInput): Promise<PageOf<LogEntry>> {
    const where: FilterQuery<LogEntry> = {};
    if (filter.userId) where.userId = filter.userId;
    if (filter.action) where.action = filter.action;
    if (filter.entity) where.entity = { $ilike: filter.entity };
    if (filter.from || filter.to) {
      where.createdAt = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) };
    }
    const [items, total] = await this.em.findAndCount(LogEntry, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      ...offsetOf(page),
    });
    return { items, total, page: page.page, pageSize: page.pageSize };
  }

  /** The legacy `/api/logs` list: every row, newest first. */
  all(): Promise<LogEntry[]> {
    return this.em.find(LogEntry, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
