import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

/** The ledger (issue 44): a schedule per booking, payments that confirm, reversals, refunds by the terms. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_CONCURRENCY: '0' });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id reference status } }';
const MONEY = `query($id: Int!) { reservation(id: $id) { status expiresAt payment { totalCents paidCents outstandingCents nextDueDate nextDueCents overdue paidInFull
  refundOwedCents cancellationFeeCents stages { seq kind amountCents dueDate paidCents state } } payments { id kind method amountCents reversesId createdByName } } }`;
const PAY = 'mutation($i: PaymentInput!) { recordPayment(input: $i) { id status payment { paidCents } } }';
const REFUND = 'mutation($i: PaymentInput!) { recordRefund(input: $i) { id payment { paidCents refundOwedCents } } }';
const REVERSE = 'mutation($id: Int!, $r: String!) { reversePayment(id: $id, reason: $r) { id payment { paidCents } } }';

const today = () => todayLocal();
async function booking(days: number, adults = 2, terms?: Record<string, unknown>) {
  const dep = addDays(todayLocal(), days);
  const pkg = await createPackage(t, { dataNisjes: dep, dataKthimit: addDays(dep, 7) });
  if (terms) await gql(await t.loginAs(Role.ADMIN), 'mutation($id: Int!, $t: PackageTermsInput!) { setPackageTerms(packageId: $id, terms: $t) { id } }', { id: pkg.id, t: terms });
  const customer = await t.loginAs(Role.USER);
  const res = await gql(customer, BOOK, { i: { packageId: pkg.id, adults, travellerNames: Array.from({ length: adults }, (_, i) => `Arta Berisha${'ABC'[i]}`) } });
  return { ...(res.body.data.bookPackage as { id: number; reference: string; status: string }), customer, departure: dep };
}
const money = async (agent: Agent, id: number) => (await gql(agent, MONEY, { id })).body.data.reservation;
const pay = (agent: Agent, reservationId: number, amountCents: number, extra: Record<string, unknown> = {}) =>
  gql(agent, PAY, { i: { reservationId, amountCents, method: 'CASH', paidOn: today(), payer: 'Arta Berisha', receiptNo: 'K-1', ...extra } });

describe('a booking\'s schedule', () => {
  it('is a 30% deposit due by the option\'s last day and the balance 21 days before departure, adding up to the total', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const b = await booking(60);
    const read = await money(admin, b.id);
    const m = read.payment;
    const held = todayLocal(new Date(read.expiresAt));
    expect(held > today()).toBe(true);
    expect(m.totalCents).toBe(100_000);
    expect(m.stages).toEqual([
      { seq: 1, kind: 'DEPOSIT', amountCents: 30_000, dueDate: held, paidCents: 0, state: 'DUE' },
      { seq: 2, kind: 'BALANCE', amountCents: 70_000, dueDate: addDays(b.departure, -21), paidCents: 0, state: 'DUE' },
    ]);
    expect(m).toMatchObject({ paidCents: 0, outstandingCents: 100_000, nextDueDate: held, nextDueCents: 30_000, overdue: false, paidInFull: false });
  });

  it('takes a package\'s fixed deposit per traveller in place of the percent', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const b = await booking(60, 2, { depositPerPersonCents: 12_500 });
    expect((await money(admin, b.id)).payment.stages.map((s: { kind: string; amountCents: number }) => [s.kind, s.amountCents])).toEqual([['DEPOSIT', 25_000], ['BALANCE', 75_000]]);
  });

  it('is everything at once, by the option\'s last day, when departure is closer than the balance day', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const b = await booking(15);
    const read = await money(admin, b.id);
    expect(read.payment.stages).toEqual([{ seq: 1, kind: 'FULL', amountCents: 100_000, dueDate: todayLocal(new Date(read.expiresAt)), paidCents: 0, state: 'DUE' }]);
  });
});

describe('the ledger', () => {
  it('confirms an option once its deposit is paid, in parts, and marks it paid in full at the total', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const b = await booking(60);
    expect((await pay(admin, b.id, 10_000)).body.data.recordPayment).toMatchObject({ status: 'OPTION', payment: { paidCents: 10_000 } });
    expect((await pay(admin, b.id, 20_000, { method: 'BANK_TRANSFER' })).body.data.recordPayment).toMatchObject({ status: 'CONFIRMED', payment: { paidCents: 30_000 } });
    const m = await money(admin, b.id);
    expect(m.payment.stages[0]).toMatchObject({ state: 'PAID', paidCents: 30_000 });
    expect(m.payment).toMatchObject({ nextDueCents: 70_000, nextDueDate: addDays(b.departure, -21) });
    await pay(admin, b.id, 70_000);
    expect((await money(admin, b.id)).payment).toMatchObject({ paidInFull: true, outstandingCents: 0, nextDueDate: null });
    // The customer sees the same money on their own booking, and the activity log has each entry.
    const mine = (await gql(b.customer, '{ myReservations { id payment { paidCents paidInFull } } }')).body.data.myReservations.find((r: { id: number }) => r.id === b.id);
    expect(mine.payment).toEqual({ paidCents: 100_000, paidInFull: true });
    const { rows } = await t.pool.query<{ details: string }>(`select details from logs where entity_id = $1 and entity = 'Rezervim' order by id`, [b.id]);
    const log = rows.map((r) => r.details).join('\n');
    for (const part of ['100.00 € (CASH)', '200.00 € (BANK_TRANSFER)', '700.00 € (CASH)', 'depozita u pagua']) expect(log).toContain(part);
  });

  it('counts two payments sent at once, both (the booking is locked while its money changes)', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const b = await booking(60);
    const results = await Promise.all([pay(admin, b.id, 15_000), pay(admin, b.id, 15_000)]);
    for (const r of results) expect(r.body.errors).toBeUndefined();
    expect((await money(admin, b.id))).toMatchObject({ status: 'CONFIRMED', payment: { paidCents: 30_000 } });
  });

  it('is never changed: a reversal undoes an entry once, and the database refuses an edit or a delete', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const b = await booking(60);
    await pay(admin, b.id, 12_345);
    const [entry] = (await money(admin, b.id)).payments;
    expect((await gql(admin, REVERSE, { id: entry.id, r: '' })).body.errors[0].extensions.fields.reason).toBeTruthy();
    expect((await gql(admin, REVERSE, { id: entry.id, r: 'Shuma e gabuar' })).body.data.reversePayment.payment.paidCents).toBe(0);
    expect((await gql(admin, REVERSE, { id: entry.id, r: 'Përsëri' })).body.errors[0].extensions.rules.id.code).toBe('PAYMENT_REVERSED');
    const entries = (await money(admin, b.id)).payments;
    expect(entries.map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents])).toEqual([['PAYMENT', 12_345], ['REVERSAL', -12_345]]);
    expect((await gql(admin, REVERSE, { id: entries[1].id, r: 'Kthe kthimin' })).body.errors[0].extensions.rules.id.code).toBe('PAYMENT_IS_REVERSAL');
    await expect(t.pool.query('update payments set amount_cents = 1 where id = $1', [entry.id])).rejects.toThrow(/append-only/);
    await expect(t.pool.query('delete from payments where id = $1', [entry.id])).rejects.toThrow(/append-only/);
  });

  it('refuses bad input naming the field, and refuses a customer', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const b = await booking(60);
    expect((await pay(admin, b.id, 0)).body.errors[0].extensions.fields.amountCents).toBeTruthy();
    expect((await pay(admin, b.id, 100, { paidOn: addDays(today(), 1) })).body.errors[0].extensions.fields.paidOn).toBeTruthy();
    expect((await pay(admin, 999_999, 100)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await pay(b.customer, b.id, 100)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('a cancellation\'s refund', () => {
  it('is all the money before the free-cancellation day, and the money less the agency\'s fee after it', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const early = await booking(60);
    await pay(admin, early.id, 30_000);
    await gql(admin, 'mutation($id: Int!) { setReservationStatus(id: $id, status: CANCELLED, reason: "Klienti anuloi") { status } }', { id: early.id });
    expect((await money(admin, early.id)).payment).toMatchObject({ cancellationFeeCents: 0, refundOwedCents: 30_000, outstandingCents: 0 });
    expect((await gql(admin, REFUND, { i: { reservationId: early.id, amountCents: 40_000, method: 'CASH', paidOn: today() } })).body.errors[0].extensions.rules.amountCents.code)
      .toBe('REFUND_ABOVE_PAID');
    expect((await gql(admin, REFUND, { i: { reservationId: early.id, amountCents: 30_000, method: 'BANK_TRANSFER', paidOn: today() } })).body.data.recordRefund.payment)
      .toEqual({ paidCents: 0, refundOwedCents: 0 });

    // Past the free-cancellation day (the booking says when it was): 30% of the total is kept.
    const late = await booking(60);
    await pay(admin, late.id, 50_000);
    await t.pool.query('update reservations set free_cancellation_until = $2 where id = $1', [late.id, addDays(today(), -1)]);
    await gql(admin, 'mutation($id: Int!) { setReservationStatus(id: $id, status: CANCELLED, reason: "Klienti anuloi vonë") { status } }', { id: late.id });
    expect((await money(admin, late.id)).payment).toMatchObject({ cancellationFeeCents: 30_000, refundOwedCents: 20_000 });
  });
});
