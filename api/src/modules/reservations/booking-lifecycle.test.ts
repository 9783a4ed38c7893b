import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';
import { expireDueOptions, markTravelled, offerFreedSeats } from './booking-lifecycle.js';

/**
 * A booking's life (issue 43): options that lapse, a waitlist served in order, trips that end. The
 * steps are called here one by one (the queue runs none: JOBS_CONCURRENCY=0); booking-jobs.test.ts
 * shows the queue running them by itself.
 */
let t: TestApp;
const rules = loadConfig({});
beforeAll(async () => {
  t = await createTestApp({ JOBS_CONCURRENCY: '0' });
});
afterAll(() => t.close());

const em = () => t.orm.em.fork() as EntityManager;
const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id status expiresAt travellers } }';
const names = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `Udhëtar${tag} ${String.fromCharCode(65 + i)}ë`);
type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
const book = (agent: Agent, packageId: number, adults: number, tag: string, waitlist?: boolean) =>
  gql(agent, BOOK, { i: { packageId, adults, travellerNames: names(adults, tag), ...(waitlist === undefined ? {} : { waitlist }) } });
const statusOf = async (id: number) => (await t.pool.query<{ status: string }>('select status from reservations where id = $1', [id])).rows[0]!.status;
const seatsLeft = async (agent: Agent, id: number) => (await gql(agent, `{ package(id: ${id}) { seatsLeft } }`)).body.data.package.seatsLeft as number;
const lapse = (id: number) => t.pool.query(`update reservations set expires_at = now() - interval '1 minute' where id = $1`, [id]);

