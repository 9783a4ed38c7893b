import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../config/env.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { quoteFor, type TermsConfig } from '../../modules/package-options/quote.js';
import { Package } from '../../modules/packages/package.entity.js';
import { PartnerAgency } from '../../modules/partners/partner-agency.entity.js';
import { commissionOf } from '../../modules/partners/partner-credit.js';
import { toCents } from '../../modules/payments/money.js';
import { newReservation } from '../../modules/reservations/reservation.service.js';
import { hashPassword } from '../../modules/users/password.js';
import { Role } from '../../modules/users/role.js';
import { User } from '../../modules/users/user.entity.js';

export const DEMO_PARTNER = { username: 'partner', password: 'Partner123!', agency: 'Agjencia Partner Gjilan' } as const;
const defaults = (): TermsConfig => ({ bookingTerms: loadConfig({}).bookingTerms });

/**
 * Issue 47: a partner agency of the demo (10 % commission, 5,000 € credit), its person `partner` /
 * `Partner123!` (README), and one sale of it for a walk-in customer, an option on a package a month
 * or more away. Written straight to the tables like the other booking steps: no mails. Made-up people.
 */
export async function seedPartners(em: EntityManager, config: TermsConfig = defaults()): Promise<void> {
  if (await em.count(User, { username: DEMO_PARTNER.username })) return;
  const agency = em.create(PartnerAgency, {
    name: DEMO_PARTNER.agency, contactName: 'Valon Rexhepi', email: 'gjilan@partner.example', phone: '+38344280280',
    commissionPercent: 10, creditLimitCents: 500_000, active: true, createdAt: new Date(),
  });
  await em.flush();
  const user = em.create(User, {
    username: DEMO_PARTNER.username, passwordHash: await hashPassword(DEMO_PARTNER.password), role: Role.PARTNER, partnerAgencyId: agency.id,
    firstName: 'Valon', lastName: 'Rexhepi', email: 'partner@partner.example', number: '+38344280281', createdAt: new Date(),
  });
  await em.flush();
  const [pkg] = await em.find(Package, { departureDate: { $gte: addDays(todayLocal(), 30) } }, { orderBy: { id: 'desc' }, limit: 1 });
  if (!pkg) return;
  const party = { adults: 2, childAges: [] };
  const quote = await quoteFor(em, pkg, null, party, config, todayLocal(), { occupancy: false });
  const r = await newReservation(em, user, pkg, { quote, party, names: ['Besnik Hyseni', 'Mimoza Hyseni'], expiresAt: new Date(Date.now() + 48 * 3_600_000) });
  Object.assign(r, {
    partnerAgencyId: agency.id, commissionCents: commissionOf(toCents(quote.total), agency.commissionPercent),
    userName: 'Besnik Hyseni', customerEmail: 'besnik.hyseni@example.com', customerPhone: '+38349700700',
  });
  await em.flush();
}
