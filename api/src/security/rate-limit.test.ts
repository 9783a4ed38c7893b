import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createApp, type AppHandle } from '../app.js';
import { loadConfig } from '../config/env.js';
import { createSchema } from '../graphql/schema.js';
import { clientKey, LIMITED_OPERATIONS, type LimitedAction } from '../http/rate-limit.js';
import { Role } from '../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';
import { generateSync } from 'otplib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { staffTwoFactorRequired } from '../modules/two-factor/staff-requirement.js';
import { appRoutes } from './routes.js';

const MESSAGE = 'Shumë përpjekje. Ju lutem provoni përsëri më vonë.';
const LIMITS = {
  RATE_LIMIT_LOGIN_PER_USERNAME: '3', RATE_LIMIT_LOGIN_PER_IP: '6', RATE_LIMIT_LOGIN_BLOCK_SECONDS: '1',
  RATE_LIMIT_LOGIN_MAX_BLOCK_SECONDS: '2', RATE_LIMIT_REGISTER_PER_IP: '2', RATE_LIMIT_CONTACT_PER_IP: '2',
  RATE_LIMIT_SUBSCRIBE_PER_IP: '2', RATE_LIMIT_RESERVE_PER_IP: '2', RATE_LIMIT_PASSWORD_RESET_PER_IP: '2',
  RATE_LIMIT_BOOK_PER_IP: '4', RATE_LIMIT_BOOK_PER_CUSTOMER: '2',
  // Each test speaks from its own address (X-Forwarded-For, as one proxy in front would send it), so
  // their counters never meet.
  TRUST_PROXY: '1',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(LIMITS);
});
afterAll(() => t.close());

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function restLogin(ip: string, username: string, password: string) {
  return t.agent().post('/api/login').set('X-Forwarded-For', ip).send({ username, password });
}
function gqlLogin(ip: string, username: string, password: string) {
  return gql(t.agent().set('X-Forwarded-For', ip), 'mutation($i: LoginInput!) { login(input: $i) { id } }', { i: { username, password } });
}
function expect429(res: supertest.Response, retryAfter?: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: MESSAGE });
  if (retryAfter !== undefined) expect(res.headers['retry-after']).toBe(String(retryAfter));
  else expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('configuration', () => {
  it('parses the limits from the environment, with production defaults', () => {
    const d = loadConfig({}).rateLimits;
    expect(d).toMatchObject({ loginPerUsername: 5, loginPerIp: 20, loginBlockSeconds: 60, loginMaxBlockSeconds: 3600, register: 10, contact: 10, subscribe: 10, reserve: 30 });
    expect(loadConfig({ RATE_LIMIT_CONTACT_PER_IP: '3' }).rateLimits.contact).toBe(3);
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_IP: '0' })).toThrow(/RATE_LIMIT_LOGIN_PER_IP/);
  });

  it('keys clients by IPv4, IPv4-mapped IPv6 as IPv4, and IPv6 by /64', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
    // X-Forwarded-For is not checked by Express: a junk value still makes a short key.
    expect(clientKey('x'.repeat(300))).toMatch(/^other:[0-9a-f]{16}$/);
  });

  it('names only routes and mutations the app really has', async () => {
    const routes = new Set(appRoutes(t.app).map((r) => r.key.toLowerCase()));
    const mutations = (await createSchema()).getMutationType()!.getFields();
    for (const op of Object.values(LIMITED_OPERATIONS)) {
      for (const r of op.rest) expect(routes, r).toContain(r.toLowerCase());
      for (const f of op.graphql) expect(mutations, f).toHaveProperty(f);
    }
  });
});

