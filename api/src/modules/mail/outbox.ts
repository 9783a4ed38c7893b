import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMail } from './outbox.entity.js';
import type { MailContent } from './templates.js';

/**
 * Queues a mail on the caller's EntityManager: inside the caller's transaction it commits with the
 * change it reports, and a mail server being down can never fail or undo that change.
 */
export function enqueueMail(em: EntityManager, kind: string, to: string, content: MailContent, headers?: Record<string, string>): void {
  em.persist(em.create(OutboxMail, { kind, to, subject: content.subject, text: content.text, headers: headers ?? null }));
}

/**
 * A one-time secret in a mail (a password reset link) rides in a link's `#token=` fragment. Staff must
 * not read it in the outbox when it opens a staff account (an admin could otherwise reset an owner's
 * password and become one), and once a mail is sent nobody needs it stored.
 */
export const SECRET_KINDS: ReadonlySet<string> = new Set(['password-reset-staff']);

export function hideSecrets(text: string): string {
  return text.replace(/#token=[A-Za-z0-9_-]+/g, '#token=…');
}
