import { generateSync } from 'otplib';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from './role.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const SESSIONS = '{ mySessions { id device browser system program userAgent signedInAt lastSeenAt current } }';
const DELETE = 'mutation($i: AccountDeletionInput!) { deleteMyAccount(input: $i) { result bookingsKept } }';

async function signIn(u: { username: string; password: string }, userAgent = FIREFOX) {
  const a = t.agent().set('User-Agent', userAgent);
  await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
  return a;
}
const errorCode = (res: supertest.Response) => res.body.errors?.[0]?.extensions?.code as string | undefined;

/** A customer with a booking of two named travellers, a favourite and a newsletter subscription. */
async function activeCustomer() {
  const u = await t.createUser();
  const a = await signIn(u);
  const pkg = await createPackage(t);
  const booked = await gql(a, 'mutation($i: BookingInput!) { bookPackage(input: $i) { id reference total } }', {
    i: { packageId: pkg.id, adults: 2, travellerNames: ['Arta Berisha', 'Blerim Berisha'] },
  });
  await gql(a, `mutation { addFavourite(packageId: ${pkg.id}) { id } }`);
  await t.agent().post('/api/abonohu').send({ email: `${u.username}@example.com` }).expect((r) => expect(r.status).toBeLessThan(300));
  return { u, a, pkg, booking: booked.body.data.bookPackage as { id: number; reference: string; total: number } };
}

describe('your sessions', () => {
  it('lists each signed-in device with when it was last seen, and signs out one, or every other', async () => {
    const u = await t.createUser();
    const laptop = await signIn(u, FIREFOX);
    const phone = await signIn(u, IPHONE);
    const third = await signIn(u, 'curl/8.5.0');
    const listed = (await gql(laptop, SESSIONS)).body.data.mySessions as { id: string; device: string; current: boolean; lastSeenAt: string; signedInAt: string }[];
    expect(listed.map((s) => s.device).sort()).toEqual(['Firefox në Windows', 'Program (jo shfletues)', 'Safari në iPhone']);
    expect(listed.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox në Windows']);
    // The parts, for a page in another language to name the device in its own words.
    expect(listed.map(({ device, ...s }) => [device, s]).sort()).toEqual([
      ['Firefox në Windows', expect.objectContaining({ browser: 'Firefox', system: 'Windows', program: false })],
      ['Program (jo shfletues)', expect.objectContaining({ browser: null, system: null, program: true })],
      ['Safari në iPhone', expect.objectContaining({ browser: 'Safari', system: 'iPhone', program: false })],
    ]);
    for (const s of listed) {
      expect(Date.now() - new Date(s.lastSeenAt).getTime()).toBeLessThan(60_000);
      expect(new Date(s.signedInAt).getTime()).toBeLessThanOrEqual(Date.now());
    }
    // An id names a session without being its secret.
    const sids = (await t.pool.query<{ sid: string }>(`select sid from "session" where (sess->>'userId')::int = $1`, [u.id])).rows.map((r) => r.sid);
    for (const s of listed) expect(sids).not.toContain(s.id);

    const phoneSession = listed.find((s) => s.device === 'Safari në iPhone')!;
    expect(errorCode(await gql(await signIn(await t.createUser()), `mutation { signOutSession(id: "${phoneSession.id}") }`))).toBe('NOT_FOUND');
    expect((await gql(laptop, `mutation { signOutSession(id: "${phoneSession.id}") }`)).body.data.signOutSession).toBe(true);
    await phone.get('/user').expect(401);
    await third.get('/user').expect(200);
    expect((await gql(laptop, 'mutation { signOutOtherSessions }')).body.data.signOutOtherSessions).toBe(1);
    await third.get('/user').expect(401);
    await laptop.get('/user').expect(200);
    expect((await gql(laptop, SESSIONS)).body.data.mySessions).toHaveLength(1);
  });
});

describe('download my data', () => {
  it('gives the profile, bookings, favourites, subscriptions and sessions as JSON, and no secret', async () => {
    const { u, a, pkg, booking } = await activeCustomer();
    const text = (await gql(a, '{ myData }')).body.data.myData as string;
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: u.id, username: u.username, email: `${u.username}@example.com`, phone: '+38344000000', role: 'user', twoFactorEnabled: false });
    expect(data.bookings).toEqual([expect.objectContaining({ reference: booking.reference, travellerNames: ['Arta Berisha', 'Blerim Berisha'], total: booking.total, status: 'OPTION' })]);
    expect(data.favourites).toEqual([expect.objectContaining({ packageId: pkg.id, package: pkg.titulli })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ email: `${u.username}@example.com`, unsubscribedAt: null })]);
    expect(data.sessions).toHaveLength(1);
    const hash = (await t.pool.query('select password_hash from users where id = $1', [u.id])).rows[0].password_hash as string;
    const sid = (await t.pool.query(`select sid from "session" where (sess->>'userId')::int = $1`, [u.id])).rows[0].sid as string;
    const token = (await t.pool.query('select token from subscriptions where email = $1', [`${u.username}@example.com`])).rows[0].token as string;
    for (const secret of [hash, sid, token, 'passwordHash', 'two_factor']) expect(text).not.toContain(secret);
    expect(errorCode(await gql(t.agent(), '{ myData }'))).toBe('UNAUTHENTICATED');
  });
});

