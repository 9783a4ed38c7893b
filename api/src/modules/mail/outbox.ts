import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMail } from './outbox.entity.js';
import type { MailContent } from './templates.js';

/**
 * Queues a mail on the caller's EntityManager: inside the caller's transaction it commits with the
 * change it reports, and a mail server being down can never fail or undo that change.
 */
export function enqueueMail(em: EntityManager, kind: string, to: string, content: MailContent, headers?: Record<string, string>): void {
  em.persist(em.create(OutboxMail, { kind, to, subject: content.subject, text: content.text, headers: headers ?? null, attachments: content.attachments?.length ? content.attachments : null }));
}

/**
 * A one-time secret in a mail (a password reset link) rides in a link's `#token=` fragment. Staff never
 * read one in the outbox, whoever's account it opens: an admin once used a customer's link to set the
 * customer's password (issue 41), and a staff account's would make an admin an owner. Once a mail is
 * sent nobody needs it stored: the delivery loop scrubs it from the row too.
 */
export function hideSecrets(text: string): string {
  return text.replace(/#token=[A-Za-z0-9_-]+/g, '#token=…');
}