describe('an option', () => {
  it('is what a booking makes: its seats held until a time the agency sets', async () => {
    const pkg = await createPackage(t, { seats: '10' });
    const before = Date.now();
    const res = await book(await t.loginAs(Role.USER), pkg.id, 2, 'o');
    const r = res.body.data.bookPackage;
    expect(r.status).toBe('OPTION');
    // 20 days out: the full 48 hours.
    expect(new Date(r.expiresAt).getTime() - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(new Date(r.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);
  });

  it('lapses unpaid: EXPIRED, its seats free again, the customer mailed in their language, the change logged with its reason', async () => {
    const pkg = await createPackage(t, { seats: '4' });
    const customer = await t.loginAs(Role.USER);
    const r = (await book(customer, pkg.id, 4, 'l')).body.data.bookPackage;
    expect(await seatsLeft(customer, pkg.id)).toBe(0);
    const confirmed = (await book(await t.loginAs(Role.USER), pkg.id, 1, 'x', true)).body.data.bookPackage;
    expect(confirmed.status).toBe('WAITLISTED');
    await lapse(r.id);
    expect(await expireDueOptions(em(), rules)).toContain(pkg.id);
    expect(await statusOf(r.id)).toBe('EXPIRED');
    expect(await seatsLeft(customer, pkg.id)).toBe(4);
    const { rows: mails } = await t.pool.query<{ subject: string; text: string }>(`select subject, text from outbox where kind = 'reservation-expired'`);
    expect(mails.find((m) => m.text.includes(pkg.titulli))?.subject).toMatch(/^Rezervimi BT-\d{4}-\d+ skadoi$/);
    const { rows: [log] } = await t.pool.query<{ detail: { changes: unknown[] }; username: string | null }>(
      `select detail, username from logs where entity_id = $1 order by id desc limit 1`, [r.id]);
    expect(log!.detail.changes).toEqual([{ field: 'status', from: 'OPTION', to: 'EXPIRED' }, { field: 'reason', to: 'OPTION_LAPSED' }]);
    expect(log!.username).toBeNull();
    // Lapsing twice does nothing.
    expect(await expireDueOptions(em(), rules)).not.toContain(pkg.id);
  });

  it('confirmed by staff as it lapses: one of the two wins, never both', async () => {
    const pkg = await createPackage(t, { seats: '40' });
    const admin = await t.loginAs(Role.ADMIN);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await book(await t.loginAs(Role.USER), pkg.id, 1, `r${i}`)).body.data.bookPackage.id);
    for (const id of ids) await lapse(id);
    await Promise.all([expireDueOptions(em(), rules), ...ids.map((id) => gql(admin, `mutation { setReservationStatus(id: ${id}, status: CONFIRMED) { status } }`))]);
    for (const id of ids) expect(['EXPIRED', 'CONFIRMED']).toContain(await statusOf(id));
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from outbox o join reservations r on o.text like '%' || r.reference || '%'
       where r.id = any($1) and ((o.kind = 'reservation-expired' and r.status = 'CONFIRMED') or (o.kind = 'reservation-status' and r.status = 'EXPIRED'))`, [ids]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('a full departure\'s waitlist', () => {
  it('is joined only when asked: without it a full departure is still a 409 naming the seats', async () => {
    const pkg = await createPackage(t, { seats: '2' });
    await book(await t.loginAs(Role.USER), pkg.id, 2, 'f');
    const late = await book(await t.loginAs(Role.USER), pkg.id, 1, 'g');
    expect(late.body.errors[0]).toMatchObject({ message: 'Nuk ka mjaftueshëm vende të lira për këtë aranzhman.', extensions: { code: 'CONFLICT', rules: { travellers: { code: 'NO_SEATS', params: { free: 0 } } } } });
    const waiting = await book(await t.loginAs(Role.USER), pkg.id, 1, 'h', true);
    expect(waiting.body.data.bookPackage).toMatchObject({ status: 'WAITLISTED', expiresAt: null });
  });

  it('gets freed seats first come first served, a party too big passed over, and an unanswered offer passes on', async () => {
    const pkg = await createPackage(t, { seats: '4' });
    const a = await t.loginAs(Role.USER);
    const first = (await book(a, pkg.id, 4, 'a')).body.data.bookPackage;
    const waiting: number[] = [];
    for (const [n, tag] of [[2, 'b'], [3, 'c'], [1, 'd']] as const) {
      waiting.push((await book(await t.loginAs(Role.USER), pkg.id, n, tag, true)).body.data.bookPackage.id);
    }
    const [b, c, d] = waiting;
    // Another booking with the waitlist full is still only a place on it.
    expect(await statusOf(b!)).toBe('WAITLISTED');
    await gql(a, `mutation { cancelMyReservation(id: ${first.id}) { status } }`).expect(200);
    // 4 free: B (2) fits, C (3) does not fit the 2 left, D (1) does.
    expect(await offerFreedSeats(em(), pkg.id, rules)).toEqual([b, d]);
    expect([await statusOf(b!), await statusOf(c!), await statusOf(d!)]).toEqual(['OPTION', 'WAITLISTED', 'OPTION']);
    const { rows: offers } = await t.pool.query<{ subject: string; text: string }>(`select subject, text from outbox where kind = 'reservation-offer' and text like $1`, [`%${pkg.titulli}%`]);
    expect(offers).toHaveLength(2);
    expect(offers[0]!.text).toContain('mbahen si opsion deri më');
    // B never answers: its offer lapses and C, next in line, now fits.
    await lapse(b!);
    await expireDueOptions(em(), rules);
    expect(await offerFreedSeats(em(), pkg.id, rules)).toEqual([c]);
    expect(await statusOf(c!)).toBe('OPTION');
    expect(await seatsLeft(a, pkg.id)).toBe(0);
  });

  it('is left at any time by the customer, and never offered seats once bookings have closed', async () => {
    const pkg = await createPackage(t, { seats: '1' });
    await book(await t.loginAs(Role.USER), pkg.id, 1, 'p');
    const w = await t.loginAs(Role.USER);
    const id = (await book(w, pkg.id, 1, 'q', true)).body.data.bookPackage.id;
    expect((await gql(w, `mutation { cancelMyReservation(id: ${id}) { status } }`)).body.data.cancelMyReservation.status).toBe('CANCELLED');
    const other = (await book(await t.loginAs(Role.USER), pkg.id, 1, 's', true)).body.data.bookPackage.id;
    await t.pool.query(`update reservations set status = 'CANCELLED' where package_id = $1 and status = 'OPTION'`, [pkg.id]);
    await t.pool.query(`update packages set departure_date = $2, return_date = $2::date + 7 where id = $1`, [pkg.id, todayLocal()]);
    expect(await offerFreedSeats(em(), pkg.id, rules)).toEqual([]);
    expect(await statusOf(other)).toBe('WAITLISTED');
  });
});

describe('a trip that is over', () => {
  it('is TRAVELLED after its return day, and only a confirmed one', async () => {
    const pkg = await createPackage(t, { seats: '10' });
    const customer = await t.loginAs(Role.USER);
    const admin = await t.loginAs(Role.ADMIN);
    const done = (await book(customer, pkg.id, 1, 'u')).body.data.bookPackage.id;
    const open = (await book(customer, pkg.id, 1, 'v')).body.data.bookPackage.id;
    await gql(admin, `mutation { setReservationStatus(id: ${done}, status: CONFIRMED) { status } }`).expect(200);
    await t.pool.query(`update reservations set return_date = $2 where id = any($1)`, [[done, open], addDays(todayLocal(), -1)]);
    expect(await markTravelled(em())).toBeGreaterThanOrEqual(1);
    expect([await statusOf(done), await statusOf(open)]).toEqual(['TRAVELLED', 'OPTION']);
  });
});
