import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratorOf } from '../migrate.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The running app rebuilds the legacy full list after each write, reading packages with their airports,
 * while a migration (down or up) locks those tables in another order: PostgreSQL may abort the
 * migration's transaction as a deadlock (40P01), which rolls all of it back, so it is simply run again.
 */
async function againOnDeadlock(run: () => Promise<unknown>, attempts = 3): Promise<void> {
  try {
    await run();
  } catch (err) {
    const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
    if (code !== '40P01' || attempts <= 1) throw err;
    await againOnDeadlock(run, attempts - 1);
  }
}

/** Runs issue 42's migrations again over rows written as before them: what existing databases get. */
async function migrateAgainFrom(before: string, setup: () => Promise<void>): Promise<void> {
  const migrator = await migratorOf(t.orm);
  await againOnDeadlock(() => migrator.down({ to: before }));
  await setup();
  await againOnDeadlock(() => migrator.up());
}

describe("issue 42's migrations over existing rows", () => {
  it('give existing options an occupancy from their room type', async () => {
    const pkg = await createPackage(t);
    await migrateAgainFrom('Migration20261127000100PackageContentEnglish', async () => {
      for (const room of ['Dhomë teke', 'Single Room', 'Dhomë familjare', 'Suitë', 'Dhomë dyshe']) {
        await t.pool.query(`insert into package_options (package_id, room_type, board, adult_price) values ($1, $2, 'ALL_INCLUSIVE', 100)`, [pkg.id, room]);
      }
    });
    const { rows } = await t.pool.query('select room_type, max_adults, max_children, min_persons from package_options where package_id = $1 order by id', [pkg.id]);
    expect(rows.map((r) => [r.room_type, r.max_adults, r.max_children, r.min_persons])).toEqual([
      ['Dhomë teke', 1, 1, 1], ['Single Room', 1, 1, 1], ['Dhomë familjare', 4, 3, 2], ['Suitë', 4, 2, 1], ['Dhomë dyshe', 3, 2, 1],
    ]);
  });

  it("read each package's board from its free text, so the board filter finds it", async () => {
    const a = await createPackage(t, { sherbimi: 'all inclusive' });
    const b = await createPackage(t, { sherbimi: 'Gjysmë pansion' });
    const c = await createPackage(t, { sherbimi: 'Spa & wellness' });
    await migrateAgainFrom('Migration20261128020100Occupancy', async () => undefined);
    const { rows } = await t.pool.query('select id, service, board from packages where id = any($1) order by id', [[a.id, b.id, c.id]]);
    expect(rows.map((r) => [r.service, r.board])).toEqual([['all inclusive', 'ALL_INCLUSIVE'], ['Gjysmë pansion', 'HALF_BOARD'], ['Spa & wellness', null]]);
  });

  it("give existing bookings their room's English name: their option's, or their package's when booked without one", async () => {
    const withOption = await createPackage(t);
    await t.pool.query(`insert into package_options (package_id, room_type, room_type_en, board, adult_price) values ($1, 'Dhomë dyshe', 'Double room', 'HALF_BOARD', 100)`, [withOption.id]);
    const plain = await createPackage(t);
    await t.pool.query(`update packages set room_type_en = 'Family room' where id = $1`, [plain.id]);
    const renamed = await createPackage(t);
    const user = await t.createUser();
    const agent = t.agent();
    await agent.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    const book = async (packageId: number) => {
      const res = await gql(agent, 'mutation($i: BookingInput!) { bookPackage(input: $i) { id } }', { i: { packageId, adults: 2, travellerNames: ['Ana Berisha', 'Ilir Berisha'] } });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.bookPackage.id as number;
    };
    const ids = [await book(withOption.id), await book(plain.id), await book(renamed.id)];
    await migrateAgainFrom('Migration20261201001400BookingFigures', async () => {
      // The last package's room was renamed after its booking: its English name is not the booked room's.
      await t.pool.query(`update packages set room_type = 'Suitë', room_type_en = 'Suite' where id = $1`, [renamed.id]);
    });
    const { rows } = await t.pool.query('select room_type_en from reservations where id = any($1) order by id', [ids]);
    expect(rows.map((r) => r.room_type_en)).toEqual(['Double room', 'Family room', null]);
  });
});
