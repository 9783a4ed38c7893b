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
  admin = await t.loginAs(Role.ADMIN);
  customer = await t.loginAs(Role.USER);
});
afterAll(() => t.close());

const today = todayLocal();
const q = async <T>(sql: string, params: unknown[] = []) => (await t.pool.query(sql, params)).rows as T[];

/** A booking made as a customer makes it (its stages and total by the server), on a package of its own. */
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

/** The booking's stages moved on the calendar (what the days passing would do): due dates `days` from today. */
async function dueIn(reservationId: number, ...days: number[]) {
  for (const [i, d] of days.entries()) await t.pool.query('update payment_stages set due_date = $3 where reservation_id = $1 and seq = $2', [reservationId, i + 1, addDays(today, d)]);
}

const stages = (id: number) => q<{ seq: number; amount: number }>('select seq, amount_cents as amount from payment_stages where reservation_id = $1 order by seq', [id]);

const WATCH = `query($v: PaymentWatchView!) {
  paymentWatch(view: $v, page: { pageSize: 100 }) { total items { reservationId reference stageSeq amountDueCents stageAmountCents dueDate daysOverdue paidCents totalCents expiresAt } }
  paymentWatchCounts { dueToday overdue optionsLapsing } }`;
const watch = async (view: string) => (await gql(admin, WATCH, { v: view })).body.data;

describe('the payments page (issue 44, item 4)', () => {
  it('has the database keep each booking\'s first uncovered due date as stages move and money comes in (issue 46, item 4)', async () => {
    const a = await book();
    const next = async () => (await q<{ d: string | null }>('select next_due_date::text as d from reservations where id = $1', [a.id]))[0]!.d;
    const s = await stages(a.id);
    await dueIn(a.id, 5, 40);
    expect(await next()).toBe(addDays(today, 5));
    // Part of the first stage: still due on its day; all of it: the next stage's day, or nothing left.
    await pay(a.id, 100);
    expect(await next()).toBe(addDays(today, 5));
    await pay(a.id, s[0]!.amount - 100);
    expect(await next()).toBe(s.length > 1 ? addDays(today, 40) : null);
    if (s.length > 1) await pay(a.id, a.total - s[0]!.amount);
    expect(await next()).toBeNull();
  });

  it('lists today\'s instalments, the overdue ones with their days late and what is left, and never a paid stage', async () => {
    const a = await book();
    const b = await book();
    const [first] = await stages(a.id);
    expect((await stages(a.id)).length).toBeGreaterThan(0);
    await dueIn(a.id, -3, 30);
    await dueIn(b.id, 0, 40);
    // Part of a's first stage is paid: the rest is what is overdue.
    await pay(a.id, 1000);

    const overdue = await watch('OVERDUE');
    const late = overdue.paymentWatch.items.find((r: { reservationId: number }) => r.reservationId === a.id);
    expect(late).toMatchObject({ reference: a.reference, stageSeq: 1, dueDate: addDays(today, -3), daysOverdue: 3, paidCents: 1000, amountDueCents: first!.amount - 1000, stageAmountCents: first!.amount });
    expect(overdue.paymentWatch.items.some((r: { reservationId: number }) => r.reservationId === b.id)).toBe(false);
    const due = await watch('DUE_TODAY');
    expect(due.paymentWatch.items.filter((r: { reservationId: number }) => r.reservationId === b.id)).toMatchObject([{ stageSeq: 1, dueDate: today, daysOverdue: 0 }]);
    expect(due.paymentWatchCounts.overdue).toBe(overdue.paymentWatch.total);

    // The first stage paid in full: a leaves the overdue list.
    await pay(a.id, late.amountDueCents, 'BANK_TRANSFER');
    expect((await watch('OVERDUE')).paymentWatch.items.some((r: { reservationId: number }) => r.reservationId === a.id)).toBe(false);
  });

  it('lists options lapsing within 48 hours, the soonest first, and pages', async () => {
    const soon = await book();
    const later = await book();
    const far = await book();
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
    await t.pool.query(`update reservations set status = 'OPTION', expires_at = $2 where id = $1`, [later.id, hours(30)]);
    await t.pool.query(`update reservations set status = 'OPTION', expires_at = $2 where id = $1`, [soon.id, hours(2)]);
    await t.pool.query(`update reservations set status = 'OPTION', expires_at = $2 where id = $1`, [far.id, hours(60)]);
    const items = (await watch('OPTIONS_LAPSING')).paymentWatch.items as { reservationId: number; expiresAt: string }[];
    const ours = items.filter((r) => [soon.id, later.id, far.id].includes(r.reservationId)).map((r) => r.reservationId);
    expect(ours).toEqual([soon.id, later.id]);
    expect(new Date(items.find((r) => r.reservationId === soon.id)!.expiresAt).getTime()).toBeCloseTo(hours(2).getTime(), -4);

    const page = await gql(admin, 'query { paymentWatch(view: OPTIONS_LAPSING, page: { page: 2, pageSize: 1 }) { total page pageSize items { reservationId } } }');
    expect(page.body.data.paymentWatch).toMatchObject({ page: 2, pageSize: 1, total: items.length, items: [{ reservationId: items[1]!.reservationId }] });
  });

  it('is for staff only: a customer is refused, a visitor asked to sign in', async () => {
    const forbidden = await gql(customer, WATCH, { v: 'OVERDUE' });
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await gql(t.agent(), '{ moneyReport { period { from } } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
