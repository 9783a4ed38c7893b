import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratorOf } from '../migrate.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
});
