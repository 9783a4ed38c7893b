import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sql = (text: string) => t.orm.em.getConnection().execute(text);

describe('public fields of a personal query', () => {
  it('are answered from memory beside the personal ones, in the order asked, and fresh after a write', async () => {
    const customer = await t.loginAs(Role.USER);
    const asked = '{ c: countries { id name } me { username role } airports { id } }';
    const first = await gql(customer, asked).expect(200);
    expect(first.body.errors).toBeUndefined();
    expect(Object.keys(first.body.data)).toEqual(['c', 'me', 'airports']);
    expect(first.body.data.me.role).toBe('USER');
    // A personal answer: never kept by a shared cache, never by the public cache.
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-cache']).toBeUndefined();

    // The countries and airports are not read again: with their tables out of reach the answer is the same.
    await sql('alter table countries rename to countries_away; alter table airports rename to airports_away');
    try {
      const again = await gql(customer, asked).expect(200);
      expect(again.body).toEqual(first.body);
    } finally {
      await sql('alter table countries_away rename to countries; alter table airports_away rename to airports');
    }

    const staff = await t.loginAs(Role.ADMIN);
    const created = await gql(staff, 'mutation { createCountry(input: { name: "Islandë", nameEn: "Iceland" }) { id } }').expect(200);
    const id = created.body.data.createCountry.id as number;
    await expect.poll(async () => (await gql(customer, asked)).body.data.c, { timeout: 5_000 }).toContainEqual({ id, name: 'Islandë' });
  });

  it('leave an operation with an error to run whole, as before', async () => {
    const res = await gql(t.agent(), '{ countries { id } myFavourites { id } }').expect(200);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.body.data).toBeNull();
  });

  it('are checked against an API token\'s scopes, never answered past them', async () => {
    const owner = t.agent();
    await owner.post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' }).expect(200);
    const asked = '{ countries { id } me { username } }';
    // Kept for signed-in people first: the token must not get it from memory.
    await gql(owner, asked).expect(200);
    expect((await gql(owner, asked)).body.data.me.username).toBe('owner');
    const made = await gql(owner, 'mutation($i: ApiTokenInput!) { createApiToken(input: $i) { secret } }', { i: { name: 'Rezervimet', scopes: ['BOOKINGS_READ'], expiresInDays: 30 } });
    const secret = made.body.data.createApiToken.secret as string;
    const res = await t.agent().post('/graphql').set('Content-Type', 'application/json').set('Authorization', `Bearer ${secret}`).send({ query: asked });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.body.data?.countries ?? null).toBeNull();
  });

  it('answer a visitor too', async () => {
    const visitor = await gql(t.agent(), '{ countries { id } me { id } }').expect(200);
    expect(visitor.body).toEqual({ data: { countries: expect.any(Array), me: null } });
  });
});
