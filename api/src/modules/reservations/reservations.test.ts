import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
beforeAll(async () => {
  // An SMTP server nobody listens on: mail must fail without failing or undoing anything. This app runs
  // no jobs (JOBS_CONCURRENCY=0): the test drives the delivery rounds itself.
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', JOBS_CONCURRENCY: '0' });
});
afterAll(() => t.close());

const RESERVE = 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id status travellers title price departureDate packageId } }';
const count = async (sql: string, params: unknown[] = []) => Number((await t.pool.query(sql, params)).rows[0].count);

describe('reservations', () => {
  it('stores a reservation with a snapshot and is idempotent per user and package', async () => {
    const pkg = await createPackage(t);
    const user = await t.loginAs(Role.USER);
    const first = await gql(user, RESERVE, { i: { packageId: pkg.id } });
    expect(first.body.data.reservePackage).toMatchObject({ status: 'OPTION', travellers: 2, title: pkg.titulli, price: 500, departureDate: pkg.dataNisjes, packageId: pkg.id });
    const second = await gql(user, RESERVE, { i: { packageId: pkg.id } });
    expect(second.body.data.reservePackage.id).toBe(first.body.data.reservePackage.id);
    const mine = await gql(user, '{ myReservations { id packageId status } }');
    expect(mine.body.data.myReservations).toEqual([{ id: first.body.data.reservePackage.id, packageId: pkg.id, status: 'OPTION' }]);
    const anon = await gql(t.agent(), RESERVE, { i: { packageId: pkg.id } });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('serves the legacy reserveOffer: session owner only, package found by id or by its values', async () => {
    const pkg = await createPackage(t);
    const u = await t.createUser(Role.USER);
    const a = t.agent();
    const me = (await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200)).body.user;
    const item = { titulli: pkg.titulli, shteti: pkg.shteti, airport: pkg.airport, cmimi: pkg.cmimi, dataNisjes: pkg.dataNisjes, dataKthimit: pkg.dataKthimit, nrPersonave: 2 };
    await t.agent().post('/api/reserveOffer').send({ item, userId: me.id }).expect(401);
    await a.post('/api/reserveOffer').send({ item, userId: me.id + 1000 }).expect(403);
    const ok = await a.post('/api/reserveOffer').send({ item, userId: me.id }).expect(201);
    expect(ok.body.reservation.packageId).toBe(pkg.id);
    await a.post('/api/reserveOffer').send({ item: { ...item, cmimi: 1 }, userId: me.id }).expect(404);
    await a.post('/api/reserveOffer').send({ item: { id: 999999 }, userId: me.id }).expect(404);
    await a.post('/api/reserveOffer').send({ userId: me.id }).expect(400);
    const again = await a.post('/api/reserveOffer').send({ item: { id: pkg.id }, userId: String(me.id) }).expect(201);
    expect(again.body.reservation.id).toBe(ok.body.reservation.id);
  });

  it('never oversells: 50 parallel reservations on 10 seats → exactly 10 succeed', async () => {
    const pkg = await createPackage(t, { seats: 10, nrPersonave: 1 });
    const agents = await Promise.all(Array.from({ length: 50 }, () => t.loginAs(Role.USER)));
    const results = await Promise.all(agents.map((a) => gql(a, RESERVE, { i: { packageId: pkg.id, travellers: 1 } })));
    const ok = results.filter((r) => r.body.data?.reservePackage);
    const refused = results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused[0].body.errors[0].message).toMatch(/vende/);
    expect(await count(`select count(*) from reservations where package_id = $1 and status <> 'CANCELLED'`, [pkg.id])).toBe(10);
    const search = await gql(t.agent(), `query($id: Int!) { package(id: $id) { seats seatsLeft } }`, { id: pkg.id });
    expect(search.body.data.package).toEqual({ seats: 10, seatsLeft: 0 });
    const hidden = await gql(t.agent(), `{ searchPackages(filter: { hideFull: true }, page: { pageSize: 100 }) { items { id } } }`);
    expect(hidden.body.data.searchPackages.items.map((p: { id: number }) => p.id)).not.toContain(pkg.id);
  });

  it('lets staff confirm or cancel, the user cancel their own pending one, and mails the user', async () => {
    const pkg = await createPackage(t);
    const user = await t.loginAs(Role.USER);
    const r = (await gql(user, RESERVE, { i: { packageId: pkg.id } })).body.data.reservePackage;
    const admin = await t.loginAs(Role.ADMIN);
    const denied = await gql(user, `mutation { setReservationStatus(id: ${r.id}, status: CONFIRMED) { id } }`);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const confirmed = await gql(admin, `mutation { setReservationStatus(id: ${r.id}, status: CONFIRMED) { status } }`);
    expect(confirmed.body.data.setReservationStatus.status).toBe('CONFIRMED');
    const cancelMine = await gql(user, `mutation { cancelMyReservation(id: ${r.id}) { status } }`);
    expect(cancelMine.body.errors[0].extensions.code).toBe('CONFLICT');
    const list = await gql(admin, `{ reservations(filter: { status: CONFIRMED }) { total items { id status userName } } }`);
    expect(list.body.data.reservations.items.map((x: { id: number }) => x.id)).toContain(r.id);
    const mails = await t.pool.query(`select subject from outbox where kind = 'reservation-status' and subject like $1`, [`%#${r.id} %`]);
    expect(mails.rows.map((m) => m.subject)).toEqual([`Rezervimi #${r.id} u konfirmua`]);
    const p2 = await createPackage(t);
    const r2 = (await gql(user, RESERVE, { i: { packageId: p2.id } })).body.data.reservePackage;
    const other = await t.loginAs(Role.USER);
    // The cards' "E rezervuar": the packages a user holds a booking on, theirs only, the cancelled left out.
    const booked = async (who: typeof user) => (await gql(who, '{ myBookedPackageIds }')).body.data.myBookedPackageIds;
    expect(await booked(user)).toEqual([pkg.id, p2.id].sort((a, b) => a - b));
    expect(await booked(other)).toEqual([]);
    expect((await gql(other, `mutation { cancelMyReservation(id: ${r2.id}) { status } }`)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(user, `mutation { cancelMyReservation(id: ${r2.id}) { status } }`)).body.data.cancelMyReservation.status).toBe('CANCELLED');
    expect(await booked(user)).toEqual([pkg.id]);
    expect((await gql(t.agent(), '{ myBookedPackageIds }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // The customer's own cancel mails the customer and staff (issue 42).
    const told = await t.pool.query(`select kind, "to", subject from outbox where kind like 'reservation-cancelled%' and subject like $1 order by kind`, [`%#${r2.id}%`]);
    expect(told.rows).toEqual([
      { kind: 'reservation-cancelled', to: expect.stringContaining('@example.com'), subject: `Rezervimi #${r2.id} u anulua` },
      { kind: 'reservation-cancelled-staff', to: 'info@bani-travel.com', subject: `Klienti anuloi rezervimin #${r2.id}: ${p2.titulli}` },
    ]);
  });

  it('keeps the reservation when SMTP fails, and retries the mail with backoff', async () => {
    const pkg = await createPackage(t);
    const user = await t.loginAs(Role.USER);
    const r = (await gql(user, RESERVE, { i: { packageId: pkg.id } })).body.data.reservePackage;
    await t.pool.query(`update outbox set next_attempt_at = now() - interval '1 second' where status = 'PENDING'`);
    const round = await t.mail!.deliverDue(500);
    expect(round.sent).toBe(0);
    expect(round.failed).toBeGreaterThan(0);
    const rows = (await t.pool.query(`select status, attempts, last_error, next_attempt_at > now() as later from outbox where kind like 'reservation-%' and text like $1`, [`%${pkg.titulli}%`])).rows;
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row).toMatchObject({ status: 'PENDING', attempts: 1, later: true, last_error: expect.any(String) });
    await t.pool.query(`update outbox set next_attempt_at = now() where status = 'PENDING'`);
    await t.mail!.deliverDue(500);
    const retried = (await t.pool.query(`select attempts from outbox where text like $1`, [`%${pkg.titulli}%`])).rows;
    expect(retried.every((x) => x.attempts === 2)).toBe(true);
    expect(await count(`select count(*) from reservations where id = $1`, [r.id])).toBe(1);
  });
});

describe('favourites', () => {
  it('saves and removes packages for the logged-in user only', async () => {
    const pkg = await createPackage(t);
    const user = await t.loginAs(Role.USER);
    await gql(user, `mutation { addFavourite(packageId: ${pkg.id}) { id } }`);
    await gql(user, `mutation { addFavourite(packageId: ${pkg.id}) { id } }`);
    const favs = await gql(user, '{ myFavourites { id title country { name } } myFavouritesCount }');
    expect(favs.body.data).toEqual({ myFavourites: [{ id: pkg.id, title: pkg.titulli, country: { name: pkg.shteti } }], myFavouritesCount: 1 });
    await gql(user, `mutation { removeFavourite(packageId: ${pkg.id}) }`);
    expect((await gql(user, '{ myFavouritesCount }')).body.data.myFavouritesCount).toBe(0);
    expect((await gql(t.agent(), '{ myFavourites { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
