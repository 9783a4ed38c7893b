import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let customer: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.OWNER);
  customer = await t.loginAs(Role.USER);
});
afterAll(() => t.close());

const today = todayLocal();
// Days of their own, long past (money is recorded on today or before), so their sums are exactly this file's.
const day1 = addDays(today, -400);
const day2 = addDays(today, -399);
const q = async <T>(sql: string, params: unknown[] = []) => (await t.pool.query(sql, params)).rows as T[];

async function book(): Promise<{ id: number; reference: string; total: number }> {
  const pkg = await createPackage(t);
  const res = await gql(customer, 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id reference } }', { i: { packageId: pkg.id } });
  const r = res.body.data.reservePackage as { id: number; reference: string };
  const [row] = await q<{ total: number }>('select total_cents as total from reservations where id = $1', [r.id]);
  return { ...r, total: row!.total };
}

/** Money in as staff record it (the core's recordPayment); answers the new entry's id. */
async function pay(reservationId: number, amountCents: number, method = 'CASH', paidOn = today): Promise<number> {
  const res = await gql(admin, 'mutation($i: PaymentInput!) { recordPayment(input: $i) { payments { id } } }', { i: { reservationId, amountCents, method, paidOn } });
  expect(res.body.errors).toBeUndefined();
  return Math.max(...res.body.data.recordPayment.payments.map((p: { id: number }) => p.id));
}

const csvOf = async (query: string) => {
  const res = await admin.get(`/api/reports/money.csv?${query}`).expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
  return { disposition: res.headers['content-disposition'] as string, rows: parse(res.text, { columns: true, bom: true }) as Record<string, string>[] };
};

const REPORT = `query($p: MoneyPeriodInput) { moneyReport(period: $p) {
  period { from to }
  received(page: { pageSize: 100 }) { total items { day method receivedCents refundedCents reversedCents netCents entries } }
  receivedByMethod { method netCents } receivedTotal { receivedCents netCents entries }
  outstanding(page: { pageSize: 100 }) { total items { reservationId reference outstandingCents paidCents totalCents nextDueDate nextDueCents } } outstandingTotalCents
  refunds(page: { pageSize: 100 }) { total items { reservationId feeCents paidCents refundOwedCents } } refundsTotalCents } }`;
const report = async (p?: Record<string, string>) => (await gql(admin, REPORT, { p })).body.data.moneyReport;

