import { generateSync } from 'otplib';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, PASSWORD, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = supertest.Agent;
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { id username } }';
const VERIFY = 'mutation($c: String!) { verifyLoginCode(input: { code: $c }) { id username twoFactorEnabled } }';
const START = 'mutation($i: TwoFactorStartInput!) { startTwoFactorEnrolment(input: $i) { secret otpauthUri qrCode expiresAt } }';
const CONFIRM = 'mutation($c: String!) { confirmTwoFactorEnrolment(input: { code: $c }) { recoveryCodes user { id twoFactorEnabled } } }';
const STATUS = '{ myTwoFactor { enabled enabledAt recoveryCodesLeft requiredForYou } }';
const PROOF = '($p: String!, $c: String!)';

/** A code of the secret's app, `steps` time steps from now (each step's code is good once). */
const codeAt = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
/** Lets the account's app give a code of this step again (each step's code is good once; tests need more than three). */
const forgetLastCode = (userId: number) => t.pool.query('update users set two_factor_last_step = null where id = $1', [userId]);
const errorOf = (res: supertest.Response) => res.body.errors?.[0] as { message: string; extensions: Record<string, unknown> } | undefined;

async function signedIn(role = Role.USER) {
  const u = await t.createUser(role);
  const a = t.agent();
  await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
  return { u, a };
}

/** Turns the second factor on for the signed-in agent: its secret and recovery codes. */
async function enrol(a: Agent, userId: number) {
  const started = (await gql(a, START, { i: { password: PASSWORD } })).body.data.startTwoFactorEnrolment;
  const done = (await gql(a, CONFIRM, { c: codeAt(started.secret) })).body.data.confirmTwoFactorEnrolment;
  await forgetLastCode(userId);
  return { secret: started.secret as string, recoveryCodes: done.recoveryCodes as string[] };
}

