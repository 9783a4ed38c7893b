import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectStaffOnlyMutations, expectStaffOnlyRoutes, lastLogs } from '../../test/content-fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

/** Each legacy table: its paths, add wrapper, a form as the client sends it (strings) and the stored row. */
const TABLES = [
  {
    name: 'Turqi', table: 'room_prices', list: '/api/room-price', add: '/api/add-room-price', update: '/api/room-prices-update',
    remove: '/api/room-prices-delete', wrapper: 'roomPrice',
    form: { room_type: 'Standard Room', service: 'All Inclusive', price_1: '450', price_2: '520' },
    row: { room_type: 'Standard Room', service: 'All Inclusive', price_1: 450, price_2: 520 },
    priceKey: 'price_1', priceField: 'price1', textKey: 'room_type',
  },
  {
    name: 'Dubai', table: 'dubai_prices', list: '/api/dubai-price', add: '/api/add-dubai-price', update: '/api/dubai-prices-update',
    remove: '/api/dubai-prices-delete', wrapper: 'dubaiPrice',
    form: { nisja: 'Çdo të Hënë', tipi_dhomes: 'Dyshe', udhetimi: '5', cmimi: '399', sherbimi: 'Bed & Breakfast' },
    row: { nisja: 'Çdo të Hënë', tipi_dhomes: 'Dyshe', sherbimi: 'Bed & Breakfast', udhetimi: 5, cmimi: 399 },
    priceKey: 'cmimi', priceField: 'price', textKey: 'tipi_dhomes',
  },
  {
    name: 'Maqedoni', table: 'macedonia_prices', list: '/api/maqedoni-price', add: '/api/add-maqedoni-price', update: '/api/maqedoni-prices-update',
    remove: '/api/maqedoni-prices-delete', wrapper: 'maqedoniPrice',
    form: { lloji_dhomes: 'Dhomë dyshe', sherbimi: 'Mëngjes', gjat_sezones: '70', jasht_sezones: '55.5' },
    row: { lloji_dhomes: 'Dhomë dyshe', sherbimi: 'Mëngjes', gjat_sezones: 70, jasht_sezones: 55.5 },
    priceKey: 'gjat_sezones', priceField: 'inSeasonPrice', textKey: 'sherbimi',
  },
] as const;

describe.each(TABLES)('legacy $name price table', (tb) => {
  it('creates from string forms, lists every row with JSON numbers, updates partially and deletes', async () => {
    const created = await admin.post(tb.add).send(tb.form).expect(201);
    expect(created.body).toEqual({ [tb.wrapper]: { id: expect.any(Number), ...tb.row } });
    const id = created.body[tb.wrapper].id;
    const list = (await t.agent().get(tb.list.toUpperCase().replace('/API/', '/api/')).expect(200)).body;
    expect(list).toContainEqual({ id, ...tb.row });

    expect((await admin.put(`${tb.update}/${id}`).send({}).expect(200)).body).toEqual({ id, ...tb.row });
    const repriced = await admin.put(`${tb.update}/${id}`).send({ [tb.priceKey]: 480, [tb.textKey]: '' }).expect(200);
    expect(repriced.body).toEqual({ id, ...tb.row, [tb.priceKey]: 480 });
    const renamed = await admin.put(`${tb.update}/${id}`).send({ [tb.textKey]: 'Suite' }).expect(200);
    expect(renamed.body).toEqual({ id, ...tb.row, [tb.priceKey]: 480, [tb.textKey]: 'Suite' });

    await admin.delete(`${tb.remove}/${id}`).expect(200);
    expect((await t.agent().get(tb.list)).body.map((r: { id: number }) => r.id)).not.toContain(id);
    await admin.delete(`${tb.remove}/${id}`).expect(404);
    await admin.put(`${tb.update}/${id}`).send({}).expect(404);
  });

  it('answers 400 naming the legacy field for a missing, non-numeric or negative value; logs only real changes', async () => {
    const rows = await countRows(t, tb.table);
    const logs = await countRows(t, 'logs');
    const missing = await admin.post(tb.add).send({ ...tb.form, [tb.textKey]: '' }).expect(400);
    expect(Object.keys(missing.body.fields)).toEqual([tb.textKey]);
    for (const bad of ['abc', '12,5', -1, '1e3x', true]) {
      const res = await admin.post(tb.add).send({ ...tb.form, [tb.priceKey]: bad }).expect(400);
      expect(Object.keys(res.body.fields), String(bad)).toEqual([tb.priceKey]);
    }
    await admin.put(`${tb.update}/abc`).send({}).expect(400);
    expect(await countRows(t, tb.table)).toBe(rows);
    expect(await countRows(t, 'logs')).toBe(logs);

    const id = (await admin.post(tb.add).send(tb.form).expect(201)).body[tb.wrapper].id;
    expect((await lastLogs(t))[0]).toMatchObject({ action: 'add' });
    await admin.put(`${tb.update}/${id}`).send({ [tb.priceKey]: 'x' }).expect(400);
    await admin.put(`${tb.update}/${id}`).send({ [tb.priceKey]: '999' }).expect(200);
    const [edit] = await lastLogs(t);
    expect(edit.action).toBe('edit');
    expect(edit.details).toMatch(/: (price1|price|inSeasonPrice): \d+(\.\d+)? → 999$/);
    expect(edit.detail?.changes).toEqual([{ field: tb.priceField, from: expect.stringMatching(/^\d+(\.\d+)?$/), to: '999' }]);
    await admin.delete(`${tb.remove}/${id}`).expect(200);
    expect((await lastLogs(t))[0].action).toBe('delete');
    expect(await countRows(t, 'logs')).toBe(logs + 3);
  });
});

