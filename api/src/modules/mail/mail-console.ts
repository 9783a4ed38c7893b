import type { EventArgs, EventSubscriber, MikroORM } from '@mikro-orm/core';
import { boxed } from '../../shared/announce.js';
import type { Logger } from '../../shared/logger.js';
import { OutboxMail } from './outbox.entity.js';

/**
 * Without SMTP_URL outside production, every mail is also printed when it is queued, link included:
 * a developer finishes a password reset or reads a booking mail without a mail server (issue 42). On
 * a terminal it is a box; piped (the browser journeys read it), one JSON log line carrying the mail.
 */
export function printQueuedMails(orm: MikroORM, logger: Logger, out: NodeJS.WriteStream = process.stdout): void {
  const subscriber: EventSubscriber<OutboxMail> = {
    getSubscribedEntities: () => [OutboxMail],
    afterCreate({ entity: mail }: EventArgs<OutboxMail>) {
      if (out.isTTY) {
        const head = [`To: ${mail.to}`, `Subject: ${mail.subject}`, `Kind: ${mail.kind}`, ''];
        out.write(`${boxed('Mail (not sent: SMTP_URL is not set)', [...head, ...mail.text.split('\n')])}\n`);
      } else {
        logger.info({ mail: { id: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text } }, 'mail queued (not sent: SMTP_URL is not set)');
      }
    },
  };
  orm.em.getEventManager().registerSubscriber(subscriber);
}