describe('turning it on', () => {
  it('gives a secret as a QR code, a URI and text; the first code confirms it; ten recovery codes; other sessions end', async () => {
    const { u, a } = await signedIn();
    const elsewhere = t.agent();
    await elsewhere.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    expect(errorOf(await gql(a, START, { i: {} }))!.extensions).toMatchObject({ code: 'CONFLICT', fields: { password: 'Fjalëkalimi nuk është i saktë.' } });
    const started = (await gql(a, START, { i: { password: u.password } })).body.data.startTwoFactorEnrolment;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toBe(`otpauth://totp/Bani%20Travel:${u.username}?secret=${started.secret}&issuer=Bani%20Travel`);
    expect(Buffer.from(started.qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(/^<svg /);
    expect(new Date(started.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await gql(a, STATUS)).body.data.myTwoFactor).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    expect(errorOf(await gql(a, CONFIRM, { c: '000000' }))!.extensions).toMatchObject({ code: 'CONFLICT', fields: { code: expect.any(String) } });
    const done = await gql(a, CONFIRM, { c: codeAt(started.secret) });
    const { recoveryCodes, user } = done.body.data.confirmTwoFactorEnrolment;
    expect(user).toEqual({ id: u.id, twoFactorEnabled: true });
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored as hashes only.
    const stored = await t.pool.query<{ code_hash: string }>('select code_hash from recovery_codes where user_id = $1', [u.id]);
    expect(stored.rows).toHaveLength(10);
    expect(JSON.stringify(stored.rows)).not.toContain(recoveryCodes[0]);
    expect((await gql(a, STATUS)).body.data.myTwoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10, requiredForYou: false });
    await a.get('/user').expect(200);
    await elsewhere.get('/user').expect(401);
  });
});

describe('signing in with it', () => {
  it('asks for a code after the password, without signing in; the code completes it once', async () => {
    const { u, a } = await signedIn();
    const { secret } = await enrol(a, u.id);
    const b = t.agent();
    const first = await gql(b, LOGIN, { i: { username: u.username, password: u.password } });
    expect(first.body.data).toBeNull();
    expect(errorOf(first)).toMatchObject({ message: 'Shkruani kodin nga aplikacioni i vërtetimit (ose një kod rezervë) për të hyrë.', extensions: { code: 'TWO_FACTOR_REQUIRED' } });
    // Half signed in: the session knows the step, and opens nothing.
    expect((await gql(b, '{ me { id } pendingSignIn { step username expiresAt } }')).body.data).toMatchObject({ me: null, pendingSignIn: { step: 'CODE', username: u.username } });
    expect(errorOf(await gql(b, '{ myReservations { id } }'))!.extensions.code).toBe('UNAUTHENTICATED');
    await b.get('/user').expect(401);
    expect(errorOf(await gql(b, VERIFY, { c: '123456' }))!.extensions).toMatchObject({ code: 'CONFLICT', fields: { code: 'Kodi nuk është i saktë ose është përdorur tashmë.' } });
    const code = codeAt(secret);
    expect((await gql(b, VERIFY, { c: code })).body.data.verifyLoginCode).toEqual({ id: u.id, username: u.username, twoFactorEnabled: true });
    expect((await gql(b, '{ me { id } pendingSignIn { step } }')).body.data).toEqual({ me: { id: u.id }, pendingSignIn: null });

    // The same code again, on another sign-in: refused (each code once).
    const c = t.agent();
    await gql(c, LOGIN, { i: { username: u.username, password: u.password } });
    expect(errorOf(await gql(c, VERIFY, { c: code }))!.extensions.code).toBe('CONFLICT');
    // Without a sign-in under way, a code opens nothing.
    expect(errorOf(await gql(t.agent(), VERIFY, { c: codeAt(secret, 1) }))!.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('takes a recovery code once instead of a code of the app', async () => {
    const { u, a } = await signedIn();
    const { recoveryCodes } = await enrol(a, u.id);
    for (const [i, expected] of [[0, 'ok'], [0, 'CONFLICT'], [1, 'ok']] as const) {
      const b = t.agent();
      await gql(b, LOGIN, { i: { username: u.username, password: u.password } });
      const res = await gql(b, VERIFY, { c: recoveryCodes[i]!.toUpperCase().replace(/-/g, ' ') });
      expect(res.body.data?.verifyLoginCode ? 'ok' : errorOf(res)!.extensions.code).toBe(expected);
    }
    expect((await gql(a, STATUS)).body.data.myTwoFactor.recoveryCodesLeft).toBe(8);
  });

  it('on the legacy REST login: the code in the same body, else a 401 naming it and no session', async () => {
    const { u, a } = await signedIn();
    const { secret } = await enrol(a, u.id);
    const legacy = t.agent();
    const without = await legacy.post('/api/login').send({ username: u.username, password: u.password }).expect(401);
    expect(without.body).toEqual({ error: 'Shkruani kodin nga aplikacioni i vërtetimit (ose një kod rezervë) për të hyrë.', fields: { code: expect.any(String) } });
    expect(without.headers['set-cookie']).toBeUndefined();
    await legacy.get('/user').expect(401);
    await legacy.post('/api/login').send({ username: u.username, password: u.password, code: '000000' }).expect(409);
    const ok = await legacy.post('/api/login').send({ username: u.username, password: u.password, code: codeAt(secret) }).expect(200);
    expect(ok.body.user).toEqual({ id: u.id, username: u.username, role: 'user' });
    await legacy.get('/user').expect(200);
    // A wrong password with a right code is still a wrong password.
    await t.agent().post('/api/login').send({ username: u.username, password: 'wrong-password', code: codeAt(secret, 1) }).expect(401);
  });
});

describe('changing it', () => {
  it('re-enrols with the password and a current code: the old app stops, the new one works', async () => {
    const { u, a } = await signedIn();
    const old = await enrol(a, u.id);
    expect(errorOf(await gql(a, START, { i: { password: u.password } }))!.extensions).toMatchObject({ code: 'CONFLICT', fields: { code: expect.any(String) } });
    const next = (await gql(a, START, { i: { password: u.password, code: codeAt(old.secret) } })).body.data.startTwoFactorEnrolment;
    expect(next.secret).not.toBe(old.secret);
    await forgetLastCode(u.id);
    const done = (await gql(a, CONFIRM, { c: codeAt(next.secret) })).body.data.confirmTwoFactorEnrolment;
    expect(done.recoveryCodes).toHaveLength(10);
    await forgetLastCode(u.id);
    const b = t.agent();
    await gql(b, LOGIN, { i: { username: u.username, password: u.password } });
    expect(errorOf(await gql(b, VERIFY, { c: codeAt(old.secret) }))!.extensions.code).toBe('CONFLICT');
    expect(errorOf(await gql(b, VERIFY, { c: old.recoveryCodes[0]! }))!.extensions.code).toBe('CONFLICT');
    expect((await gql(b, VERIFY, { c: codeAt(next.secret) })).body.data.verifyLoginCode.id).toBe(u.id);
  });

  it('regenerates the recovery codes and turns it off, each with the password and a code', async () => {
    const { u, a } = await signedIn();
    const { secret, recoveryCodes } = await enrol(a, u.id);
    const REGENERATE = `mutation${PROOF} { regenerateRecoveryCodes(input: { password: $p, code: $c }) }`;
    const DISABLE = `mutation${PROOF} { disableTwoFactor(input: { password: $p, code: $c }) { enabled recoveryCodesLeft } }`;
    expect(errorOf(await gql(a, REGENERATE, { p: 'wrong-password', c: codeAt(secret) }))!.extensions.fields).toEqual({ password: 'Fjalëkalimi nuk është i saktë.' });
    const fresh = (await gql(a, REGENERATE, { p: u.password, c: codeAt(secret) })).body.data.regenerateRecoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect(errorOf(await gql(a, DISABLE, { p: u.password, c: recoveryCodes[1]! }))!.extensions.code).toBe('CONFLICT');
    expect((await gql(a, DISABLE, { p: u.password, c: fresh[0]! })).body.data.disableTwoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await t.pool.query('select count(*)::int as n from recovery_codes where user_id = $1', [u.id])).rows[0].n).toBe(0);
    // Off: the password alone signs in again.
    expect((await gql(t.agent(), LOGIN, { i: { username: u.username, password: u.password } })).body.data.login.id).toBe(u.id);
    expect(errorOf(await gql(a, REGENERATE, { p: u.password, c: '123456' }))!.extensions.rules).toEqual({ code: { code: 'TWO_FACTOR_NOT_ENABLED' } });
  });
});

describe('staff', () => {
  const SET = 'mutation($r: Boolean!) { setStaffTwoFactorRequired(required: $r) { staffTwoFactorRequired } }';

  it('when the owner requires it, a staff account without it enrols at its next sign-in; it cannot be turned off', async () => {
    const owner = (await signedIn(Role.OWNER)).a;
    expect((await gql(owner, '{ securitySettings { staffTwoFactorRequired } }')).body.data.securitySettings).toEqual({ staffTwoFactorRequired: false });
    const adminUser = await t.createUser(Role.ADMIN);
    const customer = await signedIn();
    expect(errorOf(await gql(customer.a, SET, { r: true }))!.extensions.code).toBe('FORBIDDEN');
    expect((await gql(owner, SET, { r: true })).body.data.setStaffTwoFactorRequired).toEqual({ staffTwoFactorRequired: true });
    try {
      const log = await t.pool.query(`select detail from logs where entity = 'Përdoruesi' and detail::text like '%staffTwoFactorRequired%'`);
      expect(log.rows[0].detail.changes).toEqual([{ field: 'staffTwoFactorRequired', from: 'false', to: 'true' }]);
      // Customers are not asked.
      await t.agent().post('/api/login').send({ username: customer.u.username, password: customer.u.password }).expect(200);

      const a = t.agent();
      const asked = await gql(a, LOGIN, { i: { username: adminUser.username, password: adminUser.password } });
      expect(errorOf(asked)).toMatchObject({ extensions: { code: 'TWO_FACTOR_ENROLMENT_REQUIRED' } });
      expect((await gql(a, '{ pendingSignIn { step } me { id } }')).body.data).toEqual({ pendingSignIn: { step: 'ENROL' }, me: null });
      expect(errorOf(await gql(a, '{ users { total } }'))!.extensions.code).toBe('UNAUTHENTICATED');
      // The legacy login says the same, and signs nobody in.
      expect((await t.agent().post('/api/login').send({ username: adminUser.username, password: adminUser.password }).expect(401)).body.error).toMatch(/^Llogaritë e stafit hyjnë me verifikim me dy hapa/);
      // Half signed in, enrolling needs no password again; the first code signs in.
      const started = (await gql(a, START, { i: {} })).body.data.startTwoFactorEnrolment;
      const done = (await gql(a, CONFIRM, { c: codeAt(started.secret) })).body.data.confirmTwoFactorEnrolment;
      expect(done.user).toEqual({ id: adminUser.id, twoFactorEnabled: true });
      expect((await gql(a, '{ users { total } myTwoFactor { requiredForYou } }')).body.data.myTwoFactor).toEqual({ requiredForYou: true });
      const logged = await t.pool.query(`select idstaff as user_id, detail from logs where entity_id = $1 and detail::text like '%twoFactor%'`, [adminUser.id]);
      expect(logged.rows.map((r) => [r.user_id, r.detail.changes[0].to])).toEqual([[adminUser.id, 'on']]);
      await forgetLastCode(adminUser.id);
      const off = await gql(a, `mutation${PROOF} { disableTwoFactor(input: { password: $p, code: $c }) { enabled } }`, { p: adminUser.password, c: codeAt(started.secret) });
      expect(errorOf(off)!.extensions.rules).toEqual({ code: { code: 'TWO_FACTOR_REQUIRED_FOR_STAFF' } });
    } finally {
      await gql(owner, SET, { r: false });
    }
  });

  it('lets the owner reset another account\'s second factor: its sessions end, the log says so; nobody else may', async () => {
    const owner = await signedIn(Role.OWNER);
    const admin = await signedIn(Role.ADMIN);
    await enrol(admin.a, admin.u.id);
    const RESET = 'mutation($id: Int!) { resetTwoFactor(userId: $id) { id twoFactorEnabled } }';
    expect(errorOf(await gql(admin.a, RESET, { id: admin.u.id }))!.extensions.code).toBe('FORBIDDEN');
    expect(errorOf(await gql(owner.a, RESET, { id: owner.u.id }))!.extensions.code).toBe('FORBIDDEN');
    expect((await gql(owner.a, RESET, { id: admin.u.id })).body.data.resetTwoFactor).toEqual({ id: admin.u.id, twoFactorEnabled: false });
    await admin.a.get('/user').expect(401);
    const log = await t.pool.query(`select idstaff as user_id, detail from logs where entity_id = $1 and detail::text like '%reset%'`, [admin.u.id]);
    expect(log.rows.map((r) => [r.user_id, r.detail.changes])).toEqual([[owner.u.id, [{ field: 'twoFactor', from: 'on', to: 'reset' }]]]);
    // The password alone signs in again (not required for staff here).
    await t.agent().post('/api/login').send({ username: admin.u.username, password: admin.u.password }).expect(200);
  });
});