describe('price tables: access and GraphQL', () => {
  it('lets only staff write over REST: anonymous 401, user 403 on every write route', async () => {
    await expectStaffOnlyRoutes(t, TABLES.flatMap((tb): ['post' | 'put' | 'delete', string][] => [
      ['post', tb.add], ['put', `${tb.update}/1`], ['delete', `${tb.remove}/1`],
    ]));
  });

  it('lets only staff mutate over GraphQL', async () => {
    await expectStaffOnlyMutations(t, [
      'mutation { createRoomPrice(input: { roomType: "a", service: "b", price1: 1, price2: 2 }) { id } }',
      'mutation { updateRoomPrice(id: 1, input: { price1: 3 }) { id } }',
      'mutation { deleteRoomPrice(id: 1) }',
      'mutation { createDubaiPrice(input: { departure: "a", roomType: "b", service: "c", days: 5, price: 399 }) { id } }',
      'mutation { updateDubaiPrice(id: 1, input: { days: 6 }) { id } }',
      'mutation { deleteDubaiPrice(id: 1) }',
      'mutation { createMacedoniaPrice(input: { roomType: "a", service: "b", inSeasonPrice: 1, offSeasonPrice: 2 }) { id } }',
      'mutation { updateMacedoniaPrice(id: 1, input: { offSeasonPrice: 3 }) { id } }',
      'mutation { deleteMacedoniaPrice(id: 1) }',
    ]);
  });

  it('creates, reads, partially updates and deletes with English names', async () => {
    const dubai = await gql(admin, `mutation { createDubaiPrice(input: { departure: "Çdo të Hënë", roomType: "Teke", service: "Bed & Breakfast", days: 5, price: 549 }) { id departure roomType service days price } }`);
    const row = dubai.body.data.createDubaiPrice;
    expect(row).toMatchObject({ departure: 'Çdo të Hënë', roomType: 'Teke', days: 5, price: 549 });
    const upd = await gql(admin, `mutation($id: Int!) { updateDubaiPrice(id: $id, input: { price: 529.99, service: null }) { id departure roomType service days price } }`, { id: row.id });
    expect(upd.body.data.updateDubaiPrice).toEqual({ ...row, price: 529.99 });
    expect((await lastLogs(t))[0]).toMatchObject({
      details: 'Çmim Dubai "Çdo të Hënë / Teke": price: 549 → 529.99',
      detail: { subject: 'Çdo të Hënë / Teke', changes: [{ field: 'price', from: '549', to: '529.99' }] },
    });
    const all = await gql(t.agent(), '{ roomPrices { id } dubaiPrices { id price } macedoniaPrices { id } }');
    expect(all.body.data.dubaiPrices).toContainEqual({ id: row.id, price: 529.99 });

    const bad = await gql(admin, 'mutation { createDubaiPrice(input: { departure: " ", roomType: "b", service: "c", days: 0, price: 1.234 }) { id } }');
    expect(Object.keys(bad.body.errors[0].extensions.fields).sort()).toEqual(['days', 'departure', 'price']);
    const mk = await gql(admin, 'mutation { createMacedoniaPrice(input: { roomType: "Dyshe", service: "BB", inSeasonPrice: 70, offSeasonPrice: 55 }) { id inSeasonPrice offSeasonPrice } }');
    expect(mk.body.data.createMacedoniaPrice).toMatchObject({ inSeasonPrice: 70, offSeasonPrice: 55 });
    expect((await gql(admin, `mutation($id: Int!) { deleteMacedoniaPrice(id: $id) }`, { id: mk.body.data.createMacedoniaPrice.id })).body.data.deleteMacedoniaPrice).toBe(true);
  });
});
