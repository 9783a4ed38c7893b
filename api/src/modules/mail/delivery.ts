import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import nodemailer, { type Transporter } from 'nodemailer';
import { every, type Periodic, type PeriodicOptions } from '../../shared/periodic.js';
import { OutboxMail, OutboxStatus } from './outbox.entity.js';
import { hideSecrets } from './outbox.js';

export const MAX_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min ... capped at 6 h between tries. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/**
 * Delivers due outbox mails with nodemailer when SMTP_URL is set. Rows are claimed with
 * FOR UPDATE SKIP LOCKED so several app instances never send the same mail twice.
 */
export class MailDelivery {
  private readonly transport: Transporter;
  private rounds?: Periodic;
  /** Attempts by this process since it started (for the metrics). */
  readonly attempts = { sent: 0, failed: 0 };

  constructor(private readonly orm: MikroORM, smtpUrl: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
  }

  async deliverDue(limit = 20): Promise<{ sent: number; failed: number }> {
    const em = this.orm.em.fork() as EntityManager;
    let sent = 0;
    let failed = 0;
    await em.transactional(async (tx) => {
      const due = await tx.find(OutboxMail, { status: OutboxStatus.PENDING, nextAttemptAt: { $lte: new Date() } }, {
        orderBy: { id: 'asc' }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE /* FOR UPDATE SKIP LOCKED */,
      });
      for (const mail of due) {
        mail.attempts += 1;
        try {
          await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers ?? undefined });
          mail.status = OutboxStatus.SENT;
          mail.sentAt = new Date();
          mail.text = hideSecrets(mail.text);
          mail.lastError = null;
          sent++;
        } catch (e) {
          mail.lastError = (e as Error).message.slice(0, 500);
          if (mail.attempts >= MAX_ATTEMPTS) mail.status = OutboxStatus.FAILED;
          else mail.nextAttemptAt = new Date(Date.now() + backoffMs(mail.attempts));
          failed++;
        }
      }
    });
    this.attempts.sent += sent;
    this.attempts.failed += failed;
    return { sent, failed };
  }

  start(opts: PeriodicOptions, intervalMs = 15_000): void {
    this.rounds = every(intervalMs, 'mail', () => this.deliverDue(), opts);
  }

  async stop(): Promise<void> {
    await this.rounds?.stop();
    this.transport.close();
  }
}
