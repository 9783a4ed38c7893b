import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { Flight } from '../../modules/flights/flight.entity.js';
import { Package } from '../../modules/packages/package.entity.js';
import { Airport } from '../../modules/places/airport.entity.js';
import { Reservation } from '../../modules/reservations/reservation.entity.js';
import { LIVE } from '../../modules/reservations/seats.js';

/** The demo's charters (issue 43): departure airport, destination city (as the packages name it), its code, flight numbers, block. */
const CHARTERS: [from: string, city: string, toCode: string, carrier: string, out: string, back: string, seats: number, seatPrice: number, oneWayPrice: number][] = [
  ['PRN', 'Antalya', 'AYT', 'Chair Airlines', 'GM 301', 'GM 302', 40, 189, 119],
  ['SKP', 'Hurghada', 'HRG', 'Wizz Air', 'W6 4321', 'W6 4322', 30, 249, 149],
  ['PRN', 'Hurghada', 'HRG', 'Chair Airlines', 'GM 511', 'GM 512', 36, 269, 159],
];

/** The packages a demo charter carries: the first still to come to its city, and up to this many more. */
const MORE_HOTELS = 3;

/**
 * Charter flights with several demo packages on each (the departures screen shows something): the
 * first package from the airport to the city leaving in two weeks or later gives the flight its
 * dates, and up to three more packages there (none booked) are moved to those dates and put on it,
 * as an agency fills one charter with several hotels. No bookings are added: the demo's reservation
 * lists stay as the inbox step draws them. Their seats are sold alone too (the home's Fluturimi tab, ADR 0032).
 */
export async function seedFlights(em: EntityManager): Promise<void> {
  const from = addDays(todayLocal(), 14);
  const booked = (await em.find(Reservation, { status: { $in: LIVE }, package: { $ne: null } }, { fields: ['package'] })).map((r) => r.package!.id);
  for (const [code, city, toCode, carrier, out, back, seats, seatPrice, oneWayPrice] of CHARTERS) {
    const airport = await em.findOne(Airport, { code });
    if (!airport) continue;
    const packages = await em.find(Package, {
      airport: airport.id, city: { name: city }, departureDate: { $gte: from }, flight: null,
      id: { $nin: booked },
    }, { orderBy: { departureDate: 'asc', id: 'asc' }, limit: 1 + MORE_HOTELS });
    const [anchor] = packages;
    if (!anchor) continue;
    const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);
    const flight = em.create(Flight, {
      carrier, outboundNumber: out, returnNumber: back, fromAirport: airport, toCode, toCity: city,
      outboundDepartsAt: at(anchor.departureDate, '06:30'), outboundArrivesAt: at(anchor.departureDate, '08:45'),
      returnDepartsAt: at(anchor.returnDate, '10:00'), returnArrivesAt: at(anchor.returnDate, '12:15'),
      baggage: '20 kg + 8 kg dore', seatsOutbound: seats, seatsReturn: seats, seatPrice, oneWayPrice, createdAt: new Date(),
    } as never) as Flight;
    for (const pkg of packages) {
      Object.assign(pkg, { flight, departureDate: anchor.departureDate, returnDate: anchor.returnDate, nights: anchor.nights });
    }
    await em.flush();
  }
}
