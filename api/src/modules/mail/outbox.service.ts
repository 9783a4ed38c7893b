import type { EntityManager } from '@mikro-orm/postgresql';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { OutboxMail, type OutboxStatus } from './outbox.entity.js';
import { hideSecrets, SECRET_KINDS } from './outbox.js';

/** Staff view of the outbox: what went out, what waits, what failed and why. */
export class OutboxService {
  constructor(private readonly em: EntityManager) {}

  async list(page: PageInput, status?: OutboxStatus): Promise<PageOf<OutboxMail>> {
    const found = await findPage(this.em, OutboxMail, status ? { status } : {}, { createdAt: 'desc', id: 'desc' }, page);
    // A copy, never the managed row: a later flush in this request must not write the hidden text back.
    const items = found.items.map((m) => (SECRET_KINDS.has(m.kind) ? ({ ...m, text: hideSecrets(m.text) } as OutboxMail) : m));
    return { ...found, items };
  }
}
