import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const RESERVE = 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id reference } }';
const LIST = 'query($f: ReservationFilter) { reservations(filter: $f, page: { pageSize: 100 }) { total items { id reference } } }';
const ids = async (f: Record<string, unknown>) => ((await gql(admin, LIST, { f })).body.data.reservations.items as { id: number }[]).map((r) => r.id);

describe('the reservations desk (issue 42)', () => {
  it('finds a booking by reference, name, e-mail or title, and by departure and booking dates', async () => {
    const early = await createPackage(t);
    const late = await createPackage(t, { dataNisjes: '2099-06-01', dataKthimit: '2099-06-08' });
    const customer = await t.createUser(Role.USER);
    const agent = t.agent();
    await agent.post('/api/login').send({ username: customer.username, password: customer.password }).expect(200);
    const a = (await gql(agent, RESERVE, { i: { packageId: early.id } })).body.data.reservePackage;
    const b = (await gql(agent, RESERVE, { i: { packageId: late.id } })).body.data.reservePackage;

    expect(await ids({ search: a.reference.slice(-6) })).toEqual([a.id]);
    expect(await ids({ search: a.reference.toLowerCase() })).toEqual([a.id]);
    expect((await ids({ search: 'Test User' })).sort()).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids({ search: `${customer.username}@EXAMPLE.com` })).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids({ search: late.titulli })).toEqual([b.id]);
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ departureFrom: '2099-01-01' })).toEqual([b.id]);
    expect(await ids({ departureTo: '2098-12-31', search: customer.username })).toEqual([a.id]);
    expect(await ids({ bookedFrom: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
  });

  it('opens one booking with its history, internal notes and the customer\'s contact now beside the one at booking', async () => {
    const pkg = await createPackage(t);
    const customer = await t.createUser(Role.USER);
    const agent = t.agent();
    await agent.post('/api/login').send({ username: customer.username, password: customer.password }).expect(200);
    const r = (await gql(agent, RESERVE, { i: { packageId: pkg.id } })).body.data.reservePackage;
    await gql(admin, `mutation { setReservationStatus(id: ${r.id}, status: CONFIRMED) { id } }`);
    const note = await gql(admin, `mutation { addReservationNote(id: ${r.id}, input: { text: " Klienti kërkon dhomë në katin e lartë. " }) { text authorName } }`);
    expect(note.body.data.addReservationNote).toEqual({ text: 'Klienti kërkon dhomë në katin e lartë.', authorName: 'Test User' });
    await t.pool.query(`update users set email = 'new-address@example.com', number = '+38349000111' where id = $1`, [customer.id]);

    const DETAIL = `query($id: Int!) { reservation(id: $id) { id customerEmail customerPhone customerNow { email phone }
      notes { text authorName createdAt } history { action kind username detail { changes { field from to } } } } }`;
    const detail = (await gql(admin, DETAIL, { id: r.id })).body.data.reservation;
    expect(detail).toMatchObject({ customerEmail: `${customer.username}@example.com`, customerPhone: '+38344000000', customerNow: { email: 'new-address@example.com', phone: '+38349000111' } });
    expect(detail.notes.map((n: { text: string }) => n.text)).toEqual(['Klienti kërkon dhomë në katin e lartë.']);
    expect(detail.history.map((h: { detail: { changes: { field: string; to: string }[] } }) => h.detail.changes[0])).toEqual([
      { field: 'status', from: 'OPTION', to: 'CONFIRMED' }, { field: 'note', from: null, to: 'Klienti kërkon dhomë në katin e lartë.' },
    ]);
    expect(detail.history[0]).toMatchObject({ action: 'EDIT', kind: 'RESERVATION' });

    // The customer reads their own booking, never its notes or history.
    const mine = await gql(agent, '{ myReservations { id notes { text } } }');
    expect(mine.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(agent, `mutation { addReservationNote(id: ${r.id}, input: { text: "x" }) { id } }`)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(admin, `mutation { addReservationNote(id: ${r.id}, input: { text: "   " }) { id } }`)).body.errors[0].extensions.fields).toHaveProperty('text');
    // An account deleted since: no contact now, the booking's own stays.
    await t.pool.query('update reservations set user_id = null where id = $1', [r.id]);
    expect((await gql(admin, DETAIL, { id: r.id })).body.data.reservation.customerNow).toBeNull();
  });
});
