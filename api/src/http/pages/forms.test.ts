import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/users/role.js';
import { createPackage } from '../../test/fixtures.js';
import { REPO_ROOT } from '../../test/paths.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The site's forms as a browser without JavaScript sends them (ADR 0019, progressive enhancement): a
// urlencoded POST to the page's route action, answered with the page and its messages in place, or a
// redirect. The browser journeys run the same with JavaScript off (e2e/site-no-javascript).
const serverBuild = path.join(REPO_ROOT, 'web', 'dist', 'server', 'index.js');
const mustRun = process.env.CI === 'true' || existsSync(serverBuild);

const main = (html: string) => /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
const cookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);

describe.skipIf(!mustRun)('forms sent without JavaScript', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** A form post as a browser makes it: urlencoded (our own origin's check is the security tests'). */
  const post = (agent: ReturnType<TestApp['agent']>, url: string, form: Record<string, string>) =>
    agent.post(url).type('form').set('Accept', 'text/html').send(form);

  it('logs in and goes back where the visitor came from, saying so there', async () => {
    const user = await t.createUser(undefined, `form_${Date.now().toString(36)}`);
    const agent = t.agent();
    const res = await post(agent, '/login', { username: user.username, password: user.password, next: '/turqi?x=1' }).expect(302);
    expect(res.headers.location).toBe('/turqi?x=1');
    expect(cookies(res).some((c) => c.startsWith('bani.sid='))).toBe(true);
    expect(cookies(res).some((c) => c.startsWith('flash=login.success'))).toBe(true);
    const next = await agent.get('/turqi?x=1').set('Accept', 'text/html').expect(200);
    expect(main(next.text)).toContain('Login ishte i');
    // Signed in (the shared page of signed-in visitors: their links and logout, never their name).
    expect(next.text).toContain('action="/dalje"');
    expect(next.text).not.toContain(user.username);
    // The message is the next page's only: the page after it has none.
    expect(main((await agent.get('/turqi').set('Accept', 'text/html').expect(200)).text)).not.toContain('Login ishte i');
  });

  it('answers a refused login in place, keeping the username and never the password', async () => {
    const res = await post(t.agent(), '/login', { username: 'nobody_here', password: 'wrong-password-1' }).expect(400);
    expect(main(res.text)).toContain('Gabim gjatë login.');
    expect(main(res.text)).toContain('value="nobody_here"');
    expect(res.text).not.toContain('wrong-password-1');
    const empty = await post(t.agent(), '/login', { username: '', password: '' }).expect(400);
    expect(main(empty.text)).toMatch(/aria-invalid="true"/);
    // The app's own request (React Router's data request) gets the same answer with a 200: a browser
    // logs every 4xx of a script as an error.
    const app = await t.agent().post('/login.data').type('form').send({ username: 'nobody_here', password: 'wrong-password-1' }).expect(200);
    expect(app.text).toContain('login.failure');
  });

  it('registers with the same rules as the page, each message beside its field', async () => {
    const bad = await post(t.agent(), '/register', { firstName: 'Ana', lastName: '', number: '12', email: 'not-an-email', username: 'ana_form', password: 'short' }).expect(400);
    const html = main(bad.text);
    expect(html).toContain('Gabim gjatë regjistrimit.');
    expect(html).toContain('value="Ana"');
    expect(html).toContain('value="ana_form"');
    expect((html.match(/aria-invalid="true"/g) ?? []).length).toBe(4);
    const agent = t.agent();
    const name = `reg_${Date.now().toString(36)}`;
    const ok = await post(agent, '/register', { firstName: 'Ana', lastName: 'Krasniqi', number: '+38344111222', email: `${name}@example.com`, username: name, password: 'Shume-e-gjate-2026', next: '/kontakt' }).expect(302);
    expect(ok.headers.location).toBe('/kontakt');
    expect((await agent.get('/kontakt').set('Accept', 'text/html').expect(200)).text).toContain('action="/dalje"');
  });

  it('sends a contact message and says thank you; a missing field is named', async () => {
    const missing = await post(t.agent(), '/kontakt', { name: 'Besa', number: '+38344000111', email: 'besa@example.com', message: '' }).expect(400);
    expect(main(missing.text)).toContain('value="Besa"');
    const sent = await post(t.agent(), '/kontakt', { name: 'Besa', number: '+38344000111', email: 'besa@example.com', message: 'A ka vende për Antalya?' }).expect(200);
    expect(main(sent.text)).toMatch(/role="status"/);
    const { rows } = await t.pool.query<{ n: string }>("select count(*) n from contact_messages where email = 'besa@example.com'");
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('subscribes from the footer and comes back to the page with the answer', async () => {
    // The page is kept for visitors by now; the one after a form is this visitor's own.
    for (let i = 0; i < 2; i++) await t.agent().get('/turqi').set('Accept', 'text/html').expect(200);
    const agent = t.agent();
    const res = await post(agent, '/abonohu', { email: 'subscriber@example.com', language: 'sq', next: '/turqi' }).expect(302);
    expect(res.headers.location).toBe('/turqi');
    expect(cookies(res).some((c) => c.startsWith('flash=subscribe.success'))).toBe(true);
    const back = await agent.get('/turqi').set('Accept', 'text/html').expect(200);
    expect(back.headers['x-cache']).toBeUndefined();
    expect(main(back.text)).toContain('Jeni abonuar me sukses!');
    const bad = await post(t.agent(), '/abonohu', { email: 'nope', next: '/' }).expect(302);
    expect(cookies(bad).some((c) => c.startsWith('flash=subscribe.failure'))).toBe(true);
  });

  it('asks for a password reset with the same answer whatever the address', async () => {
    const res = await post(t.agent(), '/harruat-fjalekalimin', { email: 'someone@example.com' }).expect(200);
    expect(main(res.text)).toMatch(/role="status"/);
  });

  it('switches the language and shows the same page in it', async () => {
    const res = await post(t.agent(), '/gjuha', { language: 'en', next: '/turqi' }).expect(303);
    expect(res.headers.location).toBe('/turqi');
    expect(cookies(res).some((c) => c.startsWith('lang=en;'))).toBe(true);
    // Only a path of our own: anything else goes home.
    expect((await post(t.agent(), '/gjuha', { language: 'sq', next: '//evil.example/x' }).expect(303)).headers.location).toBe('/');
  });

  it('logs out', async () => {
    const agent = await t.loginAs(Role.USER);
    // An answer that read the session gave the browser its hint too (ADR 0052).
    expect(cookies(await agent.get('/user').expect(200)).some((c) => c.startsWith('bani.kind=customer.'))).toBe(true);
    const res = await post(agent, '/dalje', {}).expect(303);
    expect(res.headers.location).toBe('/');
    // Both cookies are cleared: the browser stops sending a session id that names no one.
    for (const name of ['bani.sid', 'bani.kind']) expect(cookies(res).find((c) => c.startsWith(`${name}=;`)), name).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/user').expect(401)).status).toBe(401);
  });

  it('books from the package page sent as a plain form: refused, the page comes back as typed; booked, to my bookings, told so', async () => {
    const pkg = await createPackage(t);
    const agent = await t.loginAs(Role.USER);
    const send = (body: string) => agent.post(`/aranzhmani/${pkg.id}`).type('form').set('Accept', 'text/html').send(body);
    const refused = await send('adults=2&children=0&travellerName=Ana+Berisha&travellerName=').expect(400);
    expect(main(refused.text)).toContain('Shkruani emrin dhe mbiemrin e secilit udhëtar.');
    expect(main(refused.text)).toContain('value="Ana Berisha"');
    // A count changed by hand comes back with the fields it needs: a third name, a child's age.
    const more = await send('adults=3&children=1&travellerName=Ana+Berisha&travellerName=Ilir+Berisha').expect(400);
    expect(main(more.text).match(/name="travellerName"/g)).toHaveLength(4);
    expect(main(more.text)).toContain('name="childAge"');

    const booked = await send('adults=2&children=0&travellerName=Ana+Berisha&travellerName=Ilir+Berisha').expect(303);
    expect(booked.headers.location).toBe('/rezervimet-e-mia');
    expect(cookies(booked).some((c) => c.startsWith('flash=bookingDone.success;'))).toBe(true);
    const mine = await agent.post('/graphql').send({ query: '{ myReservations { title travellerNames } }' }).expect(200);
    expect(mine.body.data.myReservations).toContainEqual({ title: pkg.titulli, travellerNames: ['Ana Berisha', 'Ilir Berisha'] });
  });

  it("refuses a form sent from another site's page", async () => {
    await t.agent().post('/login').type('form').set('Origin', 'https://evil.example').send({ username: 'a', password: 'b' }).expect(403);
  });
});