describe('login', () => {
  it('blocks a username after repeated failures, from any IP, even with the right password, with growing blocks', async () => {
    const u = await t.createUser();
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await restLogin(ip, u.username, 'wrong-pass')).status).toBe(401);
    expect429(await restLogin(ip, u.username, 'wrong-pass'), 1);
    expect429(await restLogin(newIp(), u.username.toUpperCase(), u.password));
    await sleep(1100);
    // The block is over: three more guesses, then a block twice as long (new addresses: the per-IP
    // limit of 6 failures must not be what answers here).
    const ip2 = newIp();
    for (let i = 0; i < 3; i++) expect((await restLogin(ip2, u.username, 'wrong-pass')).status).toBe(401);
    expect429(await restLogin(ip2, u.username, 'wrong-pass'), 2);
    await sleep(2100);
    // A successful login clears the failures and the strikes: the next block is short again.
    const ip3 = newIp();
    expect((await restLogin(ip3, u.username, u.password)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await restLogin(ip3, u.username, 'wrong-pass')).status).toBe(401);
    expect429(await restLogin(ip3, u.username, 'wrong-pass'), 1);
  });

  it('blocks an IP guessing across many usernames, and counts only failures', async () => {
    const ip = newIp();
    const good = await t.createUser();
    // Successful logins never count against the address.
    for (let i = 0; i < 8; i++) expect((await restLogin(ip, good.username, good.password)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await restLogin(ip, `nobody${i}`, 'wrong-pass')).status).toBe(401);
    expect429(await restLogin(ip, 'someone-else', 'wrong-pass'));
    expect429(await restLogin(ip, good.username, good.password));
    // Other clients are not affected.
    expect((await restLogin(newIp(), good.username, good.password)).status).toBe(200);
  });

  it('shares the counters between REST and GraphQL (no bypass through /graphql)', async () => {
    const u = await t.createUser();
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await restLogin(ip, u.username, 'wrong-pass')).status).toBe(401);
    const res = await gqlLogin(ip, u.username, u.password);
    expect(res.body.errors[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(res.body.data).toBeNull();
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    const v = await t.createUser();
    const ip2 = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await gqlLogin(ip2, v.username, 'wrong-pass')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect429(await restLogin(ip2, v.username, v.password));
  });

  it('lets at most the limit of concurrent guesses reach the password check', async () => {
    const u = await t.createUser();
    const ip = newIp();
    const results = await Promise.all(Array.from({ length: 12 }, () => restLogin(ip, u.username, 'wrong-pass')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('does not count malformed login bodies as guesses', async () => {
    const u = await t.createUser();
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await restLogin(ip, u.username, '')).status).toBe(400);
    expect((await restLogin(ip, u.username, u.password)).status).toBe(200);
  });
});

