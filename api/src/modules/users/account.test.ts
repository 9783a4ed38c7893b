import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { hashPassword } from './password.js';
import { Role } from './role.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (over: Record<string, string> = {}) => ({
  firstName: 'Besa', lastName: 'Gashi', number: '+383 44 123 456', email: `besa${Math.random().toString(36).slice(2, 8)}@example.com`,
  username: `besa_${Math.random().toString(36).slice(2, 8)}`, password: 'Sekret123', ...over,
});

describe('REST accounts', () => {
  it('registers, logs in, answers /user, logs out, and the old session is dead', async () => {
    const data = form();
    const reg = await t.agent().post('/api/register').send(data).expect(201);
    expect(reg.body.user).toMatchObject({ username: data.username, role: 'user' });
    expect(JSON.stringify(reg.body)).not.toMatch(/password|scrypt/i);

    const a = t.agent();
    await a.get('/user').expect(401);
    const login = await a.post('/api/login').send({ username: data.username, password: data.password }).expect(200);
    const cookie = login.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await a.get('/user').expect(200);
    expect(me.body).toEqual({ user: { id: expect.any(Number), username: data.username, role: 'user' } });

    await a.post('/logout').send({}).expect(200);
    await a.get('/user').expect(401);
    // Replaying the cookie captured before logout must not revive the session.
    await t.agent().get('/user').set('Cookie', cookie.split(';')[0]).expect(401);
  });

  it('serves /api/registerForm too, and matches /api paths case-insensitively', async () => {
    await t.agent().post('/api/registerForm').send(form()).expect(201);
    const data = form();
    await t.agent().post('/API/REGISTER').send(data).expect(201);
    await t.agent().post('/api/LOGIN').send({ username: data.username, password: data.password }).expect(200);
  });

  it('rotates the session id at login', async () => {
    const u = await t.createUser();
    const a = t.agent();
    const first = await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    const second = await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    const sid = (r: typeof first) => (r.headers['set-cookie']?.[0] ?? '').split(';')[0];
    expect(sid(first)).not.toBe('');
    expect(sid(second)).not.toBe(sid(first));
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const u = await t.createUser();
    const wrong = await t.agent().post('/api/login').send({ username: u.username, password: 'nope-nope' }).expect(401);
    const unknown = await t.agent().post('/api/login').send({ username: 'nobody_here', password: 'nope-nope' }).expect(401);
    expect(wrong.body.error).toBe(unknown.body.error);
  });

  it('answers a duplicate username or email with 409 naming the field (case-insensitive)', async () => {
    const data = form();
    await t.agent().post('/api/register').send(data).expect(201);
    const dupUser = await t.agent().post('/api/register').send(form({ username: data.username.toUpperCase() })).expect(409);
    expect(dupUser.body.fields).toHaveProperty('username');
    const dupEmail = await t.agent().post('/api/register').send(form({ email: data.email.toUpperCase() })).expect(409);
    expect(dupEmail.body.fields).toHaveProperty('email');
  });

  it('validates every field with a 400 that names it', async () => {
    const res = await t.agent().post('/api/register').send({ email: 'not-an-email', number: 'abc' }).expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'number', 'password', 'username']);
    const login = await t.agent().post('/api/login').send({}).expect(400);
    expect(Object.keys(login.body.fields).sort()).toEqual(['password', 'username']);
  });

  it('refuses usernames in other scripts that pass for Latin ones (Cyrillic "аdmin"), on every path that names a new account', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    for (const username of ['\u0430dmin', 'own\u0435r', 'Ωmega', 'ıstanbul', 'admin\u0301', 'ｄｅｍｏ']) {
      const reg = await t.agent().post('/api/register').send(form({ username })).expect(400);
      expect(Object.keys(reg.body.fields), username).toEqual(['username']);
      expect(reg.body.rules, username).toEqual({ username: { code: 'USERNAME_CHARACTERS' } });
      const add = await admin.post('/api/AddUser').send(form({ username })).expect(400);
      expect(Object.keys(add.body.fields), username).toEqual(['username']);
      const g = await gql(t.agent(), 'mutation($i: RegisterInput!) { register(input: $i) { id } }', { i: form({ username }) });
      expect(g.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { username: expect.any(String) } });
    }
    // Albanian letters are Latin: welcome.
    const ok = await t.agent().post('/api/register').send(form({ username: `drën.çeliku_${Math.random().toString(36).slice(2, 6)}` })).expect(201);
    // A rename is a new username too, but an account keeps an older name it already has.
    const owner = t.agent();
    await owner.post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' }).expect(200);
    const rename = await gql(owner, `mutation { updateUser(id: ${ok.body.user.id}, input: { username: "\u0430dmin2" }) { id } }`);
    expect(rename.body.errors[0].extensions).toMatchObject({ fields: { username: expect.any(String) }, rules: { username: { code: 'USERNAME_CHARACTERS' } } });
    await t.pool.query(`update users set username = 'старый_' || id where id = $1`, [ok.body.user.id]);
    const old = (await t.pool.query('select username from users where id = $1', [ok.body.user.id])).rows[0].username;
    const keep = await gql(owner, `mutation($u: String) { updateUser(id: ${ok.body.user.id}, input: { username: $u, firstName: "Drita" }) { username firstName } }`, { u: old });
    expect(keep.body.data.updateUser).toEqual({ username: old, firstName: 'Drita' });
  });

  it('says a missing or non-text required field is required (not that it is too long)', async () => {
    for (const value of [undefined, 42, ['Besa'], { toString: 1 }, '   ']) {
      const res = await t.agent().post('/api/register').send({ ...form(), firstName: value }).expect(400);
      expect(res.body.fields, JSON.stringify(value)).toEqual({ firstName: 'firstName është i detyrueshëm.' });
    }
  });

  it('answers malformed JSON and non-object bodies with 400, never 500', async () => {
    await t.agent().post('/api/login').set('Content-Type', 'application/json').send('{"username":').expect(400);
    await t.agent().post('/api/login').send([1, 2]).expect(400);
    await t.agent().post('/api/register').send({ ...form(), firstName: 42 }).expect(400);
  });

  it('signs in with the e-mail as well as the username, on both APIs (issue 42)', async () => {
    const u = await t.createUser(Role.USER);
    const email = `${u.username}@example.com`;
    const rest = await t.agent().post('/api/login').send({ username: email.toUpperCase(), password: u.password }).expect(200);
    expect(rest.body.user.id).toBe(u.id);
    const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { id } }';
    const g = await gql(t.agent(), LOGIN, { i: { username: ` ${email} `, password: u.password } });
    expect(g.body.data.login.id).toBe(u.id);
    // Wrong password or unknown address: the same answer as for a username.
    await t.agent().post('/api/login').send({ username: email, password: 'wrong-password-1' }).expect(401);
    await t.agent().post('/api/login').send({ username: `nobody-${u.username}@example.com`, password: u.password }).expect(401);
    // "%" and "_" are no wildcards.
    await t.agent().post('/api/login').send({ username: '%@example.com', password: u.password }).expect(401);
  });

  it('lets only staff read /api/users-count', async () => {
    await t.agent().get('/api/users-count').expect(401);
    await (await t.loginAs(Role.USER)).get('/api/users-count').expect(403);
    const res = await (await t.loginAs(Role.ADMIN)).get('/api/users-count').expect(200);
    expect(res.body.count).toEqual(expect.any(Number));
  });
});

