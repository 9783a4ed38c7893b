import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

/** What one customer may book (issue 41): the seats they may hold on one departure. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_MAX_SEATS_PER_CUSTOMER: '6' });
});
afterAll(() => t.close());

const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id travellers travellerNames optionId } }';
const names = (n: number, tag = '') => Array.from({ length: n }, (_, i) => `Udhëtar${tag} ${String.fromCharCode(65 + i)}ë`);
const book = (agent: Awaited<ReturnType<TestApp['loginAs']>>, packageId: number, adults: number, tag = '') =>
  gql(agent, BOOK, { i: { packageId, adults, travellerNames: names(adults, tag) } });

describe('seats one customer may hold on one departure', () => {
  it('refuses a booking past the cap with a 409 naming it; seats given back count again; other customers are not held back', async () => {
    const pkg = await createPackage(t, { seats: '40' });
    const customer = await t.loginAs(Role.USER);
    expect((await book(customer, pkg.id, 4, 'a')).body.data.bookPackage.travellers).toBe(4);
    const over = await book(customer, pkg.id, 3, 'b');
    expect(over.body.errors[0]).toMatchObject({
      message: 'Në një nisje mund të mbani më së shumti 6 vende (keni 4). Për grupe më të mëdha kontaktoni agjencinë.',
      extensions: { code: 'CONFLICT', rules: { travellers: { code: 'SEATS_PER_CUSTOMER', params: { max: 6, held: 4 } } } },
    });
    const second = await book(customer, pkg.id, 2, 'c');
    expect(second.body.data.bookPackage.travellers).toBe(2);
    // A cancelled booking gives its seats back.
    await gql(customer, `mutation { cancelMyReservation(id: ${second.body.data.bookPackage.id}) { status } }`).expect(200);
    expect((await book(customer, pkg.id, 2, 'd')).body.data.bookPackage.travellers).toBe(2);
    expect((await book(await t.loginAs(Role.USER), pkg.id, 6, 'e')).body.data.bookPackage.travellers).toBe(6);
  });

  it('holds when one customer sends many bookings at once: never more than the cap', async () => {
    const pkg = await createPackage(t, { seats: '40' });
    const customer = await t.loginAs(Role.USER);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => book(customer, pkg.id, 2, String(i))));
    expect(results.filter((r) => r.body.data?.bookPackage)).toHaveLength(3);
    expect(results.filter((r) => r.body.errors?.[0].extensions.rules?.travellers?.code === 'SEATS_PER_CUSTOMER')).toHaveLength(5);
    const { rows } = await t.pool.query<{ n: number }>(`select sum(travellers)::int as n from reservations where package_id = $1`, [pkg.id]);
    expect(rows[0]!.n).toBe(6);
  });

  it('applies to the legacy reserve too (its travellers are the package persons)', async () => {
    const pkg = await createPackage(t, { nrPersonave: 8 });
    const customer = await t.loginAs(Role.USER);
    const res = await customer.post('/api/reserveOffer').send({ item: { id: pkg.id } });
    expect(res.status).toBe(409);
    expect(res.body.rules).toEqual({ travellers: { code: 'SEATS_PER_CUSTOMER', params: { max: 6, held: 0 } } });
  });
});
