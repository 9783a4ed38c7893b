import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../config/env.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { Flight } from '../../modules/flights/flight.entity.js';
import { quoteFor, type TermsConfig } from '../../modules/package-options/quote.js';
import { Package } from '../../modules/packages/package.entity.js';
import { ReservationStatus } from '../../modules/reservations/reservation.entity.js';
import { newReservation } from '../../modules/reservations/reservation.service.js';
import { planeSeats } from '../../modules/reservations/seats.js';
import { User } from '../../modules/users/user.entity.js';

/** A demo party per package of the first charter: adults, children's ages, names, and the passports given so far. */
const PARTIES: { childAges: number[]; names: string[]; status: ReservationStatus.CONFIRMED | ReservationStatus.OPTION; passports: [sex: string, born: string, passport: string][] }[] = [
  {
    childAges: [1], names: ['Arben Krasniqi', 'Teuta Krasniqi', 'Era Krasniqi'], status: ReservationStatus.CONFIRMED,
    passports: [['M', '1984-03-12', 'P01234567'], ['F', '1987-09-30', 'P01234568']],
  },
  { childAges: [], names: ['Drita Hoxha', 'Luan Hoxha'], status: ReservationStatus.OPTION, passports: [['F', '1990-05-02', 'P07654321']] },
];

type SeedConfig = TermsConfig & { infantMaxAge: number };
const defaults = (): SeedConfig => { const c = loadConfig({}); return { bookingTerms: c.bookingTerms, infantMaxAge: c.infantMaxAge }; };

/**
 * Issue 46: bookings on the demo's first charter, so the departure lists page shows a passenger list
 * (an infant, passports given and missing) and a rooming list. Made with the demo customer's account
 * for its defaults, then held by nobody (an office booking). Written straight to the tables, like the
 * inbox step: the services queue mails, and a demo never writes to anybody. Made-up people and numbers.
 */
export async function seedDepartureLists(em: EntityManager, config: SeedConfig = defaults()): Promise<void> {
  const customer = await em.findOne(User, { username: 'demo' });
  const [flight] = await em.find(Flight, {}, { orderBy: { id: 'asc' }, limit: 1 });
  if (!customer || !flight) return;
  const packages = await em.find(Package, { flight: flight.id }, { orderBy: { id: 'asc' }, limit: PARTIES.length });
  for (const [i, pkg] of packages.entries()) {
    const { childAges, names, status, passports } = PARTIES[i]!;
    const party = { adults: names.length - childAges.length, childAges };
    const quote = await quoteFor(em, pkg, null, party, config, todayLocal(), { occupancy: false });
    const expiresAt = status === ReservationStatus.OPTION ? new Date(Date.now() + 48 * 3_600_000) : null;
    const r = await newReservation(em, customer, pkg, { quote, party, names, expiresAt, seats: planeSeats(party.adults, childAges, config.infantMaxAge) });
    // Booked at the office for a walk-in family: no account holds it, so the demo customer's own
    // bookings (and the journeys that sign in as them) stay as the inbox step drew them.
    Object.assign(r, { status, user: null, userName: names[0], customerEmail: '', customerPhone: '' });
    await em.flush();
    for (const [position, [sex, born, passport]] of passports.entries()) {
      await em.execute(`update passengers set sex = ?, date_of_birth = ?, passport_number = ?, passport_expiry = ?, nationality = 'XK'
        where reservation_id = ? and position = ?`, [sex, born, passport, addDays(pkg.returnDate, 2000), r.id, position]);
    }
  }
}
