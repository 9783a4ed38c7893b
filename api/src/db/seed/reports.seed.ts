import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../config/env.js';
import { todayLocal } from '../../shared/local-date.js';
import { quoteFor, type TermsConfig } from '../../modules/package-options/quote.js';
import { Package } from '../../modules/packages/package.entity.js';
import { ReservationStatus } from '../../modules/reservations/reservation.entity.js';
import { newReservation } from '../../modules/reservations/reservation.service.js';
import { planeSeats } from '../../modules/reservations/seats.js';
import { User } from '../../modules/users/user.entity.js';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

/** Walk-in parties the admin booked at the office: names, how long ago (ms), and what became of them. Made-up people. */
const OFFICE: { names: string[]; ago: number; status: ReservationStatus }[] = [
  { names: ['Besnik Morina', 'Vjosa Morina'], ago: DAY_MS, status: ReservationStatus.CONFIRMED },
  { names: ['Fatmir Gashi'], ago: 2 * DAY_MS, status: ReservationStatus.OPTION },
  { names: ['Shqipe Berisha', 'Ilir Berisha'], ago: YEAR_MS + DAY_MS, status: ReservationStatus.CONFIRMED },
  { names: ['Agim Rexha', 'Mimoza Rexha'], ago: YEAR_MS + 2 * DAY_MS, status: ReservationStatus.CANCELLED },
  { names: ['Dardan Shala'], ago: YEAR_MS + 3 * DAY_MS, status: ReservationStatus.CONFIRMED },
];

type SeedConfig = TermsConfig & { infantMaxAge: number };
const defaults = (): SeedConfig => { const c = loadConfig({}); return { bookingTerms: c.bookingTerms, infantMaxAge: c.infantMaxAge }; };

/**
 * Issue 46, item 2: so the reports page shows every section. Costs on the charter packages and every
 * other package (about 80 % of the price) and on the charters' seats (70 %), so some bookings have a
 * margin and some have none; and office bookings taken by the admin, this month and a year ago (period
 * B of the default report), one of them cancelled. Written straight to the tables like the other
 * booking steps: the services queue mails, and a demo never writes to anybody.
 */
export async function seedReports(em: EntityManager, config: SeedConfig = defaults()): Promise<void> {
  await em.execute(`update packages set cost_per_person_cents = round(price * 100 * 0.8)::int
    where cost_per_person_cents is null and (flight_id is not null or id % 2 = 0)`);
  await em.execute(`update flights set seat_cost_cents = round(seat_price * 100 * 0.7)::int where seat_cost_cents is null and seat_price is not null`);
  const admin = await em.findOne(User, { username: 'admin' });
  if (!admin) return;
  const packages = await em.find(Package, { departureDate: { $gte: todayLocal() } }, { orderBy: { departureDate: 'asc', id: 'asc' }, limit: OFFICE.length });
  for (const [i, pkg] of packages.entries()) {
    const { names, ago, status } = OFFICE[i]!;
    const party = { adults: names.length, childAges: [] };
    const createdAt = new Date(Date.now() - ago);
    const quote = await quoteFor(em, pkg, null, party, config, todayLocal(createdAt), { occupancy: false });
    const expiresAt = status === ReservationStatus.OPTION ? new Date(Date.now() + 48 * 3_600_000) : null;
    const r = await newReservation(em, admin, pkg, { quote, party, names, expiresAt, takenBy: admin, seats: planeSeats(party.adults, [], config.infantMaxAge) }, createdAt);
    // A walk-in: no account holds it; the admin took it.
    Object.assign(r, { status, user: null, userName: names[0], customerEmail: '', customerPhone: '' });
    if (status === ReservationStatus.CANCELLED) Object.assign(r, { cancelledAt: new Date(createdAt.getTime() + DAY_MS), freeCancellationUntil: null });
    await em.flush();
  }
}
