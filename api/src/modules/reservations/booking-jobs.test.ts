import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

/** The job queue runs a booking's life by itself (issue 43): a lapse at its time, an offer after a cancel. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_SECONDS: '1' });
});
afterAll(() => t.close());

const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id status expiresAt } }';
type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
const book = (agent: Agent, packageId: number, adults: number, tag: string, waitlist = false) =>
  gql(agent, BOOK, { i: { packageId, adults, travellerNames: Array.from({ length: adults }, (_, i) => `Udhëtar${tag} ${String.fromCharCode(65 + i)}ë`), waitlist } });
const statusOf = async (id: number) => (await t.pool.query<{ status: string }>('select status from reservations where id = $1', [id])).rows[0]!.status;
const jobOf = async (key: string) =>
  (await t.pool.query<{ run_at: Date }>(`select run_at from graphile_worker.jobs where key = $1`, [key])).rows[0];

describe('the queue runs a booking\'s life', () => {
  it('schedules an option\'s lapse at its time, drops it when staff confirm, and lapses an unpaid one by itself; the waitlist then gets the seats', async () => {
    const pkg = await createPackage(t, { seats: '2' });
    const first = (await book(await t.loginAs(Role.USER), pkg.id, 2, 'a')).body.data.bookPackage;
    expect((await jobOf(`booking-expire:${first.id}`))?.run_at.toISOString()).toBe(new Date(first.expiresAt).toISOString());
    const waiting = (await book(await t.loginAs(Role.USER), pkg.id, 2, 'b', true)).body.data.bookPackage;
    expect(waiting.status).toBe('WAITLISTED');

    // Time passes for the first option: its end is now, and its job is due now.
    await t.pool.query(`update reservations set expires_at = now() where id = $1`, [first.id]);
    await t.pool.query(`select graphile_worker.add_job('booking-expire-option', json_build_object('bookingId', $1::int), job_key => $2, run_at => now())`,
      [first.id, `booking-expire:${first.id}`]);
    await expect.poll(() => statusOf(first.id), { timeout: 15_000, interval: 250 }).toBe('EXPIRED');
    await expect.poll(() => statusOf(waiting.id), { timeout: 15_000, interval: 250 }).toBe('OPTION');
    // The offer is an option of its own, with its lapse scheduled.
    expect(await jobOf(`booking-expire:${waiting.id}`)).toBeDefined();

    const admin = await t.loginAs(Role.ADMIN);
    await gql(admin, `mutation { setReservationStatus(id: ${waiting.id}, status: CONFIRMED, reason: "Kapari u pagua në zyrë") { status } }`).expect(200);
    expect(await jobOf(`booking-expire:${waiting.id}`)).toBeUndefined();
    const { rows: [log] } = await t.pool.query<{ detail: { changes: unknown[] } }>(`select detail from logs where entity_id = $1 order by id desc limit 1`, [waiting.id]);
    expect(log!.detail.changes).toContainEqual({ field: 'reason', to: 'Kapari u pagua në zyrë' });
  });

  it('offers a cancelled booking\'s seats to the waitlist with nobody\'s action', async () => {
    const pkg = await createPackage(t, { seats: '3' });
    const owner = await t.loginAs(Role.USER);
    const held = (await book(owner, pkg.id, 3, 'c')).body.data.bookPackage;
    const next = (await book(await t.loginAs(Role.USER), pkg.id, 1, 'd', true)).body.data.bookPackage;
    await gql(owner, `mutation { cancelMyReservation(id: ${held.id}) { status } }`).expect(200);
    await expect.poll(() => statusOf(next.id), { timeout: 15_000, interval: 250 }).toBe('OPTION');
    const { rows } = await t.pool.query<{ n: number }>(`select count(*)::int as n from outbox where kind = 'reservation-offer' and text like $1`, [`%${pkg.titulli}%`]);
    expect(rows[0]!.n).toBe(1);
  });
});
