import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedFlights } from './flights.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const step of [seedCatalogue, seedFlights]) await (t.orm.em.fork() as EntityManager).transactional((em) => step(em));
});
afterAll(() => t.close());

describe('demo flights', () => {
  it('puts several demo packages on PRN → AYT and SKP/PRN → HRG charters, shown on the departures screen', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const res = await gql(admin, '{ departures(page: { pageSize: 50 }) { total items { flight { toCode fromAirport { code } } block free packages { packageId } } } }');
    const items = res.body.data.departures.items as { flight: { toCode: string; fromAirport: { code: string } }; block: number; free: number; packages: unknown[] }[];
    expect(items.map((d) => `${d.flight.fromAirport.code}-${d.flight.toCode}`).sort()).toEqual(expect.arrayContaining(['PRN-AYT']));
    expect(items.some((d) => d.flight.toCode === 'HRG')).toBe(true);
    for (const d of items) {
      expect(d.packages.length).toBeGreaterThanOrEqual(1);
      expect(d.free).toBe(d.block);
    }
    expect(items.filter((d) => d.packages.length >= 2).length).toBeGreaterThanOrEqual(1);
  });
});
