import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { mailResetLink } from './password-reset.service.js';

/** Requests handled per transaction. */
const BATCH = 20;

/**
 * The reset requests recorded by `requestPasswordReset` (table password_reset_requests), turned into
 * links and mails right after the answer has gone (issue 41: doing it in the request made a known
 * address 5 ms slower than an unknown one). Any instance takes any request (FOR UPDATE SKIP LOCKED);
 * a request left by a crash is taken at the next nudge. Built once per app (services.ts).
 */
export class ResetRequestQueue {
  private running?: Promise<void>;
  private again = false;

  constructor(private readonly orm: MikroORM, private readonly publicUrl: string, private readonly warn: (err: unknown) => void = () => {}) {}

  /** Takes the waiting requests soon, after the current request's answer is written (a later turn of the event loop). */
  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.drain())
      .catch((err: unknown) => this.warn(err))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Resolves once no round is under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const taken = await this.orm.em.fork().transactional(async (em) => {
        const rows = await (em as EntityManager).execute<{ id: string; email: string }[]>(
          `delete from password_reset_requests where id in (select id from password_reset_requests order by id limit ? for update skip locked) returning id, email`,
          [BATCH]);
        for (const { email } of rows) await mailResetLink(em as EntityManager, email, this.publicUrl);
        return rows.length;
      });
      if (taken < BATCH) return;
    }
  }
}
