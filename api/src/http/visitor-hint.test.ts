import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../modules/users/role.js';
import { createPackage } from '../test/fixtures.js';
import { doorProbe, type DoorProbe } from '../test/door-probe.js';
import { REPO_ROOT } from '../test/paths.js';
import type { RawAnswer } from '../test/raw-http.js';
import { createTestApp, PASSWORD, type TestApp } from '../test/test-app.js';
import { endSessionsOf } from './session.js';
import { VISITOR_HINT_COOKIE } from './visitor-hint.js';

// Kept pages need the web app's build; under CI a missing build is a failure, never a skip.
const mustRun = process.env.CI === 'true' || existsSync(path.join(REPO_ROOT, 'web', 'dist', 'server', 'index.js'));

describe.skipIf(!mustRun)("the signed hint of a signed-in visitor's kind (ADR 0052)", () => {
  let t: TestApp;
  let probe: DoorProbe;
  let page: string;

  beforeAll(async () => {
    t = await createTestApp();
    page = `/aranzhmani/${(await createPackage(t, { titulli: 'Hotel Hint' })).id}`;
    probe = await doorProbe(t);
  });
  afterAll(async () => {
    await probe?.close();
    await t?.close();
  });

  const visit = (cookie: string) => probe.ask(probe.door, page, { headers: { Accept: 'text/html', Cookie: cookie } });
  const cookiesSet = (answer: RawAnswer) => [answer.headers['set-cookie'] ?? []].flat();
  const hintSet = (answer: RawAnswer) => cookiesSet(answer).find((c) => c.startsWith(`${VISITOR_HINT_COOKIE}=`));
  const pairOf = (setCookie: string | undefined) => String(setCookie).split(';')[0]!;

  /** A new account of `role` signed in: its session cookie. */
  async function signIn(role: Role): Promise<{ id: number; sid: string }> {
    const user = await t.createUser(role);
    const login = await probe.ask(probe.door, '/api/login', {
      method: 'POST', body: JSON.stringify({ username: user.username, password: PASSWORD }), headers: { 'Content-Type': 'application/json' },
    });
    expect(login.status).toBe(200);
    // Signed in during that request: its answer cannot tell the kind yet.
    expect(hintSet(login)).toBeUndefined();
    return { id: user.id, sid: pairOf(cookiesSet(login).find((c) => c.startsWith('bani.sid='))) };
  }

  /** Signs in and opens the page once, as a browser does: the session and the hint its answer set. */
  async function signedInBrowser(role: Role) {
    const { id, sid } = await signIn(role);
    const first = await visit(sid);
    expect(first.by).toBe('express');
    const hint = hintSet(first);
    expect(hint).toMatch(new RegExp(`^${VISITOR_HINT_COOKIE}=${role === Role.USER ? 'customer' : 'staff'}\\.[\\w-]{43};`));
    expect(hint).toMatch(/; Max-Age=604800;/);
    expect(hint).toMatch(/; Path=\/;/);
    expect(hint).toMatch(/; HttpOnly; SameSite=Lax$/);
    return { id, sid, hint: pairOf(hint), cookie: `${sid}; ${pairOf(hint)}`, first };
  }

  it("answers a signed-in customer's page at the door from their hint: their kind's kept page, personal to no shared cache", async () => {
    const customer = await signedInBrowser(Role.USER);
    const kept = await visit(customer.cookie);
    expect([kept.by, kept.status, kept.headers['x-cache']]).toEqual(['door', 200, 'hit']);
    expect(kept.headers['cache-control']).toBe('no-cache, private');
    expect(kept.headers.vary).toMatch(/Cookie/);
    // The customer's header (their links, the logout form), and nothing of who they are.
    const html = kept.body.toString();
    expect(html).toContain('href="/profili"');
    expect(html).toContain('action="/dalje"');
    expect(html).not.toContain('href="/dashboard"');
    // The session was not read: no session cookie rolled, no hint renewed.
    expect(cookiesSet(kept)).toEqual([]);
    // Another customer's hint is theirs alone: signed for their session.
    const other = await signedInBrowser(Role.USER);
    expect(other.hint).not.toBe(customer.hint);
    expect((await visit(other.cookie)).by).toBe('door');
  });

  it("gives staff their kind's page from theirs", async () => {
    const staff = await signedInBrowser(Role.ADMIN);
    const kept = await visit(staff.cookie);
    expect([kept.by, kept.headers['x-cache']]).toEqual(['door', 'hit']);
    expect(kept.body.toString()).toContain('href="/dashboard"');
  });

  it('leaves a forged hint, or one signed for another session, to the pipeline, which reads the session and sets the right one', async () => {
    const customer = await signedInBrowser(Role.USER);
    const other = await signedInBrowser(Role.USER);
    const signature = customer.hint.split('.').slice(1).join('.');
    const forged = [
      `${VISITOR_HINT_COOKIE}=staff.${signature}`,
      `${VISITOR_HINT_COOKIE}=customer.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${VISITOR_HINT_COOKIE}=customer`,
      other.hint,
    ];
    for (const hint of forged) {
      const answer = await visit(`${customer.sid}; ${hint}`);
      expect(answer.by, hint).toBe('express');
      expect(answer.body.toString(), hint).not.toContain('href="/dashboard"');
      expect(pairOf(hintSet(answer)), hint).toBe(customer.hint);
    }
    // Without the session cookie a hint says nothing: the page of a visitor without a session.
    await visit('lang=sq');
    const alone = await visit(customer.hint);
    expect(alone.by).toBe('door');
    expect(alone.body.toString()).not.toContain('action="/dalje"');
  });

  it('is cleared at logout, and by the next answer that reads a session ended elsewhere', async () => {
    const customer = await signedInBrowser(Role.USER);
    const logout = await probe.ask(probe.door, '/logout', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', Cookie: customer.cookie } });
    expect(logout.status).toBe(200);
    expect(hintSet(logout)).toMatch(new RegExp(`^${VISITOR_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$`));

    // Ended elsewhere (a password change, staff deleting the account): until an answer reads the
    // session, the door still sends the kind's shared page, which holds nothing of theirs...
    const elsewhere = await signedInBrowser(Role.USER);
    expect(await endSessionsOf(t.pool, elsewhere.id)).toBe(1);
    expect((await visit(elsewhere.cookie)).by).toBe('door');
    // ...and the page's own per-visitor query reads it: no one, and the hint goes with the session.
    const visitor = await probe.ask(probe.door, '/graphql', {
      method: 'POST', body: JSON.stringify({ query: '{ me { id } }' }), headers: { 'Content-Type': 'application/json', Cookie: elsewhere.cookie },
    });
    expect(JSON.parse(visitor.body.toString())).toEqual({ data: { me: null } });
    expect(hintSet(visitor)).toMatch(new RegExp(`^${VISITOR_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`));
    const after = await visit(elsewhere.sid);
    expect(after.by).toBe('express');
    expect(after.body.toString()).not.toContain('action="/dalje"');
  });
});
