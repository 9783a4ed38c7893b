import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';
import { Role } from '../modules/users/role.js';
import type { ReportJson } from './report.js';
import { LOCKED_PASSWORD } from './steps/users.js';
import { ACCOUNTS, PACKAGE_IDS, SKIPPED_PACKAGES } from './test-fixtures/legacy-data.js';
import { importLegacy, legacyDatabase, mariaDbAvailable } from './test-fixtures/legacy-setup.js';
import { startMariaDb, type MariaDb } from './test-fixtures/mariadb.js';

/**
 * The switch-over import against a REAL MariaDB (Debian's mariadb-server, started privately by the
 * test): a legacy database made the way the old server makes it, imported, then checked through our
 * GraphQL API and the legacy REST contract; a second run changes nothing; a fresh copy updates.
 */
const available = mariaDbAvailable();

let maria: MariaDb;
let legacyUrl: string;
let t: TestApp;

beforeAll(async () => {
  if (!available) return;
  [maria, t] = await Promise.all([startMariaDb(), createTestApp()]);
  legacyUrl = await legacyDatabase(maria, 'bani_legacy');
});
afterAll(async () => {
  await t?.close();
  await maria?.stop();
});

const entry = (r: ReportJson, table: string, id: number) => r.entries.filter((e) => e.table === table && e.id === id);
const reasons = (r: ReportJson, table: string, id: number) => entry(r, table, id).map((e) => `${e.outcome}: ${e.reason}`).join(' | ');

/** Every table the import writes, as rows, to tell whether a run changed anything. */
async function snapshot(app: TestApp): Promise<Record<string, unknown[]>> {
  const tables = ['users', 'countries', 'cities', 'airports', 'packages', 'travel_plans', 'slider_images', 'cards', 'room_prices',
    'dubai_prices', 'macedonia_prices', 'logs', 'media', 'legacy_import_links'];
  const out: Record<string, unknown[]> = {};
  for (const table of tables) out[table] = (await app.pool.query(`select * from ${table} order by 1, 2`)).rows;
  return out;
}

