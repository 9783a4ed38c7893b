import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { offerFreedSeats } from '../reservations/booking-lifecycle.js';
import { Role } from '../users/role.js';
import type { JobContext } from '../../jobs/task.js';
import { jobTasks } from '../../jobs/registry.js';
import { factsContext } from '../documents/documents.js';
import { PAYMENT_REMINDERS } from './reminder.tasks.js';
import { recordPayment } from './ledger.js';
import { OVERDUE, OVERDUE_WINDOW_DAYS, reminderFor, sendPaymentReminders } from './reminders.js';

/**
 * Payment reminders (issue 44) with the clock moved: the job's `today` is passed in, the bookings are
 * real (booked through the API), and each run is the job's own function on the real database. The
 * queue runs nothing by itself here (JOBS_CONCURRENCY=0).
 */
let t: TestApp;
const rules = loadConfig({ AGENCY_PHONE: '+383 45 963 828' });
beforeAll(async () => {
  t = await createTestApp({ JOBS_CONCURRENCY: '0' });
});
afterAll(() => t.close());

const em = () => t.orm.em.fork() as EntityManager;
const run = (today: string) => sendPaymentReminders(em(), rules, today);
const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id reference } }';

interface Booked { id: number; reference: string; email: string; depositCents: number; balanceCents: number; balanceDue: string }

/** A customer books two travellers on a departure 60 days out: a deposit due by the option's last day and a balance due 39 days out. */
async function bookTrip(language: 'sq' | 'en' = 'sq', daysOut = 60): Promise<Booked & { customer: Awaited<ReturnType<TestApp['loginAs']>> }> {
  const dep = addDays(todayLocal(), daysOut);
  const pkg = await createPackage(t, { seats: '10', dataNisjes: dep, dataKthimit: addDays(dep, 7) });
  const customer = await t.loginAs(Role.USER);
  const res = await gql(customer, BOOK, { i: { packageId: pkg.id, adults: 2, travellerNames: ['Arta Krasniqi', 'Blerim Krasniqi'] } });
  const { id, reference } = res.body.data.bookPackage as { id: number; reference: string };
  const { rows: [u] } = await t.pool.query<{ email: string; userId: number }>(
    'select u.email, u.id as "userId" from reservations r join users u on u.id = r.user_id where r.id = $1', [id]);
  await t.pool.query('update users set language = $1 where id = $2', [language, u!.userId]);
  // The schedule the booking made: the deposit due by the option's last day, the balance 21 days before departure.
  const { rows: stages } = await t.pool.query<{ kind: string; cents: number; due: string }>(
    `select kind, amount_cents as cents, due_date::text as due from payment_stages where reservation_id = $1 order by seq`, [id]);
  const { rows: [held] } = await t.pool.query<{ day: string }>(`select (expires_at at time zone 'Europe/Belgrade')::date::text as day from reservations where id = $1`, [id]);
  expect(stages.map((st) => [st.kind, st.due])).toEqual([['DEPOSIT', held!.day], ['BALANCE', addDays(dep, -21)]]);
  return { id, reference, email: u!.email, depositCents: stages[0]!.cents, balanceCents: stages[1]!.cents, balanceDue: stages[1]!.due, customer };
}

/** Money in, through the ledger (as staff record it at the office). */
const pay = (id: number, cents: number) =>
  em().transactional((tx) => recordPayment(tx, { reservationId: id, amountCents: cents, method: 'CASH', paidOn: todayLocal() }, null));

const mailsTo = async (to: string) =>
  (await t.pool.query<{ kind: string; subject: string; text: string }>('select kind, subject, text from outbox where "to" = $1 and kind like $2 and kind <> $3 order by id', [to, 'payment-%', 'payment-received'])).rows;
const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;

describe('which reminder a stage is owed', () => {
  it('is the smallest day count its due date is within, the overdue one once passed, none when further off', () => {
    expect(reminderFor(10, [7, 1])).toBeNull();
    expect(reminderFor(7, [7, 1])).toBe(7);
    expect(reminderFor(3, [7, 1])).toBe(7);
    expect(reminderFor(1, [7, 1])).toBe(1);
    expect(reminderFor(0, [7, 1])).toBe(1);
    expect(reminderFor(-1, [7, 1])).toBe(OVERDUE);
    expect(reminderFor(-OVERDUE_WINDOW_DAYS, [7, 1])).toBe(OVERDUE);
    expect(reminderFor(-OVERDUE_WINDOW_DAYS - 1, [7, 1])).toBeNull();
    expect(reminderFor(0, [])).toBeNull();
    expect(reminderFor(-1, [])).toBeNull();
  });
});

