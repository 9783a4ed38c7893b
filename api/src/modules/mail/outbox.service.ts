import type { EntityManager } from '@mikro-orm/postgresql';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { OutboxMail, type OutboxStatus } from './outbox.entity.js';

/** Staff view of the outbox: what went out, what waits, what failed and why. */
export class OutboxService {
  constructor(private readonly em: EntityManager) {}

  list(page: PageInput, status?: OutboxStatus): Promise<PageOf<OutboxMail>> {
    return findPage(this.em, OutboxMail, status ? { status } : {}, { createdAt: 'desc', id: 'desc' }, page);
  }
}