describe.skipIf(!available)('legacy import from MariaDB', () => {
  let first: ReportJson;
  let staff: Awaited<ReturnType<TestApp['agent']>>;

  it('imports every table in one run and reports each fix and skip', async () => {
    first = await importLegacy(t.orm, legacyUrl);
    expect(first.result).toBe('completed');
    expect(first.tables.aranzhmanet).toMatchObject({ read: PACKAGE_IDS.length, inserted: PACKAGE_IDS.length - SKIPPED_PACKAGES.length, skipped: SKIPPED_PACKAGES.length });
    for (const id of SKIPPED_PACKAGES) expect(entry(first, 'aranzhmanet', id).map((e) => e.outcome)).toEqual(['skipped']);
    expect(reasons(first, 'aranzhmanet', 10)).toMatch(/shtetiId 17: no such destination country/);
    expect(reasons(first, 'aranzhmanet', 14)).toMatch(/airportId 9: that departure airport was skipped/);
    expect(reasons(first, 'aranzhmanet', 20)).toMatch(/swapped/);
    expect(reasons(first, 'aranzhmanet', 26)).toMatch(/cmimi 499.999 read as 500.00/);
    expect(reasons(first, 'shtetet', 12)).toMatch(/merged: .*same country as #3/);
    expect(reasons(first, 'shtetet', 13)).toMatch(/merged: .*same country as #4/);
    expect(reasons(first, 'Hotels', 1)).toMatch(/price "399,00 €" read as 399.00/);
    expect(reasons(first, 'Hotels', 5)).toMatch(/skipped: price "pyet" is not a price/);
    expect(reasons(first, 'SliderHomes', 4)).toMatch(/skipped: imageBase64/);
    expect(reasons(first, 'GreqiSliders', 3)).toMatch(/skipped: imageBase64/);
    expect(reasons(first, 'logs', 4)).toMatch(/userId 4: no such user/);
    expect(reasons(first, 'logs', 51)).toMatch(/skipped: createdAt/);
    expect(reasons(first, 'users', 11)).toMatch(/password is not a bcrypt hash/);
    expect(reasons(first, 'users', 2)).toMatch(/role "ADMIN" read as admin/);
    expect(reasons(first, 'users', 1)).toMatch(/account "owner" \(#\d+\) already existed here/);
    expect(first.tables.ofertat).toMatchObject({ read: 1, skipped: 1 });
    for (const [table, c] of Object.entries(first.tables)) {
      expect([table, c.inserted + c.updated + c.unchanged + c.merged + c.skipped]).toEqual([table, c.read]);
    }
    expect(first.tables.shtetet).toMatchObject({ read: 16, inserted: 14, merged: 2, fixed: 1 });
    expect(first.notes.join('\n')).toMatch(/bullgarisliders/);
    expect(first.notes.join('\n')).toMatch(/not imported: SequelizeMeta/);
    // A skipped row keeps its legacy values in the report, never a password or a picture.
    expect(entry(first, 'aranzhmanet', 5)[0].row).toMatchObject({ titulli: expect.any(String), shtetiid: null });
    expect(JSON.stringify(first)).not.toMatch(/secret123|\$2[ab]\$10\$/);
  });

  it('serves the imported catalogue through the legacy REST contract, ids kept', async () => {
    const anon = t.agent();
    const countries = (await anon.get('/api/shtetet').expect(200)).body as { id: number; emri: string }[];
    expect(countries.map((c) => c.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14, 15, 16]);
    expect(countries).toContainEqual({ id: 14, emri: 'Shteti 14' });
    expect(countries).toContainEqual({ id: 16, emri: 'Maqedoni e Veriut' });
    const cities = (await anon.get('/api/qytetet').expect(200)).body as { id: number; emri: string; shtetiId: number }[];
    expect(cities).toContainEqual({ id: 10, emri: 'Kretë', shtetiId: 3 });
    expect(cities.map((c) => c.id)).not.toContain(8);
    const airports = (await anon.get('/api/airports').expect(200)).body as { id: number; akronimi: string; shtetiId: number }[];
    expect(airports.map((a) => a.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 7, 8]);
    expect(airports).toContainEqual({ id: 7, emri: 'Hurghada', akronimi: 'HUR', shtetiId: 5 });
    expect(airports).toContainEqual({ id: 8, emri: 'Stamboll', akronimi: 'IST', shtetiId: 4 });

    // The imported packages have departed: visitors no longer see them, staff do.
    expect((await anon.get('/api/aranzhmanet').expect(200)).body).toEqual([]);
    const packages = (await (await t.loginAs(Role.ADMIN)).get('/api/aranzhmanet').expect(200)).body as Record<string, unknown>[];
    expect(packages.map((p) => p.id).sort((a, b) => Number(a) - Number(b))).toEqual(PACKAGE_IDS.filter((id) => !SKIPPED_PACKAGES.includes(id)));
    const byId = new Map(packages.map((p) => [p.id, p]));
    expect(byId.get(1)).toMatchObject({ titulli: 'Pushime Shqipëri 1', shtetiId: 2, shteti: 'Shqipëri', airportId: 2, airport: 'Tirana (TIA)', cmimi: 236.5, nrNeteve: 4, dataNisjes: '2026-01-08', dataKthimit: '2026-01-12' });
    expect(byId.get(20)).toMatchObject({ dataNisjes: '2026-07-03', dataKthimit: '2026-07-10', nrNeteve: 7 });
    expect(byId.get(21)).toMatchObject({ dataNisjes: '2026-08-01', dataKthimit: '2026-08-06', nrNeteve: 5 });
    expect(byId.get(22)).toMatchObject({ titulli: 'Aranzhman 22' });
    expect(byId.get(23)).toMatchObject({ rating: 1 });
    expect(byId.get(24)).toMatchObject({ rating: 5 });
    expect(byId.get(25)).toMatchObject({ nrNeteve: 7 });
    expect(byId.get(26)).toMatchObject({ cmimi: 500 });
    expect(byId.get(28)).toMatchObject({ nrPersonave: 1 });
    expect(byId.get(30)).toMatchObject({ shtetiId: 3, shteti: 'Greqi' });
    expect(byId.get(31)).toMatchObject({ airportId: 5, airport: 'Antalya (AYT)' });

    const plans = (await anon.get('/api/travel-plans').expect(200)).body as Record<string, unknown>[];
    expect(plans).toHaveLength(9);
    expect(plans.find((p) => p.destinimi_hoteli === 'Hotel 3, Antalya')).toMatchObject({ udhetaret: 1, data: '2026-06-03' });
    expect(plans.find((p) => p.destinimi_hoteli === 'Hotel 9, Antalya')).toMatchObject({ data: '2026-06-09' });

    const home = (await anon.get('/api/images').expect(200)).body as { title: string; imageBase64: string }[];
    expect(home.map((i) => i.title)).toEqual(['Antalya', 'Dubai', 'Paris']);
    for (const i of home) expect(Buffer.from(i.imageBase64, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await anon.get('/api/greqi-images').expect(200)).body.map((i: { title: string }) => i.title)).toEqual(['Athinë', '']);
    expect((await anon.get('/api/bullgari/images').expect(200)).body).toHaveLength(2);

    const istanbul = (await anon.get('/api/cards').expect(200)).body as Record<string, unknown>[];
    expect(istanbul.map((c) => [c.name, c.price, c.stars])).toEqual([['Hotel Sultan', 399, 4], ['Grand Bosfor', 1299, 5], ['Hotel Galata', 450, 4]]);
    const hurghada = (await anon.get('/api/hurghada/cards').expect(200)).body as Record<string, unknown>[];
    expect(hurghada.map((c) => [c.price, c.stars])).toEqual([[550.5, 5], [1299, 3], [300, 4], [250, 4]]);
    const kapodakia = (await anon.get('/api/kapodakia/cards').expect(200)).body as Record<string, unknown>[];
    expect(kapodakia.map((c) => [c.name, c.price])).toEqual([['Cave Suites', 199], ['Stone House', 210.5], ['Uçhisar', 180]]);

    expect((await anon.get('/api/room-price').expect(200)).body).toHaveLength(3);
    const dubai = (await anon.get('/api/dubai-price').expect(200)).body as Record<string, unknown>[];
    expect(dubai.map((d) => [d.udhetimi, d.cmimi])).toEqual([[5, 399], [8, 549]]);
    expect((await anon.get('/api/maqedoni-price').expect(200)).body).toHaveLength(2);
  });

  it('keeps accounts and roles; the history is attributed to the imported staff', async () => {
    staff = t.agent();
    await staff.post('/api/login').send({ username: ACCOUNTS.admin.username, password: ACCOUNTS.admin.password }).expect(200);
    const me = (await staff.get('/user').expect(200)).body.user;
    expect(me).toMatchObject({ username: 'arta', role: 'admin' });

    const users = (await staff.get('/api/users-get').expect(200)).body as Record<string, unknown>[];
    const byName = new Map(users.map((u) => [u.username, u]));
    expect(byName.get('Owner')).toMatchObject({ role: 'owner', email: 'pronari@banitravel.com' });
    expect(byName.has('owner')).toBe(false);
    expect(byName.get('klient8')).toMatchObject({ role: 'user' });
    expect(byName.get('drita')).toMatchObject({ email: 'drita@example.com' });
    expect(byName.get('klient13')).toMatchObject({ email: 'legacy-user-13@import.invalid' });
    expect(JSON.stringify(users)).not.toMatch(/\$2[ab]\$|scrypt/);

    const logs = (await staff.get('/api/logs').expect(200)).body as Record<string, unknown>[];
    expect(logs).toHaveLength(59);
    const byDetails = new Map(logs.map((l) => [String(l.details).replace(/^.*: /, ''), l]));
    expect(byDetails.get('Detaje 2')).toMatchObject({ userId: me.id, username: 'arta', action: 'edit', entity: 'Aranzhman', details: 'Updated Aranzhman: Detaje 2', createdAt: '2025-01-01T09:15:30.000Z' });
    expect(byDetails.get('Detaje 1')).toMatchObject({ action: 'add', entity: 'Aranzhman', username: 'Owner' });
    expect(byDetails.get('Detaje 3')).toMatchObject({ action: 'delete', entity: 'Shteti' });
    expect(byDetails.get('Detaje 4')).toMatchObject({ userId: null, username: null });
    expect(byDetails.get('Detaje 50')).toMatchObject({ createdAt: '2025-01-05T09:15:30.000Z' });

    const res = await gql(staff, `{ logs(filter: { userId: ${me.id} }, page: { pageSize: 100 }) { total items { username action } }
      users(page: { pageSize: 100 }) { total items { username role } } countries { id name } allPackages(page: { pageSize: 1 }) { total } }`).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.logs.total).toBe(12);
    expect(res.body.data.users.items).toContainEqual({ username: 'Owner', role: 'OWNER' });
    expect(res.body.data.countries).toContainEqual({ id: 3, name: 'Greqi' });
    // The imported packages have departed: the public search no longer lists them, staff's does.
    expect(res.body.data.allPackages.total).toBe(PACKAGE_IDS.length - SKIPPED_PACKAGES.length);
  });

  it('moves the sequences past the kept ids', async () => {
    const c = await staff.post('/api/add-shtetin').send({ emri: 'Portugali' }).expect(201);
    expect(c.body.id).toBe(17);
    await staff.delete(`/api/shtetin-delete/${c.body.id}`).expect(200);
  });

  it('lets an imported customer log in with the old password, then stores our own hash', async () => {
    const hashOf = async (username: string) =>
      (await t.pool.query(`select password_hash from users where username = $1`, [username])).rows[0].password_hash as string;
    expect(await hashOf('besa')).toMatch(/^\$2a\$10\$/);
    await t.agent().post('/api/login').send({ username: 'besa', password: 'wrong-password' }).expect(401);
    const customer = t.agent();
    await customer.post('/api/login').send({ username: 'BESA', password: ACCOUNTS.customer.password }).expect(200);
    expect((await customer.get('/user').expect(200)).body.user).toMatchObject({ username: 'besa', role: 'user' });
    expect(await hashOf('besa')).toMatch(/^scrypt\$/);
    await t.agent().post('/api/login').send({ username: 'besa', password: ACCOUNTS.customer.password }).expect(200);

    const owner = t.agent();
    await owner.post('/api/login').send({ username: 'owner', password: ACCOUNTS.owner.password }).expect(200);
    expect((await owner.get('/user').expect(200)).body.user.role).toBe('owner');

    expect(await hashOf('genti')).toBe(LOCKED_PASSWORD);
    await t.agent().post('/api/login').send({ username: 'genti', password: ACCOUNTS.plaintext.password }).expect(401);
  });

  it('changes nothing when run a second time (and keeps the re-hashed password)', async () => {
    const before = await snapshot(t);
    const second = await importLegacy(t.orm, legacyUrl);
    expect(second.result).toBe('completed');
    for (const [table, c] of Object.entries(second.tables)) {
      expect({ table, inserted: c.inserted, updated: c.updated, removed: c.removed }).toEqual({ table, inserted: 0, updated: 0, removed: 0 });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('takes a fresh legacy copy: updates changed rows, adds new ones, removes deleted ones', async () => {
    const c = await maria.admin('bani_legacy');
    await c.query(`UPDATE aranzhmanet SET cmimi = 999 WHERE id = 1`);
    await c.query(`DELETE FROM aranzhmanet WHERE id = 2`);
    await c.query(`INSERT INTO shtetet (id, emri) VALUES (40, 'Portugali')`);
    await c.query(`UPDATE users SET lastName = 'Berisha' WHERE id = 10`);
    await c.query(`DELETE FROM SliderHomes WHERE id = 2`);
    await c.end();

    const third = await importLegacy(t.orm, legacyUrl);
    expect(third.result).toBe('completed');
    expect(third.tables.aranzhmanet).toMatchObject({ updated: 1, removed: 1, inserted: 0 });
    expect(third.tables.shtetet).toMatchObject({ inserted: 1, updated: 0 });
    expect(third.tables.users).toMatchObject({ updated: 1, inserted: 0 });
    expect(third.tables.SliderHomes).toMatchObject({ removed: 1 });
    const packages = (await staff.get('/api/aranzhmanet').expect(200)).body as { id: number; cmimi: number }[];
    expect(packages.find((p) => p.id === 1)?.cmimi).toBe(999);
    expect(packages.some((p) => p.id === 2)).toBe(false);
    expect((await t.agent().get('/api/shtetet').expect(200)).body).toContainEqual({ id: 40, emri: 'Portugali' });
    expect((await t.agent().get('/api/images').expect(200)).body.map((i: { title: string }) => i.title)).toEqual(['Antalya', 'Paris']);
    // The legacy hash did not change: the one made at the login stays.
    await t.agent().post('/api/login').send({ username: 'besa', password: ACCOUNTS.customer.password }).expect(200);
  });
});
