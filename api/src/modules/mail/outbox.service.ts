import type { EntityManager } from '@mikro-orm/postgresql';
import { offsetOf, type PageInput, type PageOf } from '../../shared/paging.js';
import { OutboxMail, type OutboxStatus } from './outbox.entity.js';

/** Staff view of the outbox: what went out, what waits, what failed and why. */
export class OutboxService {
  constructor(private readonly em: EntityManager) {}

  async list(page: PageInput, status?: OutboxStatus): Promise<PageOf<OutboxMail>> {
    const [items, total] = await this.em.findAndCount(OutboxMail, status ? { status } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' }, ...offsetOf(page),
    });
    return { items, total, page: page.page, pageSize: page.pageSize };
  }
}
