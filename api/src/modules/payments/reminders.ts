import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { daysBetween } from '../../shared/local-date.js';
import { enqueueMail } from '../mail/outbox.js';
import { paymentReminder, type StageKind } from '../mail/reminder-templates.js';
import { mailLang } from '../users/account-mails.js';

/** What the reminders read of the configuration. */
export type ReminderRules = Pick<Config, 'paymentReminderDays' | 'bank' | 'agencyPhone'>;

/** `payment_reminders.days_before` of the one reminder sent after a due date passed unpaid. */
export const OVERDUE = -1;

/** An overdue reminder goes the day after the due date, or within this many days when runs were missed; never out of the blue later. */
export const OVERDUE_WINDOW_DAYS = 7;

/**
 * The reminder a stage is owed today: the smallest configured day count that its due date is within
 * (so a run that was missed catches up with the nearest one, never with a stale earlier one), or the
 * overdue reminder once the date has passed (within the window); null when the date is further off
 * than any count, or when reminders are off (no day counts).
 */
export function reminderFor(daysLeft: number, days: readonly number[]): number | null {
  if (!days.length || daysLeft < -OVERDUE_WINDOW_DAYS) return null;
  if (daysLeft < 0) return OVERDUE;
  const within = days.filter((n) => n >= daysLeft);
  return within.length ? Math.min(...within) : null;
}

interface Candidate { stageId: number; reservationId: number; daysBefore: number }

/**
 * Stages of live bookings (OPTION, CONFIRMED) that money paid does not yet cover (paid money fills the
 * stages in order) and that are owed a reminder they were not sent (`reminderFor`, in SQL). Never
 * reminded: a stage due on the day of booking (the deposit), and an option's first stage, the payment
 * that confirms it: the option's own lapse, announced in its mail, governs that one (a waitlisted
 * party offered seats owes its deposit on the day of the offer).
 */
const CANDIDATES = `
  select s.id as "stageId", s.reservation_id as "reservationId", d.days_before as "daysBefore"
  from payment_stages s
  join reservations r on r.id = s.reservation_id
  cross join lateral (select case when s.due_date < ?::date then ${OVERDUE}
      else (select min(n) from unnest(?::int[]) n where n >= s.due_date - ?::date) end as days_before) d
  where r.status in ('OPTION', 'CONFIRMED')
    and d.days_before is not null
    and s.due_date >= ?::date - ${OVERDUE_WINDOW_DAYS}
    and s.amount_cents > 0
    and s.due_date > (r.created_at at time zone 'Europe/Belgrade')::date
    and not (r.status = 'OPTION' and s.seq = 1)
    and r.paid_cents < (select sum(p.amount_cents) from payment_stages p where p.reservation_id = s.reservation_id and p.seq <= s.seq)
    and not exists (select 1 from payment_reminders pr where pr.stage_id = s.id and pr.days_before = d.days_before)
  order by s.due_date, s.id
  limit ?`;

/** The stage and its booking read again under the booking's row lock: a payment or a cancel either came first or waits. */
const LOCKED = `
  select r.status, r.paid_cents as "paidCents", r.reference, r.title, r.departure_date::text as "departureDate", r.user_name as "userName",
    u.email, u.language, s.kind, s.due_date::text as "dueDate", s.amount_cents as "amountCents",
    (select sum(p.amount_cents) from payment_stages p where p.reservation_id = s.reservation_id and p.seq <= s.seq)::int as "coveredCents"
  from reservations r
  join payment_stages s on s.reservation_id = r.id and s.id = ?
  left join users u on u.id = r.user_id
  where r.id = ?
  for share of r`;

interface Locked {
  status: string; paidCents: number; reference: string; title: string; departureDate: string; userName: string;
  email: string | null; language: string | null; kind: StageKind; dueDate: string; amountCents: number; coveredCents: number;
}

/**
 * Mails each customer the payment reminders due `today` (the agency's local date): N days before a
 * stage's due date for each configured N, and once the day after it passed unpaid. Each reminder is
 * recorded (`insert ... on conflict do nothing`) in the transaction that queues its mail, so however
 * often the job runs, and on however many instances at once, a reminder goes out once. Returns how
 * many were sent.
 */
export async function sendPaymentReminders(em: EntityManager, rules: ReminderRules, today: string, batch = 500): Promise<number> {
  // An array literal: knex would spread a JS array into a list of parameters.
  const days = `{${rules.paymentReminderDays.join(',')}}`;
  if (!rules.paymentReminderDays.length) return 0;
  const due = await em.execute<Candidate[]>(CANDIDATES, [today, days, today, today, batch]);
  let sent = 0;
  for (const c of due) if (await remindOnce(em.fork(), c, rules, today)) sent++;
  return sent;
}

async function remindOnce(em: EntityManager, c: Candidate, rules: ReminderRules, today: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const [row] = await tx.execute<Locked[]>(LOCKED, [c.stageId, c.reservationId]);
    // Paid, cancelled or lapsed since the candidates were read; or an account erased: nobody to write to.
    if (!row || !['OPTION', 'CONFIRMED'].includes(row.status) || row.paidCents >= row.coveredCents || !row.email) return false;
    const inserted = await tx.execute<{ stageId: number }[]>(
      'insert into payment_reminders (stage_id, days_before) values (?, ?) on conflict do nothing returning stage_id as "stageId"',
      [c.stageId, c.daysBefore]);
    if (!inserted.length) return false;
    const daysLeft = daysBetween(today, row.dueDate);
    const dueCents = Math.min(row.amountCents, row.coveredCents - row.paidCents);
    const kind = c.daysBefore === OVERDUE ? 'payment-overdue' : 'payment-reminder';
    enqueueMail(tx, kind, row.email, paymentReminder(mailLang(row.language ?? 'sq'), { ...row, dueCents, daysLeft }, {
      today, agencyPhone: rules.agencyPhone, bank: rules.bank,
    }));
    return true;
  });
}
