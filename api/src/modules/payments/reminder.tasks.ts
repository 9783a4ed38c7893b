import { task } from '../../jobs/index.js';

/** Hourly: mails the payment reminders due today (modules/payments/reminders.ts); each goes once. */
export const PAYMENT_REMINDERS = task('payment-reminders');
