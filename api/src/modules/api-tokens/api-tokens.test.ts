import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

/** Issue 47: API tokens on /graphql, through the real HTTP stack (front door, CSRF check, session, Apollo). */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp['loginAs']>>;
const LIMIT = 25;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API_TOKEN_PER_MINUTE: String(LIMIT) });
  owner = await t.loginAs(Role.OWNER);
});
afterAll(() => t.close());

const CREATE = `mutation($i: ApiTokenInput!) { createApiToken(input: $i) { secret token { id name prefix scopes expiresAt lastUsedAt revokedAt } } }`;
const BOOK = `mutation($i: BookingInput!) { bookPackage(input: $i) { id reference status } }`;
const SEARCH = `query { countries { id name } }`;

async function newToken(scopes: string[], name = `Integrimi ${Math.random().toString(36).slice(2, 6)}`) {
  const res = await gql(owner, CREATE, { i: { name, scopes, expiresInDays: 30 } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createApiToken as { secret: string; token: { id: number; name: string; prefix: string } };
}

/** A cookie-less call, as an integrator's server makes it. */
const withToken = (secret: string, query: string, variables?: Record<string, unknown>) =>
  t.agent().post('/graphql').set('Content-Type', 'application/json').set('Authorization', `Bearer ${secret}`).send({ query, variables });

async function bookable() {
  const admin = await t.loginAs(Role.ADMIN);
  const pkg = await createPackage(t);
  const set = await gql(admin, `mutation($id: Int!, $o: [PackageOptionInput!]!) { setPackageOptions(packageId: $id, options: $o) { id } }`,
    { id: pkg.id, o: [{ roomType: 'Dhomë dyshe', board: 'HALF_BOARD', adultPrice: 450, singleSupplement: 120, childBands: [] }] });
  return { packageId: pkg.id, optionId: set.body.data.setPackageOptions[0].id as number, adults: 2, childAges: [], travellerNames: ['Arben Hoxha', 'Drita Hoxha'] };
}

describe('creating and keeping tokens', () => {
  it('shows the secret once, keeps only its hash, lists tokens without it, and logs the creation', async () => {
    const { secret, token } = await newToken(['CATALOGUE_READ'], 'Faqja e partnerit');
    expect(secret).toMatch(/^bani_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`bani_${token.prefix}_`)).toBe(true);
    const listed = await gql(owner, 'query { myApiTokens { id name prefix scopes } }');
    expect(listed.body.data.myApiTokens).toContainEqual({ id: token.id, name: 'Faqja e partnerit', prefix: token.prefix, scopes: ['CATALOGUE_READ'] });
    // The schema has no field that could give the secret (or its hash) back.
    const introspect = await gql(owner, '{ __type(name: "ApiToken") { fields { name } } }');
    expect(introspect.body.data.__type.fields.map((f: { name: string }) => f.name)).not.toEqual(expect.arrayContaining(['secret']));
    expect(JSON.stringify(introspect.body)).not.toMatch(/hash/i);
    const row = (await t.pool.query('select * from api_tokens where id = $1', [token.id])).rows[0];
    const secretPart = secret.slice(`bani_${token.prefix}_`.length);
    expect(row.secret_hash).toBe(createHash('sha256').update(secretPart).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secretPart);
    const log = await t.pool.query(`select action, details from logs where entity = 'Token API' and entity_id = $1`, [token.id]);
    expect(log.rows).toEqual([expect.objectContaining({ action: 'add', details: expect.stringContaining('Faqja e partnerit') })]);
    // The migration made the table the entity describes.
    const diff = await t.orm.getSchemaGenerator().getUpdateSchemaSQL();
    expect(diff.split(';').filter((line) => line.includes('api_tokens'))).toEqual([]);
  });

  it('refuses customers and admins (FORBIDDEN) and anonymous callers, and bad input with a 400 naming the field', async () => {
    for (const role of [Role.USER, Role.ADMIN]) {
      const someone = await t.loginAs(role);
      const res = await gql(someone, CREATE, { i: { name: 'x', scopes: ['BOOK'], expiresInDays: 30 } });
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await gql(someone, 'query { myApiTokens { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await gql(t.agent(), 'query { myApiTokens { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const long = await gql(owner, CREATE, { i: { name: 'x', scopes: ['BOOK'], expiresInDays: 400 } });
    expect(long.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { expiresInDays: expect.any(String) } });
    const none = await gql(owner, CREATE, { i: { name: ' ', scopes: [], expiresInDays: 10 } });
    expect(Object.keys(none.body.errors[0].extensions.fields).sort()).toEqual(['name', 'scopes']);
  });
});

describe('calling /graphql with a token', () => {
  it('works without cookies and without the origin check; without a token a write is refused; cookie requests keep the check', async () => {
    const { secret } = await newToken(['CATALOGUE_READ']);
    const res = await withToken(secret, SEARCH).set('Origin', 'https://partner.example').expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(Array.isArray(res.body.data.countries)).toBe(true);
    const trip = await bookable();
    const anonymous = await t.agent().post('/graphql').set('Content-Type', 'application/json').send({ query: BOOK, variables: { i: trip } });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const customer = await t.loginAs(Role.USER);
    const foreign = await customer.post('/graphql').set('Content-Type', 'application/json').set('Origin', 'https://evil.example').send({ query: BOOK, variables: { i: trip } });
    expect(foreign.status).toBe(403);
  });

  it('a catalogue token reads but cannot book, manage tokens or reach staff fields', async () => {
    const { secret } = await newToken(['CATALOGUE_READ']);
    const trip = await bookable();
    const pkg = await withToken(secret, 'query($id: Int!) { package(id: $id) { id title } }', { id: trip.packageId }).expect(200);
    expect(pkg.body.data.package.id).toBe(trip.packageId);
    const book = await withToken(secret, BOOK, { i: trip });
    expect(book.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', rules: { 'Mutation.bookPackage': { code: 'TOKEN_SCOPE_MISSING' } } });
    const manage = await withToken(secret, CREATE, { i: { name: 'more', scopes: ['BOOK'], expiresInDays: 5 } });
    expect(manage.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', rules: { 'Mutation.createApiToken': { code: 'TOKEN_NOT_ALLOWED' } } });
    const staff = await withToken(secret, 'query { reservations { total } }');
    expect(staff.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.pool.query('select count(*)::int as n from reservations where package_id = $1', [trip.packageId])).rows[0].n).toBe(0);
  });

  it('a BOOK token books as its account (logged with the token name); BOOKINGS_READ reads them', async () => {
    const { secret, token } = await newToken(['BOOK'], 'Partneri Rinas');
    const trip = await bookable();
    const res = await withToken(secret, BOOK, { i: trip });
    expect(res.body.errors).toBeUndefined();
    const booked = res.body.data.bookPackage;
    const me = (await gql(owner, 'query { me { id } }')).body.data.me.id;
    expect((await t.pool.query('select user_id from reservations where id = $1', [booked.id])).rows[0].user_id).toBe(me);
    const log = await t.pool.query(`select username, details from logs where entity = 'Token API' and entity_id = $1 and action = 'edit'`, [token.id]);
    expect(log.rows[0].details).toContain('Partneri Rinas');
    expect(log.rows[0].details).toContain('bookPackage');
    expect(log.rows[0].details).toContain(booked.reference);
    // BOOK alone does not read bookings; BOOKINGS_READ does, the token account's own.
    expect((await withToken(secret, 'query { myReservations { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const reader = await newToken(['BOOKINGS_READ']);
    const mine = await withToken(reader.secret, 'query { myReservations { id reference } }');
    expect(mine.body.data.myReservations).toContainEqual({ id: booked.id, reference: booked.reference });
  });

  it('a token with another user\'s cookie acts as the token\'s account', async () => {
    const { secret } = await newToken(['CATALOGUE_READ']);
    const customer = await t.loginAs(Role.USER);
    const asCustomer = (await gql(customer, 'query { me { username role } }')).body.data.me;
    expect(asCustomer.role).toBe('USER');
    const res = await customer.post('/graphql').set('Content-Type', 'application/json').set('Authorization', `Bearer ${secret}`).send({ query: 'query { me { username role } }' });
    expect(res.body.data.me.role).toBe('OWNER');
  });

  it('refuses revoked, expired, unknown and malformed tokens with a 401 (never the cookie, never a 500)', async () => {
    const revoked = await newToken(['CATALOGUE_READ'], 'Për t\'u revokuar');
    expect((await gql(owner, 'mutation($id: Int!) { revokeApiToken(id: $id) { revokedAt } }', { id: revoked.token.id })).body.data.revokeApiToken.revokedAt).toBeTruthy();
    const expired = await newToken(['CATALOGUE_READ']);
    await t.pool.query(`update api_tokens set expires_at = now() - interval '1 minute' where id = $1`, [expired.token.id]);
    const wrongSecret = `bani_${expired.token.prefix}_${'A'.repeat(43)}`;
    const cases: [string, string][] = [[revoked.secret, 'TOKEN_REVOKED'], [expired.secret, 'TOKEN_EXPIRED'], [wrongSecret, 'TOKEN_INVALID'],
      ['bani_000000000000_' + 'B'.repeat(43), 'TOKEN_INVALID'], ['not-a-token', 'TOKEN_INVALID'], ['', 'TOKEN_INVALID']];
    for (const [secret, reason] of cases) {
      // With the owner's own session cookie too: a bad token never falls back to it.
      const res = await owner.post('/graphql').set('Content-Type', 'application/json').set('Authorization', `Bearer ${secret}`).send({ query: SEARCH });
      expect(res.status, reason).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(res.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', reason });
      expect(res.body.errors[0].message).toMatch(/Tokeni i API-së/);
    }
    const log = await t.pool.query(`select details from logs where entity = 'Token API' and entity_id = $1 and action = 'edit'`, [revoked.token.id]);
    expect(log.rows[0].details).toContain('revokedAt');
  });

  it('keeps the last-used time, written at most once a minute', async () => {
    const { secret, token } = await newToken(['CATALOGUE_READ']);
    await withToken(secret, SEARCH).expect(200);
    const read = async () => (await t.pool.query('select last_used_at from api_tokens where id = $1', [token.id])).rows[0].last_used_at as Date | null;
    await expect.poll(read).not.toBeNull();
    const first = (await read())!.getTime();
    await withToken(secret, SEARCH).expect(200);
    await withToken(secret, SEARCH).expect(200);
    expect((await read())!.getTime()).toBe(first);
  });

  it('limits each token per minute: 429 with Retry-After, other tokens unaffected', async () => {
    const { secret } = await newToken(['CATALOGUE_READ']);
    const other = await newToken(['CATALOGUE_READ']);
    for (let i = 0; i < LIMIT; i++) await withToken(secret, SEARCH).expect(200);
    const over = await withToken(secret, SEARCH);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'TOKEN_RATE_LIMIT' });
    await withToken(other.secret, SEARCH).expect(200);
  });
});

describe('a partner agency person\'s token (issue 47)', () => {
  it('reads its agency\'s bookings with BOOKINGS_READ, and stops working once the owner deactivates the agency', async () => {
    const u = await t.createUser(Role.PARTNER);
    const partner = t.agent();
    await partner.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    const made = await gql(partner, CREATE, { i: { name: 'Sistemi i agjencisë', scopes: ['BOOKINGS_READ'], expiresInDays: 30 } });
    const secret = made.body.data.createApiToken.secret as string;
    const trip = await bookable();
    const sold = await gql(partner, BOOK, { i: { ...trip, customerName: 'Blerta Gashi', customerPhone: '+38344111222' } });
    expect(sold.body.errors).toBeUndefined();

    const read = await withToken(secret, 'query { agencyBookings { total items { reference partnerAgencyId } } myPartnerAgency { id } }');
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.agencyBookings.items).toEqual([{ reference: sold.body.data.bookPackage.reference, partnerAgencyId: u.agencyId }]);
    expect(read.body.data.myPartnerAgency.id).toBe(u.agencyId);
    // Without BOOK the token may not book for the agency.
    const refusedBook = (await withToken(secret, BOOK, { i: { ...trip, customerName: 'Blerta Gashi', customerPhone: '+38344111222' } })).body.errors[0];
    expect(refusedBook.extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(refusedBook.extensions.rules)).toContain('TOKEN_SCOPE_MISSING');

    const off = await gql(owner, 'mutation($i: PartnerAgencyActiveInput!) { setPartnerAgencyActive(input: $i) { id active } }', { i: { id: u.agencyId, active: false } });
    expect(off.body.errors).toBeUndefined();
    const refused = await withToken(secret, 'query { agencyBookings { total } }');
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].extensions.reason).toBe('TOKEN_INVALID');
  });
});