describe('delete my account', () => {
  it('deletes an account without bookings: it cannot sign in again', async () => {
    const u = await t.createUser();
    const a = await signIn(u);
    expect((await gql(a, DELETE, { i: { password: 'wrong-password' } })).body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { password: expect.any(String) } });
    expect((await gql(a, DELETE, { i: { password: u.password } })).body.data.deleteMyAccount).toEqual({ result: 'DELETED', bookingsKept: 0 });
    expect((await t.pool.query('select count(*)::int as n from users where id = $1', [u.id])).rows[0].n).toBe(0);
    await a.get('/user').expect(401);
    await t.agent().post('/api/login').send({ username: u.username, password: u.password }).expect(401);
  });

  it('anonymises an account whose bookings the agency keeps: name, e-mail, phone and travellers replaced; no sign-in', async () => {
    const { u, a, booking } = await activeCustomer();
    const elsewhere = await signIn(u, IPHONE);
    expect((await gql(a, DELETE, { i: { password: u.password } })).body.data.deleteMyAccount).toEqual({ result: 'ANONYMISED', bookingsKept: 1 });
    const { rows: [user] } = await t.pool.query('select first_name, last_name, number, email, username, password_hash, anonymised_at from users where id = $1', [u.id]);
    expect(user).toMatchObject({ first_name: 'Klient', last_name: 'i fshirë', number: '', email: `fshire-${u.id}@anonim.invalid`, username: `fshire-${u.id}`, password_hash: '!' });
    expect(user.anonymised_at).toBeInstanceOf(Date);
    const { rows: [kept] } = await t.pool.query('select user_id, user_name, customer_email, customer_phone, traveller_names, total::float8 as total, reference from reservations where id = $1', [booking.id]);
    expect(kept).toEqual({ user_id: u.id, user_name: 'Klient i fshirë', customer_email: '', customer_phone: '', traveller_names: ['Udhëtar 1', 'Udhëtar 2'], total: booking.total, reference: booking.reference });
    for (const table of ['favourites where user_id = $1', `"session" where (sess->>'userId')::int = $1`]) {
      expect((await t.pool.query(`select count(*)::int as n from ${table}`, [u.id])).rows[0].n, table).toBe(0);
    }
    expect((await t.pool.query('select count(*)::int as n from subscriptions where email = $1', [`${u.username}@example.com`])).rows[0].n).toBe(0);
    await a.get('/user').expect(401);
    await elsewhere.get('/user').expect(401);
    for (const username of [u.username, `fshire-${u.id}`]) {
      await t.agent().post('/api/login').send({ username, password: u.password }).expect(401);
      await t.agent().post('/api/login').send({ username, password: '!' }).expect(401);
    }
    // Staff still see the booking, without the person.
    const staffView = await gql(await t.loginAs(Role.ADMIN), '{ reservations(page: { pageSize: 100 }) { items { id userName customerEmail travellerNames } } }');
    expect(staffView.body.data.reservations.items.find((r: { id: number }) => r.id === booking.id)).toEqual({ id: booking.id, userName: 'Klient i fshirë', customerEmail: '', travellerNames: ['Udhëtar 1', 'Udhëtar 2'] });
  });

  it('needs a code too when the account has a second factor', async () => {
    const u = await t.createUser();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.pool.query('update users set two_factor_secret = $1, two_factor_enabled_at = now() where id = $2', [secret, u.id]);
    const a = t.agent();
    await a.post('/api/login').send({ username: u.username, password: u.password, code: generateSync({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }) }).expect(200);
    expect((await gql(a, DELETE, { i: { password: u.password } })).body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { code: expect.any(String) } });
    expect((await gql(a, DELETE, { i: { password: u.password, code: generateSync({ secret }) } })).body.data.deleteMyAccount.result).toBe('DELETED');
  });

  it('is for customers: staff accounts are removed by the owner', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    expect(errorCode(await gql(admin, DELETE, { i: { password: 'Test-Passw0rd-2026' } }))).toBe('FORBIDDEN');
  });
});

describe('staff, on a customer\'s request', () => {
  it('download a customer\'s data and erase the account, each activity-logged; only customers\' accounts', async () => {
    const { u, booking } = await activeCustomer();
    const admin = await t.loginAs(Role.ADMIN);
    const data = JSON.parse((await gql(admin, `{ customerData(userId: ${u.id}) }`)).body.data.customerData);
    expect(data.bookings[0].reference).toBe(booking.reference);
    const erased = await gql(admin, `mutation { eraseCustomer(userId: ${u.id}) { result bookingsKept } }`);
    expect(erased.body.data.eraseCustomer).toEqual({ result: 'ANONYMISED', bookingsKept: 1 });
    const log = await t.pool.query(`select action, detail from logs where entity_id = $1 and entity = 'Përdoruesi' order by id`, [u.id]);
    expect(log.rows.map((r) => [r.action, r.detail.changes])).toEqual([
      ['edit', [{ field: 'personalData', to: 'exported' }]],
      ['edit', [{ field: 'account', from: u.username, to: 'anonymised' }]],
    ]);
    // Once erased, it is no customer any more.
    expect(errorCode(await gql(admin, `{ customerData(userId: ${u.id}) }`))).toBe('NOT_FOUND');

    const plain = await t.createUser();
    expect((await gql(admin, `mutation { eraseCustomer(userId: ${plain.id}) { result } }`)).body.data.eraseCustomer.result).toBe('DELETED');
    expect((await t.pool.query(`select action from logs where entity_id = $1 and entity = 'Përdoruesi'`, [plain.id])).rows.map((r) => r.action)).toEqual(['delete']);

    const otherStaff = await t.createUser(Role.ADMIN);
    expect(errorCode(await gql(admin, `mutation { eraseCustomer(userId: ${otherStaff.id}) { result } }`))).toBe('FORBIDDEN');
    const customer = await t.loginAs(Role.USER);
    expect(errorCode(await gql(customer, `mutation { eraseCustomer(userId: ${plain.id}) { result } }`))).toBe('FORBIDDEN');
  });
});
