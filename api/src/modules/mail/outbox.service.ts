import type { EntityManager } from '@mikro-orm/postgresql';
import { findOr404 } from '../../shared/entity-helpers.js';
import { ConflictError } from '../../shared/errors.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import type { Actor } from '../users/actor.js';
import { OutboxMail, OutboxStatus } from './outbox.entity.js';
import { hideSecrets } from './outbox.js';
import { scheduleDelivery } from './mail.tasks.js';

/** Staff view of the outbox: what went out, what waits, what failed and why; a failed mail sent again. */
export class OutboxService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  async list(page: PageInput, status?: OutboxStatus): Promise<PageOf<OutboxMail>> {
    const found = await findPage(this.em, OutboxMail, status ? { status } : {}, { createdAt: 'desc', id: 'desc' }, page);
    return { ...found, items: found.items.map(asStaffSee) };
  }

  /** One mail as staff read it: its whole text, one-time links masked (issue 42). */
  async get(id: number): Promise<OutboxMail> {
    return asStaffSee(await findOr404(this.em, OutboxMail, id, 'Emaili'));
  }

  /**
   * A FAILED mail goes back in the queue as new: due now, its attempts counted from zero, its last
   * error kept until the next try. Its delivery job is added with it (without SMTP it simply waits again).
   */
  resend(id: number): Promise<OutboxMail> {
    return this.em.transactional(async (em) => {
      const mail = await findOr404(em, OutboxMail, id, 'Emaili');
      if (mail.status !== OutboxStatus.FAILED) throw new ConflictError('Vetëm një email që dështoi mund të ridërgohet.');
      mail.status = OutboxStatus.PENDING;
      mail.attempts = 0;
      mail.nextAttemptAt = new Date();
      audit(em, this.actor, LogAction.EDIT, LogKind.MAIL, mail.id, {
        subject: `${mail.subject} → ${mail.to}`, changes: [{ field: 'status', from: OutboxStatus.FAILED, to: OutboxStatus.PENDING }],
      });
      await scheduleDelivery(em, mail);
      await em.flush();
      return asStaffSee(mail);
    });
  }
}

/**
 * A copy with every one-time link masked, for every account (an admin could otherwise finish a
 * customer's password reset, or an owner's and become one). Never the managed row: a later flush in
 * this request must not write the masked text back, or the mail would go out without its link.
 */
function asStaffSee(mail: OutboxMail): OutboxMail {
  const text = hideSecrets(mail.text);
  return text === mail.text ? mail : ({ ...mail, text } as OutboxMail);
}
