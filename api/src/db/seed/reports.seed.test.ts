import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { seedDemoAccounts } from './accounts.seed.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedFlights } from './flights.seed.js';
import { seedReports } from './reports.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const step of [(em: EntityManager) => seedDemoAccounts(em, { isProduction: false }, () => {}), seedCatalogue, seedFlights, seedReports]) {
    await (t.orm.em.fork() as EntityManager).transactional((em) => step(em));
  }
});
afterAll(() => t.close());

describe('demo reports', () => {
  it('fills both periods of the default report: office bookings taken by the admin, costs on some packages, a cancellation', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const [{ id: adminId }] = (await t.pool.query(`select id from users where username = 'admin'`)).rows;
    const [{ n }] = (await t.pool.query('select count(*)::int as n from reservations where taken_by_id = $1', [adminId])).rows;
    expect(n).toBe(5);
    // Last month's days of "this month" may be few: ask for the last 7 days against the same a year ago.
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const res = await gql(admin, 'query($f: ReportFilterInput) { businessReport(filter: $f) { metrics { key a b } } }', { f: { from, to, takenBy: String(adminId) } });
    const m = Object.fromEntries(res.body.data.businessReport.metrics.map((x: { key: string; a: number; b: number }) => [x.key, [x.a, x.b]]));
    expect(m.bookings).toEqual([2, 2]);
    expect(m.cancellations).toEqual([0, 1]);
    const [{ costed }] = (await t.pool.query('select count(*)::int as costed from packages where cost_per_person_cents is not null')).rows;
    const [{ all }] = (await t.pool.query('select count(*)::int as "all" from packages')).rows;
    expect(costed).toBeGreaterThan(0);
    expect(costed).toBeLessThan(all);
  });
});
