import type { MailDelivery } from '../modules/mail/delivery.js';
import { MAIL_CATCH_UP, MAIL_DELIVER } from '../modules/mail/mail.tasks.js';
import { sweepOrphanMedia } from '../modules/media/media-sweep.js';
import { MEDIA_SWEEP } from '../modules/media/media.tasks.js';
import { expireOption, offerAround, offerFlightAround, sweepBookings, type BookingRules } from '../modules/reservations/booking-lifecycle.js';
import { BOOKINGS_SWEEP, EXPIRE_OPTION, FLIGHT_SEATS_OFFER, WAITLIST_OFFER } from '../modules/reservations/booking.tasks.js';
import { PAYMENT_REMINDERS } from '../modules/payments/reminder.tasks.js';
import { sendPaymentReminders, type ReminderRules } from '../modules/payments/reminders.js';
import { todayLocal } from '../shared/local-date.js';
import { every, on, type RegisteredTask } from './task.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOCUMENTS_REFRESH } from '../modules/documents/document.tasks.js';
import { refreshDocuments } from '../modules/documents/documents.js';
import type { FactsContext } from '../modules/documents/facts.js';
import type { WebhookSettings } from '../config/webhooks-env.js';
import { deliverWebhook } from '../modules/webhooks/webhook-delivery.js';
import { WEBHOOK_DELIVER } from '../modules/webhooks/webhook.tasks.js';

/** What the handlers need beyond their job's EntityManager (built once by the bootstrap). */
export interface JobDeps {
  /** Absent without SMTP_URL: mails wait in the outbox (dashboard → Outbox). */
  mail?: MailDelivery;
  /** The agency's option and waitlist rules (config). */
  bookings: BookingRules;
  /** When to remind of payments, and the bank account the mails name (config). */
  payments: ReminderRules;
  /** The agency and terms the booking documents print (config). */
  documents: FactsContext;
  /** Where webhooks may go and how long a receiver has to answer (config; absent in tests of other tasks: public HTTPS only, 10 s). */
  webhooks?: WebhookSettings;
}

/**
 * THE list of tasks the queue runs (ADR 0028). Adding one takes three lines:
 *   1. declare it in its module:  `export const EXPIRE_OPTION = task<{ bookingId: number }>('booking-expire-option');`
 *   2. register its handler here: `on(EXPIRE_OPTION, (p, { em }) => expireOption(em, p.bookingId)),`
 *      (a periodic one:          `every(BOOKINGS_SWEEP, '*\/5 * * * *', (_, { em }) => sweepBookings(em)),`)
 *   3. add its job where it is decided, in that transaction:
 *      `await addJob(em, EXPIRE_OPTION, { bookingId }, { runAt, key: \`booking-expire:${bookingId}\` })`.
 * A handler gets an EntityManager of its own; a failure (throw) is retried with back-off and shown to staff.
 * A job may run again after a crash: a handler checks its row's state under a row lock before it acts.
 */
export function jobTasks(deps: JobDeps): RegisteredTask[] {
  return [
    on(MAIL_DELIVER, (p) => deps.mail?.deliverOne(p.id) ?? Promise.resolve()),
    every(MAIL_CATCH_UP, '* * * * *', () => deps.mail?.deliverDue() ?? Promise.resolve()),
    every(MEDIA_SWEEP, '17 * * * *', (_, { em }) => sweepOrphanMedia(em)),
    on(EXPIRE_OPTION, (p, { em }) => expireOption(em, p.bookingId, deps.bookings)),
    on(WAITLIST_OFFER, (p, { em }) => offerAround(em, p.packageId, deps.bookings)),
    on(FLIGHT_SEATS_OFFER, (p, { em }) => offerFlightAround(em, p.flightId, deps.bookings)),
    every(BOOKINGS_SWEEP, '* * * * *', (_, { em }) => sweepBookings(em, deps.bookings)),
    // Hourly in the agency's daytime (UTC 06-18), so a reminder never lands at night; each one is sent once.
    on(DOCUMENTS_REFRESH, (p, { em }) => em.transactional((tx) => refreshDocuments(tx as EntityManager, p.reservationId, deps.documents))),
    on(WEBHOOK_DELIVER, (p, { em }) => deliverWebhook(em, p.deliveryId, deps.webhooks ?? { allowLocalHttp: false, timeoutMs: 10_000 })),
    every(PAYMENT_REMINDERS, '23 6-18 * * *', (_, { em }) => sendPaymentReminders(em, deps.payments, todayLocal())),
  ];
}
