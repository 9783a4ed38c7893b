import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import nodemailer, { type Transporter } from 'nodemailer';
import { scheduleDelivery } from './mail.tasks.js';
import { OutboxMail, OutboxStatus } from './outbox.entity.js';
import { hideSecrets } from './outbox.js';
import type { AttachmentRef } from '../documents/attachment.js';

/** Turns a mail's attachment references into files (documents/documents.ts attachmentFiles). */
export type MailFiles = (em: EntityManager, refs: AttachmentRef[]) => Promise<{ filename: string; content: Buffer; contentType: string }[]>;

export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min ... capped at 6 h between tries. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/**
 * Delivers outbox mails with nodemailer when SMTP_URL is set, from the job queue (mail.tasks.ts): one
 * job per mail, and a periodic catch-up of due mails. A row is claimed with FOR UPDATE SKIP LOCKED
 * and marked in the same transaction, so two workers never send the same mail twice.
 */
export class MailDelivery {
  private readonly transport: Transporter;
  /** Attempts by this process since it started (for the metrics). */
  readonly attempts = { sent: 0, failed: 0 };

  /**
   * `files`: the documents a mail names (issue 45), made or found in the delivery's transaction; a
   * document that cannot be made fails this try like a refused send, and the mail waits for the next.
   */
  constructor(private readonly orm: MikroORM, smtpUrl: string, private readonly from: string, private readonly files?: MailFiles) {
    this.transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
  }

  /** The job of one mail: sends it if it is still waiting and due; a failed try schedules the next. */
  async deliverOne(id: number): Promise<void> {
    await (this.orm.em.fork() as EntityManager).transactional(async (tx) => {
      const mail = await tx.findOne(OutboxMail, { id, status: OutboxStatus.PENDING }, { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
      if (!mail) return;
      if (mail.nextAttemptAt.getTime() <= Date.now()) await this.attempt(tx, mail);
      if (mail.status === OutboxStatus.PENDING) await scheduleDelivery(tx, mail);
    });
  }

  /** Every due mail (the periodic catch-up; tests call it directly). */
  async deliverDue(limit = 20): Promise<{ sent: number; failed: number }> {
    const em = this.orm.em.fork() as EntityManager;
    const round = { sent: 0, failed: 0 };
    await em.transactional(async (tx) => {
      const due = await tx.find(OutboxMail, { status: OutboxStatus.PENDING, nextAttemptAt: { $lte: new Date() } }, {
        orderBy: { id: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE /* FOR UPDATE SKIP LOCKED */,
      });
      for (const mail of due) round[await this.attempt(tx, mail)]++;
    });
    return round;
  }

  /** One try of a claimed row: SENT (its one-time links scrubbed), or the next attempt time, or FAILED after the last. */
  private async attempt(tx: EntityManager, mail: OutboxMail): Promise<'sent' | 'failed'> {
    mail.attempts += 1;
    try {
      // In a savepoint: a document that fails leaves the delivery's transaction able to record the failed try.
      const attachments = mail.attachments?.length && this.files ? await tx.transactional((inner) => this.files!(inner as EntityManager, mail.attachments!)) : undefined;
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers ?? undefined, attachments });
      mail.status = OutboxStatus.SENT;
      mail.sentAt = new Date();
      mail.text = hideSecrets(mail.text);
      mail.lastError = null;
      this.attempts.sent++;
      return 'sent';
    } catch (e) {
      mail.lastError = (e as Error).message.slice(0, 500);
      if (mail.attempts >= MAX_ATTEMPTS) mail.status = OutboxStatus.FAILED;
      else mail.nextAttemptAt = new Date(Date.now() + backoffMs(mail.attempts));
      this.attempts.failed++;
      return 'failed';
    }
  }

  stop(): void {
    this.transport.close();
  }
}
