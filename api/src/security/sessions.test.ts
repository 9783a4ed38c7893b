import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSessionsOf, SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS } from '../http/session.js';
import { REPO_ROOT } from '../test/paths.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = ReturnType<TestApp['agent']>;
const sidOf = (setCookie: string[] | string | undefined) => {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const value = decodeURIComponent(/bani\.sid=([^;]+)/.exec(first ?? '')?.[1] ?? '');
  return /^s:([^.]+)\./.exec(value)?.[1] ?? '';
};

async function login(agent: Agent = t.agent()) {
  const u = await t.createUser();
  const res = await agent.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
  const sid = sidOf(res.headers['set-cookie']);
  expect(sid).toMatch(/^[\w-]{20,}$/);
  return { agent, user: u, id: res.body.user.id as number, sid };
}
const rowsOf = async (userId: number) =>
  (await t.pool.query(`select sid, expire, sess from "session" where (sess->>'userId')::int = $1`, [userId])).rows;

describe('session lifecycle', () => {
  it('issues a fresh id at login: an id known before login (fixation) is worthless after it', async () => {
    const first = await login();
    // The same browser logs in as somebody else: a new id, and the old one is gone from the store.
    const second = await login(first.agent);
    expect(second.sid).not.toBe(first.sid);
    expect((await t.pool.query(`select 1 from "session" where sid = $1`, [first.sid])).rowCount).toBe(0);
    // A cookie value the server never issued is ignored (no session is created for it).
    const forged = await t.agent().get('/user').set('Cookie', `${SESSION_COOKIE}=s:attacker-chosen-id.bad-signature`);
    expect(forged.status).toBe(401);
  });

  it('destroys the stored session at logout', async () => {
    const s = await login();
    expect(await rowsOf(s.id)).toHaveLength(1);
    await s.agent.post('/logout').send({}).expect(200);
    expect(await rowsOf(s.id)).toHaveLength(0);
    await s.agent.get('/user').expect(401);
  });

  it('ends after the idle lifetime, and every request rolls the idle deadline forward', async () => {
    const s = await login();
    const [row] = await rowsOf(s.id);
    const idleLeft = new Date(row.expire).getTime() - Date.now();
    expect(Math.abs(idleLeft - SESSION_IDLE_MS)).toBeLessThan(60_000);

    // Almost idle for too long: one request puts the deadline a full idle lifetime away again.
    await t.pool.query(`update "session" set expire = now() + interval '1 minute' where sid = $1`, [s.sid]);
    const touched = await s.agent.get('/user').expect(200);
    expect(touched.headers['set-cookie']?.[0]).toMatch(/Expires=/);
    const [rolled] = await rowsOf(s.id);
    expect(new Date(rolled.expire).getTime() - Date.now()).toBeGreaterThan(SESSION_IDLE_MS - 60_000);
    // Within the next minute the deadline, hours away, is not written again at every request; the cookie still rolls.
    const next = await s.agent.get('/user').expect(200);
    expect(next.headers['set-cookie']?.[0]).toMatch(/Expires=/);
    expect((await rowsOf(s.id))[0].expire).toEqual(rolled.expire);

    // Idle for too long: gone.
    await t.pool.query(`update "session" set expire = now() - interval '1 second' where sid = $1`, [s.sid]);
    await s.agent.get('/user').expect(401);
  });

  it('ends after the absolute lifetime however active the user is', async () => {
    const s = await login();
    const setAuthAt = (ms: number) =>
      t.pool.query(`update "session" set sess = jsonb_set(sess::jsonb, '{authAt}', to_jsonb($2::bigint))::json where sid = $1`, [s.sid, ms]);

    await setAuthAt(Date.now() - SESSION_ABSOLUTE_MS + 60_000);
    await s.agent.get('/user').expect(200);
    await setAuthAt(Date.now() - SESSION_ABSOLUTE_MS - 1000);
    await s.agent.get('/user').expect(401);
    expect(await rowsOf(s.id)).toHaveLength(0);

    // A session without a login time (written by an older version) is not trusted either.
    const s2 = await login();
    await t.pool.query(`update "session" set sess = (sess::jsonb - 'authAt')::json where sid = $1`, [s2.sid]);
    await s2.agent.get('/user').expect(401);
  });

  it('endSessionsOf ends every session of a user at once, optionally keeping the current one', async () => {
    const a = await login();
    const b = t.agent();
    await b.post('/api/login').send({ username: a.user.username, password: a.user.password }).expect(200);
    const c = t.agent();
    const cLogin = await c.post('/api/login').send({ username: a.user.username, password: a.user.password }).expect(200);
    expect(await rowsOf(a.id)).toHaveLength(3);

    expect(await endSessionsOf(t.pool, a.id, sidOf(cLogin.headers['set-cookie']))).toBe(2);
    await a.agent.get('/user').expect(401);
    await b.get('/user').expect(401);
    await c.get('/user').expect(200);
    expect(await endSessionsOf(t.pool, a.id)).toBe(1);
    await c.get('/user').expect(401);
  });

  it('knows the account as it is now at every request: a changed name or role, a deleted account', async () => {
    const a = await login();
    expect((await a.agent.get('/user').expect(200)).body.user.role).toBe('user');
    // Changed behind the session's back (no session ended): the next request sees it.
    await t.pool.query(`update users set username = $2 where id = $1`, [a.id, `${a.user.username}_renamed`]);
    const renamed = await a.agent.get('/user').expect(200);
    expect(renamed.body.user.username).toBe(`${a.user.username}_renamed`);
    // Two requests at once of the one session each know who acts.
    const both = await Promise.all([a.agent.get('/user'), a.agent.get('/user')]);
    expect(both.map((r) => [r.status, r.body.user?.id])).toEqual([[200, a.id], [200, a.id]]);
    await t.pool.query(`update users set role = 'admin' where id = $1`, [a.id]);
    expect((await a.agent.get('/user').expect(200)).body.user.role).toBe('admin');
    await t.pool.query(`delete from users where id = $1`, [a.id]);
    await a.agent.get('/user').expect(401);
    expect(await rowsOf(a.id)).toHaveLength(0);
  });

  it('is read only where a handler needs it: never for the web app\'s files or the pictures', async () => {
    const { agent } = await login();
    // Where the session is read, the rolling idle deadline renews the cookie on every answer.
    expect((await agent.get('/user').expect(200)).headers['set-cookie']).toBeDefined();
    for (const file of ['/robots.txt', '/assets/none.js', '/favicon.svg', '/media/999999/480.webp']) {
      expect((await agent.get(file)).headers['set-cookie'], file).toBeUndefined();
    }
    // A public page the server renders is rendered for this session (its header, its favourites: ADR
    // 0019), so it reads it, like any handler that needs it; without the server build it does not.
    const rendered = existsSync(path.join(REPO_ROOT, 'web', 'dist', 'server', 'index.js'));
    expect(Boolean((await agent.get('/').set('Accept', 'text/html')).headers['set-cookie'])).toBe(rendered);
  });
});
