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

const LOGS = `query($filter: LogFilter) { logs(filter: $filter, page: { pageSize: 5 }) {
  total items { action entity kind entityId details detail { subject list changes { field from to } } } } }`;
const logs = async (filter: Record<string, unknown> = {}) => (await gql(admin, LOGS, { filter })).body.data.logs;

describe('the activity log in data', () => {
  it('keeps field, old and new of an edit, and the status change of a reservation, as codes a client words', async () => {
    const country = (await gql(admin, 'mutation { createCountry(input: { name: "Bullgari" }) { id } }')).body.data.createCountry;
    await gql(admin, 'mutation($id: Int!) { updateCountry(id: $id, input: { name: "Bullgaria" }) { id } }', { id: country.id });
    const [edit, add] = (await logs({ kind: 'COUNTRY' })).items;
    expect(edit).toMatchObject({
      action: 'EDIT', entity: 'Shteti', kind: 'COUNTRY', entityId: country.id, details: 'Shteti "Bullgaria": name: "Bullgari" → "Bullgaria"',
      detail: { subject: 'Bullgaria', list: null, changes: [{ field: 'name', from: 'Bullgari', to: 'Bullgaria' }] },
    });
    expect(add).toMatchObject({ action: 'ADD', kind: 'COUNTRY', detail: { subject: 'Bullgari', changes: [] } });

    const client = await t.loginAs(Role.USER);
    const pkg = await createPackage(t);
    const reservation = (await gql(client, 'mutation($id: Int!) { reservePackage(input: { packageId: $id }) { id } }', { id: pkg.id })).body.data.reservePackage;
    await gql(admin, 'mutation($id: Int!) { setReservationStatus(id: $id, status: CONFIRMED) { id } }', { id: reservation.id });
    const [status] = (await logs({ kind: 'RESERVATION' })).items;
    expect(status).toMatchObject({
      kind: 'RESERVATION', entityId: reservation.id,
      detail: { subject: expect.stringMatching(new RegExp(`^${pkg.titulli} \\(.+\\)$`)), changes: [{ field: 'status', from: 'OPTION', to: 'CONFIRMED' }] },
    });
  });

  it('names a related row by its name, and keeps rows of other origins readable as text', async () => {
    const city = (await gql(admin, 'mutation { createCity(input: { name: "Vraca", countryId: 1 }) { id country { name } } }')).body.data.createCity;
    const [added] = (await logs({ kind: 'CITY' })).items;
    expect(added.detail).toEqual({ subject: 'Vraca', list: null, changes: [{ field: 'country', from: null, to: city.country.name }] });

    // A row written before the details were kept in data, and one the old system wrote.
    await t.pool.query(`insert into logs (action, entity, details) values ('edit', 'Aranzhman', 'Aranzhmani "X": price: 399 → 377'),
      ('add', 'Sistemi i vjetër', 'Added something')`);
    const [legacy, older] = (await logs()).items;
    expect(legacy).toMatchObject({ kind: 'OTHER', details: 'Added something', detail: null });
    expect(older).toMatchObject({ kind: 'PACKAGE', details: 'Aranzhmani "X": price: 399 → 377', detail: null });
    expect((await logs({ kind: 'OTHER' })).items.map((l: { details: string }) => l.details)).toEqual(['Added something']);
    // The legacy list still reads the Albanian text.
    const rest = (await admin.get('/api/logs').expect(200)).body as { details: string }[];
    expect(rest[0]!.details).toBe('Added something');
  });
});
