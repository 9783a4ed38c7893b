import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessions = async () => (await t.pool.query<{ n: number }>('select count(*)::int as n from session')).rows[0]!.n;

describe('a visitor request', () => {
  it('starts no session and writes nothing to the session store', async () => {
    const before = await sessions();
    for (const res of [
      await t.agent().get('/api/aranzhmanet'),
      await t.agent().get('/user'),
      await gql(t.agent(), '{ searchPackages { total } me { id } }'),
      await t.agent().post('/api/contact').send({}),
    ]) {
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessions()).toBe(before);
  });

  it('still logs in without a cookie, by either API, and the session works from then on', async () => {
    const user = await t.createUser(Role.USER);
    const viaGraphql = t.agent();
    const login = await gql(viaGraphql, 'mutation($i: LoginInput!) { login(input: $i) { username } }', { i: { username: user.username, password: user.password } });
    expect(login.headers['set-cookie']?.[0]).toMatch(/^bani\.sid=/);
    expect((await gql(viaGraphql, '{ me { username } }')).body.data.me.username).toBe(user.username);
    const viaRest = t.agent();
    await viaRest.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    expect((await viaRest.get('/user').expect(200)).body.user.username).toBe(user.username);
  });
});

describe('a signed-in request', () => {
  it("answers `me` from the session's own read: the account as it is at that request, and no statement of its own", async () => {
    const user = await t.createUser(Role.USER);
    const a = t.agent();
    await gql(a, 'mutation($i: LoginInput!) { login(input: $i) { id } }', { i: { username: user.username, password: user.password } });
    await t.pool.query(`update users set first_name = 'Drita', language = 'en' where id = $1`, [user.id]);
    const statements: string[] = [];
    t.orm.config.set('onQuery', (sql: string) => { statements.push(sql); return sql; });
    try {
      const me = await gql(a, '{ me { id username firstName language } }');
      expect(me.body.data.me).toEqual({ id: user.id, username: user.username, firstName: 'Drita', language: 'en' });
      expect(statements.filter((q) => /from users/.test(q))).toEqual([]);
      // A change through the API shows at the next request; a mutation's request itself reads the database.
      const changed = await gql(a, 'mutation { updateMyProfile(input: { firstName: "Arbëresha" }) { firstName } }');
      expect(changed.body.data.updateMyProfile.firstName).toBe('Arbëresha');
      expect((await gql(a, '{ me { firstName } }')).body.data.me.firstName).toBe('Arbëresha');
    } finally {
      t.orm.config.set('onQuery', (sql: string) => sql);
    }
  });
});