describe('other guesses at an account\'s secrets, limited like logins', () => {
  const CHANGE = 'mutation($o: String!, $n: String!) { changeMyPassword(input: { oldPassword: $o, newPassword: $n }) }';
  const PROFILE = 'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { email } }';
  async function signedIn(ip: string) {
    const u = await t.createUser();
    const a = t.agent().set('X-Forwarded-For', ip);
    await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    return { u, a };
  }

  it('counts wrong current passwords on changeMyPassword as failed logins of the account', async () => {
    const ip = newIp();
    const { u, a } = await signedIn(ip);
    for (let i = 0; i < 3; i++) {
      const wrong = await gql(a, CHANGE, { o: `wrong-${i}`, n: 'Another-Pass-2026' });
      expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { oldPassword: expect.any(String) } });
    }
    const blocked = await gql(a, CHANGE, { o: u.password, n: 'Another-Pass-2026' });
    expect(blocked.body.errors[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
    // One budget for the account's password, whichever door the guesses come through.
    expect429(await restLogin(newIp(), u.username, u.password));
  });

  it('counts e-mail probes on updateMyProfile (a wrong password, or an address another account has) like failed logins', async () => {
    const ip = newIp();
    const { u, a } = await signedIn(ip);
    const others = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    for (const other of others) {
      const taken = await gql(a, PROFILE, { i: { email: `${other.username}@example.com`, currentPassword: u.password } });
      expect(taken.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { email: expect.any(String) } });
    }
    const probe = await gql(a, PROFILE, { i: { email: 'someone@example.com', currentPassword: u.password } });
    expect(probe.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // Name and phone are no guess: they still save.
    expect((await gql(a, 'mutation { updateMyProfile(input: { firstName: "Drita" }) { firstName } }')).body.data.updateMyProfile.firstName).toBe('Drita');
    await sleep(1100);
    const wrongs = [];
    for (let i = 0; i < 3; i++) wrongs.push((await gql(a, PROFILE, { i: { email: `new${i}_${u.username}@example.com`, currentPassword: 'wrong' } })).body.errors[0].extensions.code);
    expect(wrongs).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT']);
    expect((await gql(a, PROFILE, { i: { email: `new_${u.username}@example.com`, currentPassword: u.password } })).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('second-factor codes, limited like passwords', () => {
  it('counts wrong codes as failed logins of the account; giving the right password again clears nothing', async () => {
    const u = await t.createUser();
    // On, with a secret the test knows (enrolment itself is two-factor.test.ts's).
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.pool.query('update users set two_factor_secret = $1, two_factor_enabled_at = now() where id = $2', [secret, u.id]);
    const ip = newIp();
    const a = t.agent().set('X-Forwarded-For', ip);
    const VERIFY = 'mutation($c: String!) { verifyLoginCode(input: { code: $c }) { id } }';
    const password = () => gqlLogin(ip, u.username, u.password);
    expect((await gql(a, 'mutation($i: LoginInput!) { login(input: $i) { id } }', { i: { username: u.username, password: u.password } })).body.errors[0].extensions.code).toBe('TWO_FACTOR_REQUIRED');
    for (let i = 0; i < 2; i++) expect((await gql(a, VERIFY, { c: '000000' })).body.errors[0].extensions.code).toBe('CONFLICT');
    // The right password again (another half sign-in) does not wipe the wrong codes out.
    expect((await password()).body.errors[0].extensions.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await gql(a, VERIFY, { c: '000000' })).body.errors[0].extensions.code).toBe('CONFLICT');
    const code = generateSync({ secret });
    const blocked = await gql(a, VERIFY, { c: code });
    expect(blocked.body.errors[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
    // The legacy login with a code meets the same block.
    expect429(await t.agent().set('X-Forwarded-For', newIp()).post('/api/login').send({ username: u.username, password: u.password, code }));
  });

  it('is required for staff by default in production only (the demo keeps password sign-in)', async () => {
    const em = t.orm.em.fork() as EntityManager;
    await t.pool.query(`delete from app_meta where key = 'staff-two-factor-required'`);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(await staffTwoFactorRequired(em, loadConfig(production).staffTwoFactorRequired)).toBe(true);
    expect(await staffTwoFactorRequired(em, loadConfig({}).staffTwoFactorRequired)).toBe(false);
    // An operator may say otherwise until the owner decides (e.g. before the site has its code step).
    expect(loadConfig({ ...production, STAFF_TWO_FACTOR_REQUIRED: 'false' }).staffTwoFactorRequired).toBe(false);
    expect(loadConfig({ STAFF_TWO_FACTOR_REQUIRED: 'true' }).staffTwoFactorRequired).toBe(true);
    // The owner's choice, once made, is what counts.
    await t.pool.query(`insert into app_meta (key, value) values ('staff-two-factor-required', 'false')`);
    expect(await staffTwoFactorRequired(em, true)).toBe(false);
    await t.pool.query(`delete from app_meta where key = 'staff-two-factor-required'`);
  });
});

describe('register, contact, subscribe, reserve', () => {
  const rest: Record<Exclude<LimitedAction, 'passwordReset' | 'book'>, (a: supertest.Agent) => supertest.Test> = {
    register: (a) => a.post('/api/register').send({ username: 'x' }),
    contact: (a) => a.post('/api/contact').send({ name: 'x' }),
    subscribe: (a) => a.post('/api/abonohu').send({ email: 'not-an-email' }),
    reserve: (a) => a.post('/api/reserveOffer').send({}),
  };
  const graphql: Record<Exclude<LimitedAction, 'passwordReset' | 'book'>, [string, Record<string, unknown>]> = {
    register: ['mutation($i: RegisterInput!) { register(input: $i) { id } }',
      { i: { firstName: 'x', lastName: 'x', number: 'x', email: 'x', username: 'x', password: 'x' } }],
    contact: ['mutation($i: ContactInput!) { sendContactMessage(input: $i) }', { i: { name: 'x', number: 'x', email: 'x', message: 'x' } }],
    subscribe: ['mutation($i: SubscribeInput!) { subscribe(input: $i) }', { i: { email: 'x' } }],
    reserve: ['mutation($i: ReserveInput!) { reservePackage(input: $i) { id } }', { i: { packageId: 999999 } }],
  };

  for (const action of Object.keys(rest) as (keyof typeof rest)[]) {
    it(`${action}: counts every attempt per client on both edges, then answers 429`, async () => {
      const agent = action === 'reserve' ? await t.loginAs(Role.USER) : t.agent();
      const ip = newIp();
      const viaRest = () => rest[action](agent.set('X-Forwarded-For', ip));
      const viaGraphql = () => gql(agent.set('X-Forwarded-For', ip), ...graphql[action]);
      expect((await viaRest()).status).toBeLessThan(429);
      expect((await viaGraphql()).body.errors?.[0]?.extensions?.code).not.toBe('TOO_MANY_REQUESTS');
      expect429(await viaRest());
      const g = await viaGraphql();
      expect(g.body.errors[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(g.headers['retry-after'])).toBeGreaterThan(3000);
      // Another client still gets through.
      expect((await rest[action](agent.set('X-Forwarded-For', newIp()))).status).toBeLessThan(429);
    });
  }

  const BOOK = ['mutation($i: BookingInput!) { bookPackage(input: $i) { id } }', { i: { packageId: 999999, adults: 1, travellerNames: ['Arta Berisha'] } }] as const;

  it('book: counts every booking per customer, whatever the address, and per address, whoever books (GraphQL only)', async () => {
    const customer = await t.loginAs(Role.USER);
    const book = (agent: supertest.Agent, ip: string) => gql(agent.set('X-Forwarded-For', ip), ...BOOK);
    const codes = async (agent: supertest.Agent, ip: string, n: number) => {
      const out: string[] = [];
      for (let i = 0; i < n; i++) out.push((await book(agent, ip)).body.errors[0].extensions.code);
      return out;
    };
    // Per customer: two, then 429 from any address.
    expect(await codes(customer, newIp(), 2)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect(await codes(customer, newIp(), 1)).toEqual(['TOO_MANY_REQUESTS']);
    // Per address: four, whichever customers book from it.
    const ip = newIp();
    const others = await Promise.all([t.loginAs(Role.USER), t.loginAs(Role.USER), t.loginAs(Role.USER)]);
    expect([...await codes(others[0]!, ip, 2), ...await codes(others[1]!, ip, 2)]).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(await codes(others[2]!, ip, 1)).toEqual(['TOO_MANY_REQUESTS']);
  });

  it('reserve and book: an anonymous caller gets 401 however often it tries, and uses up nobody\'s limit', async () => {
    const ip = newIp();
    const anonymous = t.agent().set('X-Forwarded-For', ip);
    for (let i = 0; i < 5; i++) {
      expect((await anonymous.post('/api/reserveOffer').send({})).status).toBe(401);
      expect((await gql(anonymous, ...graphql.reserve)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await gql(anonymous, ...BOOK)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const customer = (await t.loginAs(Role.USER)).set('X-Forwarded-For', ip);
    expect((await customer.post('/api/reserveOffer').send({})).status).toBeLessThan(429);
    expect((await gql(customer, ...BOOK)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('passwordReset: asking for a link and using one share one counter per client (GraphQL only)', async () => {
    const ip = newIp();
    const ask = () => gql(t.agent().set('X-Forwarded-For', ip), 'mutation { requestPasswordReset(input: { email: "nobody@example.com" }) }');
    const use = () => gql(t.agent().set('X-Forwarded-For', ip), 'mutation { resetPassword(input: { token: "abc", newPassword: "Sekret-2026-x" }) }');
    expect((await ask()).body.data.requestPasswordReset).toBe(true);
    expect((await use()).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const g = await ask();
    expect(g.body.errors[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect((await use()).body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await gql(t.agent().set('X-Forwarded-For', newIp()), 'mutation { requestPasswordReset(input: { email: "nobody@example.com" }) }')).body.data.requestPasswordReset).toBe(true);
  });

  it('holds across instances: a second app on the same database sees the same counters', async () => {
    const config = loadConfig({
      NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), TRUST_PROXY: '1',
      RATE_LIMIT_CONTACT_PER_IP: '2',
    });
    const second: AppHandle = await createApp(config, t.orm, t.databaseUrl);
    try {
      const ip = newIp();
      for (let i = 0; i < 2; i++) expect((await rest.contact(t.agent().set('X-Forwarded-For', ip))).status).toBe(400);
      expect429(await supertest(second.listener).post('/api/contact').set('X-Forwarded-For', ip).send({}));
    } finally {
      await second.close();
    }
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses "trust everything" at start', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16', 'fd00::/8']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const bad of ['true', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(new RegExp(`TRUST_PROXY: "${bad}" would trust every X-Forwarded-For hop`));
    }
    for (const bad of ['-1', 'maybe', '10.0.0.2/40', '10.0.0.2,nginx', '999']) expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('with TRUST_PROXY=1, a client naming its own address in X-Forwarded-For still meets the limit', async () => {
    const config = loadConfig({
      NODE_ENV: 'production', DATABASE_URL: t.databaseUrl, SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), TRUST_PROXY: '1',
      RATE_LIMIT_CONTACT_PER_IP: '2',
    });
    const proxied: AppHandle = await createApp(config, t.orm, t.databaseUrl);
    try {
      // What one proxy forwards: whatever the client claimed, then the address the proxy saw.
      const real = newIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await supertest(proxied.listener).post('/api/contact').set('X-Forwarded-For', `198.18.0.${i + 1}, ${real}`).send({});
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 429, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('storage', () => {
  it('keeps the counters in the migrated rate_limits table, which the schema diff leaves alone', async () => {
    const rows = await t.pool.query(`select count(*)::int as n from rate_limits`);
    expect(rows.rows[0].n).toBeGreaterThan(0);
    const diff = await t.orm.getSchemaGenerator().getUpdateSchemaSQL();
    expect(diff).not.toMatch(/rate_limits/);
  });
});
