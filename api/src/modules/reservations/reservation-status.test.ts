import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CANCEL = (id: number) => `mutation { cancelMyReservation(id: ${id}) { id status } }`;
const CONFIRM = (id: number) => `mutation { setReservationStatus(id: ${id}, status: CONFIRMED) { id status } }`;

/** An OPTION booking of `userId` on the package, written straight to the table (the race is what is tested). */
async function pendingBooking(userId: number, packageId: number): Promise<number> {
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into reservations (user_id, user_name, package_id, title, departure_date, return_date, price, travellers, status, reference_no, reference)
     select $1, 'Test User', p.id, p.title, p.departure_date, p.return_date, p.price, 1, 'OPTION', n, 'BT-2026-' || lpad(n::text, 6, '0')
     from packages p, (select nextval(pg_get_serial_sequence('reservations', 'reference_no')) as n) s where p.id = $2 returning id`,
    [userId, packageId]);
  return rows[0]!.id;
}

describe('reservation status changes', () => {
  it('decides a customer\'s cancel and staff\'s confirm sent together one after the other: one wins, the other is a 409 naming the state', async () => {
    const pkg = await createPackage(t);
    const customer = await t.createUser(Role.USER);
    const user = t.agent();
    await user.post('/api/login').send({ username: customer.username, password: customer.password }).expect(200);
    const admin = await t.loginAs(Role.ADMIN);
    const winners = { cancel: 0, confirm: 0 };
    for (let run = 0; run < 20; run++) {
      const id = await pendingBooking(customer.id, pkg.id);
      const [cancel, confirm] = await Promise.all([gql(user, CANCEL(id)), gql(admin, CONFIRM(id))]);
      const ok = [cancel, confirm].filter((r) => !r.body.errors);
      expect(ok, `run ${run}: exactly one change goes through`).toHaveLength(1);
      const { rows: [stored] } = await t.pool.query<{ status: string; reference: string }>('select status, reference from reservations where id = $1', [id]);
      if (!cancel.body.errors) {
        winners.cancel++;
        expect(stored!.status).toBe('CANCELLED');
        expect(confirm.body.errors[0]).toMatchObject({
          message: `Rezervimi ${stored!.reference} është i anuluar: nuk mund të konfirmohet.`,
          extensions: { code: 'CONFLICT', rules: { status: { code: 'RESERVATION_CANCELLED' } } },
        });
      } else {
        winners.confirm++;
        expect(stored!.status).toBe('CONFIRMED');
        expect(cancel.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', rules: { status: { code: 'RESERVATION_CONFIRMED' } } });
        expect(cancel.body.errors[0].message).toContain('është i konfirmuar');
      }
    }
    // Whoever won, the customer was never told "cancelled" about a booking that ended confirmed.
    const { rows: mails } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from outbox where kind = 'reservation-status' and "to" = $1`, [`${customer.username}@example.com`]);
    expect(mails[0]!.n).toBe(winners.confirm);
  });

  it('never confirms a cancelled booking, nor lets a customer cancel a confirmed one', async () => {
    const pkg = await createPackage(t);
    const customer = await t.createUser(Role.USER);
    const user = t.agent();
    await user.post('/api/login').send({ username: customer.username, password: customer.password }).expect(200);
    const admin = await t.loginAs(Role.ADMIN);
    const cancelled = await pendingBooking(customer.id, pkg.id);
    expect((await gql(user, CANCEL(cancelled))).body.data.cancelMyReservation.status).toBe('CANCELLED');
    const again = await gql(admin, CONFIRM(cancelled));
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await gql(admin, `mutation { setReservationStatus(id: ${cancelled}, status: CANCELLED) { id } }`)).body.errors[0].extensions.code).toBe('CONFLICT');
    const confirmed = await pendingBooking(customer.id, pkg.id);
    await gql(admin, CONFIRM(confirmed)).expect(200);
    const late = await gql(user, CANCEL(confirmed));
    expect(late.body.errors[0].message).toMatch(/është i konfirmuar: nuk mund të anulohet\. Për anulim kontaktoni agjencinë\.$/);
    // Staff may still cancel a confirmed booking (the one way out of CONFIRMED).
    expect((await gql(admin, `mutation { setReservationStatus(id: ${confirmed}, status: CANCELLED) { status } }`)).body.data.setReservationStatus.status).toBe('CANCELLED');
  });
});
