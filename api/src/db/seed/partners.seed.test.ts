import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { seedDemoAccounts } from './accounts.seed.js';
import { seedCatalogue } from './catalogue.seed.js';
import { DEMO_PARTNER, seedPartners } from './partners.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const step of [(em: EntityManager) => seedDemoAccounts(em, { isProduction: false }, () => {}), seedCatalogue, seedPartners, seedPartners]) {
    await (t.orm.em.fork() as EntityManager).transactional((em) => step(em));
  }
});
afterAll(() => t.close());

describe('demo partner agency', () => {
  it('signs in as partner and finds the agency\'s one sale, 10 % commission, within 5,000 € of credit (once, run twice)', async () => {
    const partner = t.agent();
    await partner.post('/api/login').send(DEMO_PARTNER).expect(200);
    const res = await gql(partner, '{ myPartnerAgency { name commissionPercent creditLimitCents } agencyBookings { total items { userName partnerSale { totalCents commissionCents } } } }');
    expect(res.body.data.myPartnerAgency).toEqual({ name: 'Agjencia Partner Gjilan', commissionPercent: 10, creditLimitCents: 500_000 });
    expect(res.body.data.agencyBookings.total).toBe(1);
    const [sale] = res.body.data.agencyBookings.items;
    expect(sale.userName).toBe('Besnik Hyseni');
    expect(sale.partnerSale.commissionCents).toBe(Math.round(sale.partnerSale.totalCents / 10));
  });
});
