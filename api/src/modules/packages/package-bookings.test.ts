import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLogs } from '../../test/content-fixtures.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { addDays } from '../../shared/local-date.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const RESERVE = 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id status } }';
const DELETE = 'mutation($id: Int!, $c: Boolean) { deletePackage(id: $id, cancelBookings: $c) }';
const MOVE = 'mutation($id: Int!, $d: LocalDate!, $r: LocalDate!, $c: Boolean) { updatePackage(id: $id, input: { departureDate: $d, returnDate: $r }, cancelBookings: $c) { id departureDate } }';
const COUNT = 'query($id: Int!) { packageActiveBookings(id: $id) }';

/** A package with two customers' bookings, one of them confirmed. */
async function bookedPackage() {
  const pkg = await createPackage(t);
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) ids.push((await gql(await t.loginAs(Role.USER), RESERVE, { i: { packageId: pkg.id } })).body.data.reservePackage.id);
  await gql(admin, `mutation { setReservationStatus(id: ${ids[0]}, status: CONFIRMED) { id } }`);
  return { pkg, ids };
}
const statuses = async (ids: number[]) => (await t.pool.query('select status from reservations where id = any($1) order by id', [ids])).rows.map((r) => r.status);

describe('a package with active bookings (issue 42)', () => {
  it('is not deleted: a 409 naming the count, on both APIs; staff can ask the count first', async () => {
    const { pkg, ids } = await bookedPackage();
    expect((await gql(admin, COUNT, { id: pkg.id })).body.data.packageActiveBookings).toBe(2);
    const refused = await gql(admin, DELETE, { id: pkg.id });
    expect(refused.body.errors[0].message).toMatch(/nuk mund të fshihet: ka 2 rezervime aktive/);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', rules: { bookings: { code: 'PACKAGE_HAS_BOOKINGS', params: { count: 2 } } } });
    const rest = await admin.delete(`/api/Aranzhmani-delete/${pkg.id}`).expect(409);
    expect(rest.body).toMatchObject({ error: expect.stringMatching(/2 rezervime aktive/), rules: { bookings: { code: 'PACKAGE_HAS_BOOKINGS', params: { count: 2 } } } });
    expect(await statuses(ids)).toEqual(['CONFIRMED', 'OPTION']);
    await admin.get(`/api/aranzhmanet/${pkg.id}`).expect(200);
  });

  it('is deleted through "cancel and notify": each booking cancelled, logged, its customer mailed', async () => {
    const { pkg, ids } = await bookedPackage();
    expect((await gql(admin, DELETE, { id: pkg.id, c: true })).body.data.deletePackage).toBe(true);
    expect(await statuses(ids)).toEqual(['CANCELLED', 'CANCELLED']);
    const mails = await t.pool.query(`select subject from outbox where kind = 'reservation-withdrawn' and subject like any($1) order by id`, [ids.map((id) => `%#${id} %`)]);
    expect(mails.rows.map((m) => m.subject)).toEqual(ids.map((id) => `Rezervimi #${id} u anulua: nisja u tërhoq`));
    const [deleted, ...cancels] = await lastLogs(t, 3);
    expect(deleted).toMatchObject({ action: 'delete', entity: 'Aranzhman', detail: { changes: [{ field: 'cancelledBookings', to: '2' }] } });
    expect(cancels.map((l) => l.detail?.changes)).toEqual([[{ field: 'status', from: 'OPTION', to: 'CANCELLED' }], [{ field: 'status', from: 'CONFIRMED', to: 'CANCELLED' }]]);
    // Without bookings nothing needs choosing.
    const free = await createPackage(t);
    expect((await gql(admin, DELETE, { id: free.id })).body.data.deletePackage).toBe(true);
  });

  it('keeps its dates unless staff cancel and notify; other edits go through', async () => {
    const { pkg, ids } = await bookedPackage();
    const later = addDays(pkg.dataNisjes, 7);
    const refused = await gql(admin, MOVE, { id: pkg.id, d: later, r: addDays(later, 7) });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', rules: { bookings: { code: 'DATES_HAVE_BOOKINGS', params: { count: 2 } } } });
    await admin.put(`/api/Aranzhmani-update/${pkg.id}`).send({ dataNisjes: later, dataKthimit: addDays(later, 7) }).expect(409);
    // The same dates, or another field, are no move.
    await admin.put(`/api/Aranzhmani-update/${pkg.id}`).send({ dataNisjes: pkg.dataNisjes, cmimi: 520 }).expect(200);
    const moved = await gql(admin, MOVE, { id: pkg.id, d: later, r: addDays(later, 7), c: true });
    expect(moved.body.data.updatePackage.departureDate).toBe(later);
    expect(await statuses(ids)).toEqual(['CANCELLED', 'CANCELLED']);
  });
});
