import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../config/env.js';
import { todayLocal } from '../../shared/local-date.js';
import { quoteFor, type TermsConfig } from '../../modules/package-options/quote.js';
import { ContactMessage } from '../../modules/messages/contact-message.entity.js';
import { Package } from '../../modules/packages/package.entity.js';
import { ReservationStatus } from '../../modules/reservations/reservation.entity.js';
import { newReservation } from '../../modules/reservations/reservation.service.js';
import { toCents } from '../../modules/payments/money.js';
import { Payment, PaymentKind, PaymentMethod } from '../../modules/payments/payment.entity.js';
import { Subscription } from '../../modules/subscriptions/subscription.entity.js';
import { unsubscribeToken } from '../../modules/subscriptions/subscription.service.js';
import { User } from '../../modules/users/user.entity.js';
import { MESSAGES, RESERVED_COUNTRY_IDS, SUBSCRIBERS } from './inbox.data.js';

const HOUR = 3_600_000;
/** The agency's default terms, when the step is run without the configuration (tests). */
const defaultTerms = (): TermsConfig => ({ bookingTerms: loadConfig({}).bookingTerms });
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * Work waiting for the staff on a new install: the demo customer's reservations (one confirmed with its
 * deposit paid, two options to confirm), contact messages and subscribers. Written straight to the tables, not through the
 * services, because those queue mails: a demo must never write to anybody.
 */
export async function seedInbox(em: EntityManager, config: TermsConfig = defaultTerms()): Promise<void> {
  const customer = await em.findOne(User, { username: 'demo' });
  // The last departures of the city breaks: far from the packages the site lists first.
  const packages = await em.find(Package, { country: { $in: RESERVED_COUNTRY_IDS } }, { orderBy: { departureDate: 'desc', id: 'desc' }, limit: 3 });
  if (customer) {
    // Two options, held BOOKING_OPTION_HOURS (48) from when they were made: one lapses within a day.
    const statuses = [ReservationStatus.CONFIRMED, ReservationStatus.OPTION, ReservationStatus.OPTION];
    for (const [i, pkg] of packages.entries()) {
      const party = { adults: pkg.persons, childAges: [] };
      const quote = await quoteFor(em, pkg, null, party, config, todayLocal(), { occupancy: false });
      const createdAt = ago([120, 27, 3][i]!);
      const status = statuses[i]!;
      const expiresAt = status === ReservationStatus.OPTION ? new Date(createdAt.getTime() + 48 * HOUR) : null;
      const r = await newReservation(em, customer, pkg, { quote, party, names: [], expiresAt }, createdAt);
      r.status = status;
      // The confirmed one: its deposit paid in cash at the office the day it was booked (issue 44).
      if (r.status === ReservationStatus.CONFIRMED) {
        r.paidCents = toCents(quote.deposit);
        em.create(Payment, {
          reservation: r, kind: PaymentKind.PAYMENT, method: PaymentMethod.CASH, amountCents: r.paidCents, paidOn: todayLocal(r.createdAt),
          payer: `${customer.firstName} ${customer.lastName}`, receiptNo: 'K-2026-0001', createdByName: 'admin', createdAt: r.createdAt,
        } as never);
      }
    }
  }
  for (const [name, number, email, message, hours, handled] of MESSAGES) {
    em.create(ContactMessage, { name, number, email, message, handled, createdAt: ago(hours) });
  }
  for (const [email, days, unsubscribed] of SUBSCRIBERS) {
    em.create(Subscription, { email, token: unsubscribeToken(), createdAt: ago(24 * days), unsubscribedAt: unsubscribed ? ago(24 * days - 48) : null });
  }
  await em.flush();
}
