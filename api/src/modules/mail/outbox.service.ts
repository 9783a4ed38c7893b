import type { EntityManager } from '@mikro-orm/postgresql';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { OutboxMail, type OutboxStatus } from './outbox.entity.js';
import { hideSecrets } from './outbox.js';

/** Staff view of the outbox: what went out, what waits, what failed and why. */
export class OutboxService {
  constructor(private readonly em: EntityManager) {}

  async list(page: PageInput, status?: OutboxStatus): Promise<PageOf<OutboxMail>> {
    const found = await findPage(this.em, OutboxMail, status ? { status } : {}, { createdAt: 'desc', id: 'desc' }, page);
    // Every mail's links, whatever its kind. A copy, never the managed row: a later flush in this request
    // must not write the hidden text back.
    const items = found.items.map((m) => ({ ...m, text: hideSecrets(m.text) }) as OutboxMail);
    return { ...found, items };
  }
}
