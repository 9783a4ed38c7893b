import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';
import { Role } from '../modules/users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

/** The values of `mine`, in the order they appear in `all`. */
const inListOrder = (all: string[], mine: string[]) => all.filter((v) => mine.includes(v));

describe('server-side sorting of the staff lists', () => {
  it('sorts users by username (ignoring case and accents), by role rank and by id, both ways', async () => {
    for (const name of ['sortb', 'Sorta', 'sörtc']) await t.createUser(Role.USER, name);
    const list = async (order: object) => {
      const res = await gql(admin, 'query($o: UserOrder) { users(order: $o, page: { pageSize: 100 }) { total items { id username role } } }', { o: order });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.users.items as { id: number; username: string; role: string }[];
    };
    const mine = ['Sorta', 'sortb', 'sörtc'];
    expect(inListOrder((await list({ by: 'USERNAME', direction: 'ASC' })).map((u) => u.username), mine)).toEqual(mine);
    expect(inListOrder((await list({ by: 'USERNAME', direction: 'DESC' })).map((u) => u.username), mine)).toEqual([...mine].reverse());
    const rank = { OWNER: 0, ADMIN: 1, USER: 2 } as Record<string, number>;
    const byRole = (await list({ by: 'ROLE', direction: 'ASC' })).map((u) => rank[u.role]!);
    expect(byRole).toEqual([...byRole].sort((a, b) => a - b));
    expect(new Set(byRole).size).toBe(3);
    const byIdDesc = (await list({ by: 'ID', direction: 'DESC' })).map((u) => u.id);
    expect(byIdDesc).toEqual([...byIdDesc].sort((a, b) => b - a));
    // Without an order the list keeps its documented default (id ascending).
    const plain = await gql(admin, '{ users { items { id } } }');
    const ids = plain.body.data.users.items.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });

  it('sorts the activity log by date, user, action and entity, and filters the entity by part of it', async () => {
    await admin.post('/api/add-shtetin').send({ emri: 'Renditja A' }).expect(201);
    const gone = await admin.post('/api/add-shtetin').send({ emri: 'Renditja B' }).expect(201);
    await admin.delete(`/api/shtetin-delete/${gone.body.id}`).expect(200);
    const list = async (order: object | null, filter: object | null = null) => {
      const res = await gql(admin, 'query($o: LogOrder, $f: LogFilter) { logs(order: $o, filter: $f, page: { pageSize: 100 }) { total items { id action entity createdAt } } }', { o: order, f: filter });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.logs.items as { id: number; action: string; entity: string; createdAt: string }[];
    };
    const newest = await list(null);
    expect(newest.length).toBeGreaterThanOrEqual(3);
    expect(newest[0]!.action).toBe('DELETE');
    const oldest = await list({ by: 'DATE', direction: 'ASC' });
    expect(oldest.map((l) => l.id)).toEqual([...newest.map((l) => l.id)].reverse());
    const rank = { ADD: 0, EDIT: 1, DELETE: 2 } as Record<string, number>;
    const actions = (await list({ by: 'ACTION', direction: 'DESC' })).map((l) => rank[l.action]!);
    expect(actions).toEqual([...actions].sort((a, b) => b - a));
    expect(actions[0]).toBe(2);
    const partial = await list(null, { entity: 'shte' });
    expect(partial.length).toBe(3);
    expect(partial.every((l) => l.entity === 'Shteti')).toBe(true);
    expect(await list(null, { entity: '%' })).toEqual([]);
  });

  it('sorts reservations by price, title and booking time', async () => {
    const cheap = await createPackage(t, { titulli: 'Zeta e lirë', cmimi: 100 });
    const dear = await createPackage(t, { titulli: 'Alfa e shtrenjtë', cmimi: 900 });
    const user = await t.loginAs(Role.USER);
    const reserve = 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id } }';
    const first = (await gql(user, reserve, { i: { packageId: cheap.id } })).body.data.reservePackage.id;
    const second = (await gql(user, reserve, { i: { packageId: dear.id } })).body.data.reservePackage.id;
    const list = async (order: object | null) => {
      const res = await gql(admin, 'query($o: ReservationOrder) { reservations(order: $o) { items { id title } } }', { o: order });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.reservations.items.map((r: { id: number }) => r.id);
    };
    expect(await list(null)).toEqual([second, first]);
    expect(await list({ by: 'PRICE', direction: 'ASC' })).toEqual([first, second]);
    expect(await list({ by: 'PRICE', direction: 'DESC' })).toEqual([second, first]);
    expect(await list({ by: 'TITLE', direction: 'ASC' })).toEqual([second, first]);
  });

  it('answers an unknown sort column with a 400 naming it, never SQL', async () => {
    const res = await gql(admin, '{ users(order: { by: PASSWORD_HASH }) { total } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/PASSWORD_HASH/);
    const anon = await gql(t.agent(), '{ logs(order: { by: DATE }) { total } }');
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
