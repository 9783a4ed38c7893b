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

const found = async (board: string) =>
  ((await gql(t.agent(), 'query($b: Board) { searchPackages(filter: { board: $b }, page: { pageSize: 100 }) { items { id } } }', { b: board }))
    .body.data.searchPackages.items as { id: number }[]).map((p) => p.id);

describe("a package's board as a choice (issue 42)", () => {
  it('is read from the text the legacy client types, so the board filter finds packages without options', async () => {
    const typed = await createPackage(t, { sherbimi: 'all inclusive' });
    const other = await createPackage(t, { sherbimi: 'Half Board' });
    expect(await found('ALL_INCLUSIVE')).toContain(typed.id);
    expect(await found('ALL_INCLUSIVE')).not.toContain(other.id);
    expect(await found('HALF_BOARD')).toContain(other.id);
    const read = await gql(t.agent(), `{ package(id: ${typed.id}) { service board } }`);
    expect(read.body.data.package).toEqual({ service: 'all inclusive', board: 'ALL_INCLUSIVE' });
  });

  it('is chosen in the editor: the legacy text follows it, and the legacy client still sends text', async () => {
    const pkg = await createPackage(t, { sherbimi: 'Spa' });
    expect((await gql(t.agent(), `{ package(id: ${pkg.id}) { board } }`)).body.data.package.board).toBeNull();
    const chosen = await gql(admin, `mutation { updatePackage(id: ${pkg.id}, input: { board: FULL_BOARD }) { service board } }`);
    expect(chosen.body.data.updatePackage).toEqual({ service: 'Pansion i plotë', board: 'FULL_BOARD' });
    expect((await t.agent().get(`/api/aranzhmanet/${pkg.id}`).expect(200)).body.sherbimi).toBe('Pansion i plotë');
    await admin.put(`/api/Aranzhmani-update/${pkg.id}`).send({ sherbimi: 'Bed & Breakfast' }).expect(200);
    expect((await gql(t.agent(), `{ package(id: ${pkg.id}) { board } }`)).body.data.package.board).toBe('BED_AND_BREAKFAST');
    // A new package needs a board or its text; the legacy form still must send sherbimi.
    const input = (await gql(admin, `{ package(id: ${pkg.id}) { title } }`)).body.data.package;
    const missing = await gql(admin, `mutation { createPackage(input: { title: "${input.title} 2", countryId: 1, airportId: 1, price: 10, persons: 2, roomType: "Dyshe", departureDate: "2099-01-01", returnDate: "2099-01-05", rating: 4 }) { id } }`);
    expect(missing.body.errors[0].extensions.fields).toHaveProperty('service');
    const legacy = await admin.post('/api/add-Aranzhmani').send({ titulli: 'X', shtetiId: '1', cmimi: '1', nrPersonave: '1', llojiDhomes: 'Teke', dataNisjes: '2099-01-01', dataKthimit: '2099-01-02', airportId: '1', rating: '3' }).expect(400);
    expect(legacy.body.fields).toHaveProperty('sherbimi');
  });
});