describe('the money report (issue 44, item 5)', () => {
  it('sums the money received per day and method, refunds and reversals as such, and exports it as CSV in euros', async () => {
    const a = await book();
    const b = await book();
    await pay(a.id, 12_345, 'CASH', day1);
    await pay(b.id, 20_000, 'BANK_TRANSFER', day1);
    const card = await pay(a.id, 5_000, 'CARD', day2);
    await pay(a.id, 700, 'CARD', day2);
    // A card payment reversed (an entry of its own, on the day it is undone) and a refund paid back.
    const reversed = await gql(admin, `mutation { reversePayment(id: ${card}, reason: "Kartela u refuzua nga banka.") { id } }`);
    expect(reversed.body.errors).toBeUndefined();
    const refund = await gql(admin, 'mutation($i: PaymentInput!) { recordRefund(input: $i) { id } }', { i: { reservationId: b.id, amountCents: 1_500, method: 'BANK_TRANSFER', paidOn: today } });
    expect(refund.body.errors).toBeUndefined();

    const r = await report({ from: day1, to: day2 });
    expect(r.period).toEqual({ from: day1, to: day2 });
    expect(r.received.items).toEqual([
      { day: day1, method: 'BANK_TRANSFER', receivedCents: 20_000, refundedCents: 0, reversedCents: 0, netCents: 20_000, entries: 1 },
      { day: day1, method: 'CASH', receivedCents: 12_345, refundedCents: 0, reversedCents: 0, netCents: 12_345, entries: 1 },
      { day: day2, method: 'CARD', receivedCents: 5_700, refundedCents: 0, reversedCents: 0, netCents: 5_700, entries: 2 },
    ]);
    expect(r.receivedTotal).toEqual({ receivedCents: 38_045, netCents: 38_045, entries: 4 });
    expect(r.receivedByMethod).toEqual([{ method: 'BANK_TRANSFER', netCents: 20_000 }, { method: 'CARD', netCents: 5_700 }, { method: 'CASH', netCents: 12_345 }]);
    // Today: the reversal and the refund, each shown as such (negative), beside nothing else of this file.
    const now = (await report({ from: today, to: today })).received.items as { method: string; reversedCents: number; refundedCents: number; netCents: number }[];
    expect(now.find((x) => x.method === 'CARD')).toMatchObject({ reversedCents: -5_000, refundedCents: 0, netCents: -5_000 });
    expect(now.find((x) => x.method === 'BANK_TRANSFER')).toMatchObject({ refundedCents: -1_500, reversedCents: 0, netCents: -1_500 });
    // Outside the period: nothing.
    expect((await report({ from: addDays(day1, -30), to: addDays(day1, -1) })).received.total).toBe(0);
    const paged = (await gql(admin, `query { moneyReport(period: { from: "${day1}", to: "${day2}" }) { received(page: { page: 2, pageSize: 2 }) { total items { method } } } }`)).body.data;
    expect(paged.moneyReport.received).toEqual({ total: 3, items: [{ method: 'CARD' }] });

    const csv = await csvOf(`table=received&from=${day1}&to=${day2}`);
    expect(csv.disposition).toBe(`attachment; filename=pagesat-e-marra-${day1}_${day2}.csv`);
    expect(csv.rows[1]).toEqual({ day: day1, method: 'CASH', received_eur: '123.45', refunded_eur: '0.00', reversed_eur: '0.00', net_eur: '123.45', entries: '1' });
    expect(csv.rows).toHaveLength(3);
    const todayCsv = await csvOf(`table=received&from=${today}&to=${today}`);
    expect(todayCsv.rows.find((x) => x.method === 'CARD')).toMatchObject({ reversed_eur: '-50.00', net_eur: '-50.00' });
  });

  it('lists open balances with their next due date, and refunds owed by the terms', async () => {
    const open = await book();
    await pay(open.id, 1_000, 'CASH', today);
    const [next] = await q<{ due: string; amount: number }>(`select due_date::text as due, amount_cents as amount from payment_stages where reservation_id = $1 order by seq limit 1`, [open.id]);
    const r = await report();
    const row = r.outstanding.items.find((o: { reservationId: number }) => o.reservationId === open.id);
    expect(row).toMatchObject({ reference: open.reference, totalCents: open.total, paidCents: 1_000, outstandingCents: open.total - 1_000, nextDueDate: next!.due, nextDueCents: next!.amount - 1_000 });
    expect(r.outstandingTotalCents).toBe(r.outstanding.items.reduce((s: number, o: { outstandingCents: number }) => s + o.outstandingCents, 0));

    // Cancelled after the free-cancellation date: the fee (30% of the total) is kept, the rest owed back.
    const late = await book();
    const free = await book();
    const feeCents = Math.round(late.total * 0.3);
    await pay(late.id, feeCents + 2_500, 'CASH', today);
    await pay(free.id, 4_000, 'CARD', today);
    await t.pool.query(`update reservations set free_cancellation_until = $2 where id = $1`, [late.id, addDays(today, -1)]);
    await t.pool.query(`update reservations set free_cancellation_until = $2 where id = $1`, [free.id, addDays(today, 5)]);
    for (const b of [late, free]) {
      const res = await gql(admin, `mutation { setReservationStatus(id: ${b.id}, status: CANCELLED) { id status } }`);
      expect(res.body.data?.setReservationStatus?.status ?? res.body).toBe('CANCELLED');
    }
    // A live booking paid more than its total: the excess is owed back too.
    const over = await book();
    await pay(over.id, over.total + 800, 'CASH', today);
    const refunds = (await report()).refunds.items as { reservationId: number; feeCents: number; refundOwedCents: number }[];
    expect(refunds.find((x) => x.reservationId === late.id)).toMatchObject({ feeCents, refundOwedCents: 2_500 });
    expect(refunds.find((x) => x.reservationId === free.id)).toMatchObject({ feeCents: 0, refundOwedCents: 4_000 });
    expect(refunds.find((x) => x.reservationId === over.id)).toMatchObject({ feeCents: 0, refundOwedCents: 800 });
    expect(refunds.some((x) => x.reservationId === open.id)).toBe(false);
    // The report says what the booking's own summary (the core's rule) says.
    for (const b of [late, free, over]) {
      const summary = (await gql(admin, `query { reservation(id: ${b.id}) { payment { refundOwedCents } } }`)).body.data.reservation.payment;
      expect(refunds.find((x) => x.reservationId === b.id)!.refundOwedCents).toBe(summary.refundOwedCents);
    }

    const outstandingCsv = await csvOf('table=outstanding');
    expect(outstandingCsv.disposition).toContain(`bilancet-e-hapura-${today}.csv`);
    expect(outstandingCsv.rows.find((x) => x.reference === open.reference)).toMatchObject({ paid_eur: '10.00', outstanding_eur: ((open.total - 1_000) / 100).toFixed(2) });
    const refundsCsv = await csvOf('table=refunds');
    expect(refundsCsv.rows.find((x) => x.reference === late.reference)).toMatchObject({ refund_owed_eur: '25.00', fee_eur: (feeCents / 100).toFixed(2) });
  });

  it('defaults to this month, refuses a period that ends before it starts, and is for staff only', async () => {
    const r = await report();
    expect(r.period.from).toBe(`${today.slice(0, 8)}01`);
    expect(r.period.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(addDays(r.period.to, 1).slice(8)).toBe('01');

    const bad = await gql(admin, REPORT, { p: { from: '2031-03-05', to: '2031-03-04' } });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const badCsv = await admin.get('/api/reports/money.csv?table=received&from=2031-03-05&to=2031-03-04').expect(400);
    expect(badCsv.body.fields).toHaveProperty('to');
    expect((await admin.get('/api/reports/money.csv?table=everything').expect(400)).body.fields).toHaveProperty('table');
    expect((await admin.get('/api/reports/money.csv?table=received&from=yesterday').expect(400)).body.fields).toHaveProperty('from');

    await customer.get('/api/reports/money.csv?table=received').expect(403);
    await t.agent().get('/api/reports/money.csv?table=received').expect(401);
    expect((await gql(customer, REPORT)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
