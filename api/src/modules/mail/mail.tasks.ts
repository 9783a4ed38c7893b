import type { EventSubscriber, MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob, task } from '../../jobs/index.js';
import { OutboxMail } from './outbox.entity.js';

/** Delivers one outbox mail (its row keeps the attempts, the back-off and the last error, ADR 0008). */
export const MAIL_DELIVER = task<{ id: number }>('mail-deliver');
/** Delivers every due mail left without a job (queued before SMTP_URL was set, or by hand in the database). */
export const MAIL_CATCH_UP = task('mail-catch-up');

/** The queue's own retries only cover a failure outside the send (the database); the row counts sends. */
const JOB_ATTEMPTS = 5;

/** Adds (or moves) the job that delivers this mail at its next attempt time, in the caller's transaction. */
export function scheduleDelivery(em: EntityManager, mail: OutboxMail): Promise<void> {
  return addJob(em, MAIL_DELIVER, { id: mail.id }, { key: `mail:${mail.id}`, runAt: mail.nextAttemptAt, maxAttempts: JOB_ATTEMPTS });
}

/**
 * With SMTP_URL set, every mail written to the outbox gets its delivery job in the same transaction
 * (the flush that inserts the row): the mail and its job commit or roll back together.
 */
export function deliverQueuedMails(orm: MikroORM): void {
  const subscriber: EventSubscriber<OutboxMail> = {
    getSubscribedEntities: () => [OutboxMail],
    afterCreate: ({ entity, em }) => scheduleDelivery(em as EntityManager, entity),
  };
  orm.em.getEventManager().registerSubscriber(subscriber);
}
