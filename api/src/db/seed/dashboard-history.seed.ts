import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../config/env.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { quoteFor, type TermsConfig } from '../../modules/package-options/quote.js';
import { Package } from '../../modules/packages/package.entity.js';
import { Payment, PaymentKind, PaymentMethod } from '../../modules/payments/payment.entity.js';
import { ReservationStatus } from '../../modules/reservations/reservation.entity.js';
import { newReservation } from '../../modules/reservations/reservation.service.js';
import { User } from '../../modules/users/user.entity.js';

const DAY = 86_400_000;
/** Made-up walk-in customers of the demo's history (nobody's account holds these bookings). */
const NAMES = ['Demo Berisha', 'Demo Gashi', 'Demo Krasniqi', 'Demo Hoxha', 'Demo Shala', 'Demo Morina', 'Demo Kelmendi', 'Demo Bytyqi'];
const METHODS = [PaymentMethod.CASH, PaymentMethod.BANK_TRANSFER, PaymentMethod.CARD];
const defaultTerms = (): TermsConfig => ({ bookingTerms: loadConfig({}).bookingTerms });

/**
 * Issue 46, item 1: two years of DEMO history so the dashboard's home has a season to compare with the
 * one before: a few office bookings a month on packages of different countries and airports, each
 * travelled before today and paid in full (deposit the day it was made, the rest two weeks before its
 * trip), one in seven cancelled unpaid. Their trips are dated in the past whatever the package's own
 * dates, so they hold no seat and no list of departures shows them. Made-up people and numbers, written
 * straight to the tables (the services queue mails; a demo never writes to anybody).
 */
export async function seedDashboardHistory(em: EntityManager, config: TermsConfig = defaultTerms(), now = new Date()): Promise<void> {
  const customer = await em.findOne(User, { username: 'demo' });
  const all = await em.find(Package, {}, { orderBy: { id: 'asc' }, limit: 200 });
  // One package per destination country, a few countries: the charts' shares.
  const byCountry = new Map<number, Package>();
  for (const p of all) if (!byCountry.has(p.country.id) && byCountry.size < 6) byCountry.set(p.country.id, p);
  const packages = [...byCountry.values()];
  if (!customer || !packages.length) return;
  const today = todayLocal(now);
  let n = 0;
  for (let monthsBack = 24; monthsBack >= 0; monthsBack--) {
    // More bookings this season than the last, and more in summer: a chart with a shape.
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
    const summer = [5, 6, 7].includes(month.getUTCMonth()) ? 3 : 0;
    const perMonth = (monthsBack > 12 ? 3 : 5) + summer;
    for (let k = 0; k < perMonth; k++, n++) {
      const createdAt = new Date(month.getTime() + (2 + ((k * 5 + monthsBack) % 26)) * DAY + 10 * 3_600_000);
      if (createdAt.getTime() > now.getTime() - 2 * DAY) continue;
      const pkg = packages[n % packages.length]!;
      const adults = 1 + (n % 3);
      const party = { adults, childAges: n % 4 === 0 ? [7] : [] };
      const made = todayLocal(createdAt);
      const quote = await quoteFor(em, pkg, null, party, config, made, { occupancy: false });
      const r = await newReservation(em, customer, pkg, { quote, party, names: [] }, createdAt);
      const departure = [addDays(made, 21), addDays(today, -1)].sort()[0]!;
      const cancelled = n % 7 === 3;
      Object.assign(r, {
        user: null, userName: NAMES[n % NAMES.length], customerEmail: '', customerPhone: '', departureDate: departure, returnDate: addDays(departure, 7),
        status: cancelled ? ReservationStatus.CANCELLED : ReservationStatus.TRAVELLED, cancelledAt: cancelled ? new Date(createdAt.getTime() + DAY) : null,
      });
      if (cancelled) continue;
      const deposit = Math.min(r.totalCents, Math.round(quote.deposit * 100));
      const balanceOn = [addDays(departure, -14), made].sort().reverse()[0]!;
      const entries: [number, string][] = deposit < r.totalCents ? [[deposit, made], [r.totalCents - deposit, balanceOn]] : [[r.totalCents, made]];
      for (const [amountCents, paidOn] of entries) {
        if (amountCents <= 0) continue;
        em.create(Payment, {
          reservation: r, kind: PaymentKind.PAYMENT, method: METHODS[n % METHODS.length], amountCents, paidOn, payer: r.userName,
          createdByName: 'admin', createdAt: new Date(`${paidOn}T10:00:00Z`),
        } as never);
      }
      r.paidCents = r.totalCents;
    }
    await em.flush();
  }
}
