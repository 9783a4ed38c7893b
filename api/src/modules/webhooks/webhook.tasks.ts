import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob, task } from '../../jobs/index.js';

/** One delivery's next attempt (ADR 0043); the delivery row keeps its own schedule, as the mail outbox does. */
export const WEBHOOK_DELIVER = task<{ deliveryId: number }>('webhook-deliver');

/** The delivery's attempt at `at`, in the caller's transaction (one waiting job per delivery). */
export function scheduleWebhook(em: EntityManager, deliveryId: number, at?: Date): Promise<void> {
  // The handler records a failure and schedules the next attempt itself; the queue's own retries only
  // cover a crash of the handler (a lost database connection), hence a few.
  return addJob(em, WEBHOOK_DELIVER, { deliveryId }, { key: `webhook:${deliveryId}`, runAt: at, maxAttempts: 3 });
}