describe('the password rule for new passwords (issue 15)', () => {
  const CREATE = 'mutation($i: RegisterInput!, $r: Role) { createUser(input: $i, role: $r) { id } }';
  const owner = async () => {
    const a = t.agent();
    await a.post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' }).expect(200);
    return a;
  };

  it('asks customers for 8 characters, refuses common passwords in any case, and says why in Albanian with a code for the web', async () => {
    const short = await t.agent().post('/api/register').send(form({ password: 'Sekret1' })).expect(400);
    expect(short.body.fields).toEqual({ password: 'Fjalëkalimi duhet të ketë të paktën 8 shenja.' });
    expect(short.body.rules).toEqual({ password: { code: 'PASSWORD_TOO_SHORT', params: { min: 8 } } });
    for (const common of ['password1', 'Password123', 'QWERTYUIOP', 'iloveyou']) {
      const res = await t.agent().post('/api/register').send(form({ password: common })).expect(400);
      expect(res.body.fields.password, common).toMatch(/më të përdorurit/);
      expect(res.body.rules.password, common).toEqual({ code: 'PASSWORD_COMMON' });
    }
    const g = await gql(t.agent(), 'mutation($i: RegisterInput!) { register(input: $i) { id } }', { i: form({ password: 'abc12' }) });
    expect(g.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT', fields: { password: expect.stringMatching(/8 shenja/) }, rules: { password: { code: 'PASSWORD_TOO_SHORT', params: { min: 8 } } },
    });
    await t.agent().post('/api/register').send(form({ password: 'Sekret12' })).expect(201);
    const admin = await t.loginAs(Role.ADMIN);
    await admin.post('/api/AddUser').send(form({ password: 'letmein1' })).expect(400);
    await admin.post('/api/AddUser').send(form({ password: 'Sekret12' })).expect(201);
  });

  it('asks staff accounts for 12 characters, when created and when they change their password', async () => {
    const o = await owner();
    const refused = await gql(o, CREATE, { i: form({ password: 'Sekret123!x' }), r: 'ADMIN' });
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT', fields: { password: 'Fjalëkalimi i një llogarie stafi duhet të ketë të paktën 12 shenja.' },
      rules: { password: { code: 'STAFF_PASSWORD_TOO_SHORT', params: { min: 12 } } },
    });
    const data = form({ password: 'Bani-Staff-2026' });
    expect((await gql(o, CREATE, { i: data, r: 'ADMIN' })).body.data.createUser.id).toEqual(expect.any(Number));
    const staff = t.agent();
    await staff.post('/api/login').send({ username: data.username, password: data.password }).expect(200);
    const change = (newPassword: string) => gql(staff, 'mutation($o: String!, $n: String!) { changeMyPassword(input: { oldPassword: $o, newPassword: $n }) }', { o: data.password, n: newPassword });
    expect((await change('Sekret1234')).body.errors[0].extensions).toMatchObject({ fields: { newPassword: expect.stringMatching(/12 shenja/) } });
    expect((await change('Another-Staff-2026')).body.data.changeMyPassword).toBe(true);
  });

  it('lets existing accounts keep logging in with the passwords they have', async () => {
    const u = await t.createUser();
    await t.pool.query('update users set password_hash = $1 where id = $2', [await hashPassword('abc123'), u.id]);
    await t.agent().post('/api/login').send({ username: u.username, password: 'abc123' }).expect(200);
  });
});

