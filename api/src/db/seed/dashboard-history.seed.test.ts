import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { seedDemoAccounts } from './accounts.seed.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedDashboardHistory } from './dashboard-history.seed.js';
import { seedFlights } from './flights.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const step of [(em: EntityManager) => seedDemoAccounts(em, { isProduction: false }, () => {}), seedCatalogue, seedFlights, seedDashboardHistory]) {
    await (t.orm.em.fork() as EntityManager).transactional((em) => step(em));
  }
});
afterAll(() => t.close());

describe('demo dashboard history', () => {
  it('fills both seasons, several countries and the last weeks, with past trips that hold no seat and owe nothing', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const o = (await gql(admin, `{ dashboardOverview { salesByMonth { salesCents lastYearSalesCents } byCountry { placeId bookings }
      nextDepartures { sold onOption } paymentsByWeek { receivedCents } outstanding { bookings } overdue { bookings } } }`)).body.data.dashboardOverview;
    const months = o.salesByMonth as { salesCents: number; lastYearSalesCents: number }[];
    expect(months.slice(0, 11).every((m) => m.salesCents > 0 && m.lastYearSalesCents > 0)).toBe(true);
    expect(o.byCountry.length).toBeGreaterThan(2);
    expect(o.paymentsByWeek.filter((w: { receivedCents: number }) => w.receivedCents > 0).length).toBeGreaterThan(4);
    expect(o.outstanding.bookings).toBe(0);
    expect(o.overdue.bookings).toBe(0);
    const [live] = (await t.pool.query(`select count(*)::int as n from reservations where status in ('OPTION', 'CONFIRMED') or departure_date > current_date`)).rows;
    expect(live.n).toBe(0);
    const [unpaid] = (await t.pool.query(`select count(*)::int as n from reservations r where status = 'TRAVELLED'
      and paid_cents <> (select sum(amount_cents) from payments p where p.reservation_id = r.id)`)).rows;
    expect(unpaid.n).toBe(0);
  });
});