describe('payment reminders', () => {
  it('mails the balance 7 days and 1 day before it is due, each once however often the job runs, with the amount, reference and bank details', async () => {
    const b = await bookTrip();
    await run(addDays(b.balanceDue, -8));
    expect(await mailsTo(b.email)).toEqual([]);
    expect(await run(addDays(b.balanceDue, -7))).toBeGreaterThanOrEqual(1);
    await run(addDays(b.balanceDue, -7));
    await run(addDays(b.balanceDue, -5));
    let mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('payment-reminder');
    expect(mails[0]!.subject).toContain(b.reference);
    expect(mails[0]!.text).toContain(`Shuma për t'u paguar: ${euro(b.balanceCents)}`);
    expect(mails[0]!.text).toContain('pas 7 ditësh');
    expect(mails[0]!.text).toContain('IBAN: XK05 1212 0123 4567 8906');
    expect(mails[0]!.text).toContain('SWIFT/BIC: EKOKXKPR');
    expect(mails[0]!.text).toContain(`shënoni numrin e rezervimit ${b.reference}`);
    expect(mails[0]!.text).toContain('Telefoni: +38345963828');

    await run(addDays(b.balanceDue, -1));
    await run(addDays(b.balanceDue, -1));
    await run(addDays(b.balanceDue, 0));
    mails = await mailsTo(b.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('nesër');
    // The deposit, due on the day of booking, was never reminded: both mails are the balance's.
    expect(mails.every((m) => m.text.includes(euro(b.balanceCents)))).toBe(true);
    const { rows } = await t.pool.query('select days_before from payment_reminders r join payment_stages s on s.id = r.stage_id where s.reservation_id = $1 order by days_before desc', [b.id]);
    expect(rows.map((r) => r.days_before)).toEqual([7, 1]);
  });

  it('sends a reminder once when two instances run the job at the same moment', async () => {
    const b = await bookTrip();
    const today = addDays(b.balanceDue, -7);
    const sent = await Promise.all([run(today), run(today), run(today)]);
    expect(sent.reduce((a, n) => a + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(b.email)).toHaveLength(1);
  });

  it('after a run was missed, sends only the nearest reminder, not a stale earlier one', async () => {
    const b = await bookTrip();
    await run(addDays(b.balanceDue, -1));
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('nesër');
    await run(addDays(b.balanceDue, -1));
    expect(await mailsTo(b.email)).toHaveLength(1);
  });

  it('never reminds a booking paid in full; a deposit paid leaves the balance reminded for what is still owed', async () => {
    const paid = await bookTrip();
    await pay(paid.id, paid.depositCents + paid.balanceCents);
    await run(addDays(paid.balanceDue, -7));
    await run(addDays(paid.balanceDue, -1));
    await run(addDays(paid.balanceDue, 1));
    expect(await mailsTo(paid.email)).toEqual([]);

    const part = await bookTrip();
    await pay(part.id, part.depositCents + 5000);
    await run(addDays(part.balanceDue, -7));
    const mails = await mailsTo(part.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(euro(part.balanceCents - 5000));
  });

  it('never reminds a cancelled booking', async () => {
    const b = await bookTrip();
    await gql(b.customer, `mutation { cancelMyReservation(id: ${b.id}) { status } }`).expect(200);
    await run(addDays(b.balanceDue, -7));
    await run(addDays(b.balanceDue, -1));
    await run(addDays(b.balanceDue, 1));
    expect(await mailsTo(b.email)).toEqual([]);
  });

  it('writes in the customer\'s language: English for an English account', async () => {
    const b = await bookTrip('en');
    await run(addDays(b.balanceDue, -7));
    const [mail] = await mailsTo(b.email);
    expect(mail!.subject).toBe(`Payment reminder: ${euro(b.balanceCents)} due on ${englishDate(b.balanceDue)} (booking ${b.reference})`);
    expect(mail!.text).toContain(`Amount due: ${euro(b.balanceCents)}`);
    expect(mail!.text).toContain('in 7 days');
    expect(mail!.text).toContain('IBAN: XK05 1212 0123 4567 8906');
    expect(mail!.text).toContain(`Quote your booking reference ${b.reference}`);
    expect(mail!.text).not.toMatch(/Përshëndetje|Shuma/);
  });

  it('mails once the day after a due date passed unpaid, and never again', async () => {
    const b = await bookTrip();
    await run(addDays(b.balanceDue, 0));
    const before = (await mailsTo(b.email)).length;
    await run(addDays(b.balanceDue, 1));
    await run(addDays(b.balanceDue, 1));
    await run(addDays(b.balanceDue, 4));
    const late = (await mailsTo(b.email)).slice(before);
    expect(late).toHaveLength(1);
    expect(late[0]!.kind).toBe('payment-overdue');
    expect(late[0]!.subject).toBe(`Pagesë me afat të kaluar: rezervimi ${b.reference}`);
    expect(late[0]!.text).toContain(`Shuma e papaguar: ${euro(b.balanceCents)}`);
  });

  it('does not mail a stage long overdue out of the blue (a booking from before the ledger, a job down for weeks)', async () => {
    const b = await bookTrip();
    await run(addDays(b.balanceDue, OVERDUE_WINDOW_DAYS + 1));
    expect(await mailsTo(b.email)).toEqual([]);
  });

  it('leaves an option\'s deposit to its lapse: a waitlisted party offered seats is not reminded of the deposit due by the offer\'s last day', async () => {
    const pkg = await createPackage(t, { seats: '2', dataNisjes: addDays(todayLocal(), 60), dataKthimit: addDays(todayLocal(), 67) });
    const first = await t.loginAs(Role.USER);
    const held = (await gql(first, BOOK, { i: { packageId: pkg.id, adults: 2, travellerNames: ['Arta Krasniqi', 'Blerim Krasniqi'] } })).body.data.bookPackage;
    const second = await t.loginAs(Role.USER);
    const waiting = (await gql(second, BOOK, { i: { packageId: pkg.id, adults: 2, travellerNames: ['Drita Berisha', 'Ermal Berisha'], waitlist: true } })).body.data.bookPackage;
    // It joined the waitlist days ago; today the first party cancels and the seats are offered to it.
    await t.pool.query(`update reservations set created_at = now() - interval '5 days' where id = $1`, [waiting.id]);
    await gql(first, `mutation { cancelMyReservation(id: ${held.id}) { status } }`).expect(200);
    expect(await offerFreedSeats(em(), pkg.id, rules)).toEqual([waiting.id]);
    const { rows: [deposit] } = await t.pool.query<{ due: string; held: string }>(
      `select s.due_date::text as due, (r.expires_at at time zone 'Europe/Belgrade')::date::text as held from payment_stages s join reservations r on r.id = s.reservation_id
       where s.reservation_id = $1 and s.seq = 1`, [waiting.id]);
    expect(deposit!.due).toBe(deposit!.held);
    expect(deposit!.due > todayLocal()).toBe(true);
    await run(todayLocal());
    await run(addDays(todayLocal(), 1));
    const { rows } = await t.pool.query('select 1 from payment_reminders r join payment_stages s on s.id = r.stage_id where s.reservation_id = $1', [waiting.id]);
    expect(rows).toEqual([]);
  });
});

describe('the queue', () => {
  it('runs the reminders hourly in the agency\'s daytime, for the agency\'s today', async () => {
    const reminders = jobTasks({ bookings: rules, payments: rules, documents: factsContext(rules) }).find((task) => task.name === PAYMENT_REMINDERS.name)!;
    expect(reminders.cron).toBe('23 6-18 * * *');
    // Departing in 24 days: the balance is due in 3, so today's run owes the 7-day reminder.
    const b = await bookTrip('sq', 24);
    await reminders.handler({} as never, { em: em() } as JobContext);
    const mails = await mailsTo(b.email);
    expect(mails.map((m) => m.kind)).toEqual(['payment-reminder']);
    expect(mails[0]!.text).toContain('pas 3 ditësh');
  });
});

describe('the agency\'s bank details', () => {
  it('are public on agencyContact, for pages that say how to pay', async () => {
    const res = await gql(t.agent(), '{ agencyContact { bank { name iban swift holder } } }');
    expect(res.body.data.agencyContact.bank).toEqual({ name: 'Banka Ekonomike', iban: 'XK05 1212 0123 4567 8906', swift: 'EKOKXKPR', holder: 'Bani Travel SH.P.K.' });
  });

  it('are checked at start: an IBAN with wrong check digits or a bad list of days is refused, naming the variable', () => {
    expect(() => loadConfig({ AGENCY_BANK_IBAN: 'XK06 1212 0123 4567 8906' })).toThrow(/AGENCY_BANK_IBAN: must be a valid IBAN/);
    expect(() => loadConfig({ PAYMENT_REMINDER_DAYS: '7,x' })).toThrow(/PAYMENT_REMINDER_DAYS: .*not a day count: x/);
    expect(loadConfig({ PAYMENT_REMINDER_DAYS: '1, 14,7,7' }).paymentReminderDays).toEqual([14, 7, 1]);
    expect(loadConfig({ PAYMENT_REMINDER_DAYS: 'none' }).paymentReminderDays).toEqual([]);
    expect(loadConfig({ AGENCY_BANK_IBAN: 'xk051212012345678906', AGENCY_BANK_SWIFT: 'ekok xk pr' }).bank)
      .toMatchObject({ iban: 'XK05 1212 0123 4567 8906', swift: 'EKOKXKPR' });
  });
});

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const englishDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