describe('GraphQL accounts', () => {
  const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id username role } }`;
  const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { id username role } }`;

  it('registers (which logs the new customer in), logs in again, reads me, logs out', async () => {
    const data = form();
    const a = t.agent();
    const reg = await gql(a, REGISTER, { input: data }).expect(200);
    expect(reg.body.data.register).toMatchObject({ username: data.username, role: 'USER' });
    expect(reg.headers['set-cookie']?.[0]).toMatch(/HttpOnly/i);
    expect((await gql(a, '{ me { username role } }')).body.data.me).toEqual({ username: data.username, role: 'USER' });
    const login = await gql(a, LOGIN, { input: { username: data.username, password: data.password } });
    expect(login.body.data.login.username).toBe(data.username);
    expect((await gql(a, '{ me { username role } }')).body.data.me).toEqual({ username: data.username, role: 'USER' });
    const out = await gql(a, 'mutation { logout }');
    expect(out.body.data.logout).toBe(true);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).some((c) => /^bani\.sid=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect((await gql(a, '{ me { id } }')).body.data.me).toBeNull();
  });

  it('reports a wrong password, a duplicate and invalid input with codes and fields', async () => {
    const u = await t.createUser();
    const wrong = await gql(t.agent(), LOGIN, { input: { username: u.username, password: 'bad-bad' } });
    expect(wrong.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const dup = await gql(t.agent(), REGISTER, { input: form({ username: u.username }) });
    expect(dup.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { username: expect.any(String) } });
    const bad = await gql(t.agent(), REGISTER, { input: form({ email: 'nope' }) });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: expect.any(String) } });
    // A refused registration starts no session.
    const refused = t.agent();
    await gql(refused, REGISTER, { input: form({ email: 'nope' }) });
    expect((await gql(refused, '{ me { id } }')).body.data.me).toBeNull();
    expect(JSON.stringify(bad.body)).not.toMatch(/stack|at .*\.ts/);
  });

  it('names the rule each field broke (reasons), so a client can say it in its own language', async () => {
    const u = await t.createUser();
    const bad = await gql(t.agent(), REGISTER, { input: form({ firstName: '', email: 'nope', number: 'abc', username: 'a b' }) });
    expect(bad.body.errors[0].extensions.reasons).toEqual({ firstName: 'isNotEmpty', email: 'isEmail', number: 'matches', username: 'matches' });
    const dup = await gql(t.agent(), REGISTER, { input: form({ username: u.username.toUpperCase(), email: `${u.username}@example.com` }) });
    expect(dup.body.errors[0].extensions.reasons).toEqual({ username: 'unique', email: 'unique' });
  });

  it('denies a USER the staff-only usersCount field; lets an ADMIN read it', async () => {
    const anon = await gql(t.agent(), '{ usersCount }');
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const user = await gql(await t.loginAs(Role.USER), '{ usersCount }');
    expect(user.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(user.body.data).toBeNull();
    const admin = await gql(await t.loginAs(Role.ADMIN), '{ usersCount }');
    expect(admin.body.data.usersCount).toEqual(expect.any(Number));
  });

  it('never exposes a password hash field', async () => {
    const res = await gql(t.agent(), '{ __type(name: "User") { fields { name } } }');
    const names = res.body.data.__type.fields.map((f: { name: string }) => f.name);
    expect(names).not.toContain('passwordHash');
    expect(names).toContain('username');
  });
});

describe('owner bootstrap', () => {
  it('creates the owner from OWNER_USERNAME/OWNER_PASSWORD', async () => {
    const a = t.agent();
    await a.post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' }).expect(200);
    expect((await a.get('/user')).body.user.role).toBe('owner');
  });
});
