import { bookingEvent } from '../webhooks/webhook-events.js';
import { WebhookEventType } from '../webhooks/webhook.entity.js';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { Role } from '../users/role.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { attach } from '../documents/attachment.js';
import { DocumentKind } from '../documents/document.entity.js';
import { queueDocuments } from '../documents/document.tasks.js';
import { enqueueMail } from '../mail/outbox.js';
import { waitlisted } from '../mail/lifecycle-templates.js';
import { reservationToStaff, reservationToUser, type Lang } from '../mail/templates.js';
import { paymentPlan, type Party, type PriceLineValue } from '../package-options/pricing.js';
import type { Quote } from '../package-options/quote.js';
import { firstOnSaleDay } from '../packages/on-sale.js';
import { scheduleExpiry } from '../reservations/booking.tasks.js';
import { optionExpiry } from '../reservations/option-expiry.js';
import { Reservation, ReservationStatus } from '../reservations/reservation.entity.js';
import { newReservation, partyOf, takenByOf } from '../reservations/reservation.service.js';
import { blockSql, flightSeatsTakenSql, LIVE, planeSeats } from '../reservations/seats.js';
import { signedIn, type Actor } from '../users/actor.js';
import { User } from '../users/user.entity.js';
import { Flight } from './flight.entity.js';
import { lockFlightSeats } from './flight-seats.js';
import type { FlightOffer, FlightSearchInput, SeatBookingInput } from './seat-sale.types.js';

const ZONE = 'Europe/Belgrade';
const REPEAT_WINDOW_MS = 2 * 60_000;
const SHOWN = 50;
export const NO_PLANE_SEATS = 'Nuk ka mjaftueshëm vende të lira në këtë fluturim.';

/** The agency's day of an instant, e.g. a flight's outbound departure. */
const dayOf = (at: Date) => todayLocal(at);

/**
 * Seats sold alone, without a hotel (issue 43 item 6, ADR 0032): the Fluturimi tab's search and the
 * booking of seats, through the same states, limits and mails as a package booking. A booking of seats
 * locks only its flight's row; package bookings lock their package and then the same flight row, so
 * both are counted one after the other against the one block.
 */
export class SeatSaleService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly config: Config) {}

  /** Flights sold alone with at least `travellers` seats free, leaving within date ± flexDays and still on sale, soonest first. */
  async search(input: FlightSearchInput): Promise<FlightOffer[]> {
    const flex = input.flexDays ?? 3;
    const first = firstOnSaleDay(this.config.bookingLimits.cutoffDays);
    const from = addDays(input.date, -flex) < first ? first : addDays(input.date, -flex);
    const to = addDays(input.date, flex + 1);
    if (from >= to) return [];
    const where = ['f.seat_price is not null', `f.outbound_departs_at >= (?::timestamp at time zone '${ZONE}')`, `f.outbound_departs_at < (?::timestamp at time zone '${ZONE}')`];
    const params: unknown[] = [from, to];
    if (input.fromAirportId) { where.push('f.from_airport_id = ?'); params.push(input.fromAirportId); }
    const dest = input.to?.trim();
    if (dest) { where.push('(f.to_code = upper(?) or lower(f.to_city) = lower(?))'); params.push(dest, dest); }
    const rows = await this.em.execute<(FlightOffer & { seatPrice: string; oneWayPrice: string })[]>(
      `select * from (select f.id, f.carrier, f.outbound_number as "outboundNumber", f.return_number as "returnNumber", a.code as "fromCode", a.name as "fromName",
         f.to_code as "toCode", f.to_city as "toCity", f.outbound_departs_at as "outboundDepartsAt", f.outbound_arrives_at as "outboundArrivesAt",
         f.return_departs_at as "returnDepartsAt", f.return_arrives_at as "returnArrivesAt", f.baggage, f.seat_price as "seatPrice",
         coalesce(f.one_way_price, f.seat_price) as "oneWayPrice", greatest(0, ${blockSql('f')} - ${flightSeatsTakenSql('f.id')})::int as "seatsLeft"
       from flights f join airports a on a.id = f.from_airport_id where ${where.join(' and ')}) o
       where o."seatsLeft" >= ? order by o."outboundDepartsAt", o.id limit ${SHOWN}`, [...params, input.travellers ?? 1]);
    return rows.map((r) => ({ ...r, seatPrice: Number(r.seatPrice), oneWayPrice: Number(r.oneWayPrice), outboundDepartsAt: new Date(r.outboundDepartsAt),
      outboundArrivesAt: new Date(r.outboundArrivesAt), returnDepartsAt: new Date(r.returnDepartsAt), returnArrivesAt: new Date(r.returnArrivesAt) }));
  }

  /**
   * Seats alone for the session user: an OPTION (or WAITLISTED when full and asked) priced by the
   * server. Under the flight's lock: the block (plane seats: an infant flies on a lap) and the
   * per-customer cap. The same request again within minutes is answered with the first booking.
   */
  async book(input: SeatBookingInput): Promise<Reservation> {
    const actor = signedIn(this.actor);
    // Partners (issue 47, ADR 0042) sell packages, through bookPackage, where their credit is counted.
    if (actor.role === Role.PARTNER) throw new InvalidInputError({ flightId: 'Agjencitë partnere shesin aranzhmane; vendet pa aranzhman i shet zyra.' });
    const { party, names } = partyOf(input);
    const oneWay = input.oneWay ?? false;
    const requestKey = createHash('sha256').update(JSON.stringify(['seats', input.flightId, oneWay, party.adults, party.childAges, names])).digest('hex');
    return this.em.transactional(async (em) => {
      const plane = await lockFlightSeats(em, input.flightId);
      const flight = plane && await em.findOne(Flight, { id: input.flightId }, { populate: ['fromAirport'] });
      if (!plane || !flight || flight.seatPrice == null) throw new NotFoundError('Fluturimi');
      const departureDate = dayOf(flight.outboundDepartsAt);
      const cutoffDays = this.config.bookingLimits.cutoffDays;
      if (departureDate < firstOnSaleDay(cutoffDays, new Date())) {
        const text = `Ky fluturim nuk rezervohet më: nisja është më ${departureDate} dhe rezervimet mbyllen ${cutoffDays === 1 ? 'një ditë' : `${cutoffDays} ditë`} para nisjes.`;
        throw new ConflictError(text, { flightId: text }, { flightId: 'bookingClosed' }, { flightId: { code: 'BOOKING_CLOSED', params: { cutoffDays } } });
      }
      const same = await em.findOne(Reservation, {
        user: actor.id, flight: flight.id, package: null, status: { $in: [...LIVE, ReservationStatus.WAITLISTED] }, requestKey,
        createdAt: { $gt: new Date(Date.now() - REPEAT_WINDOW_MS) },
      });
      if (same) return same;
      const travellers = party.adults + party.childAges.length;
      await this.assertSeatsPerCustomer(em, actor.id, flight.id, travellers);
      const seats = planeSeats(party.adults, party.childAges, this.config.infantMaxAge);
      const free = Math.max(0, plane.block - plane.taken);
      const full = seats > free;
      if (full && !input.waitlist) throw new ConflictError(NO_PLANE_SEATS, { travellers: NO_PLANE_SEATS }, undefined, { travellers: { code: 'NO_SEATS', params: { free } } });
      const user = await em.findOneOrFail(User, { id: actor.id });
      const now = new Date();
      const status = full ? ReservationStatus.WAITLISTED : ReservationStatus.OPTION;
      const expiresAt = full ? null : optionExpiry(now, departureDate, this.config.bookingOptions);
      const quote = this.quote(oneWay ? Number(flight.oneWayPrice ?? flight.seatPrice) : Number(flight.seatPrice), party, departureDate);
      const title = `Fluturim ${flight.fromAirport.code} → ${flight.toCode}, ${flight.outboundNumber}${oneWay ? ' (vetëm vajtje)' : ` / ${flight.returnNumber}`}`;
      const returnDate = oneWay ? departureDate : dayOf(flight.returnDepartsAt);
      const r = await newReservation(em, user, { flight, title, departureDate, returnDate, oneWay }, { quote, party, names, requestKey, seats, status, expiresAt, takenBy: takenByOf(actor, user) }, now);
      await em.flush();
      if (expiresAt) await scheduleExpiry(em, r.id, expiresAt);
      if (!full) await queueDocuments(em, r.id);
      await bookingEvent(em, WebhookEventType.BOOKING_CREATED, r);
      const context = { today: todayLocal(), agencyPhone: this.config.agencyPhone, bank: this.config.bank };
      const lang = user.language as Lang;
      enqueueMail(em, 'reservation-user', user.email, full ? waitlisted(lang, r, context)
        : { ...reservationToUser(lang, r, context), attachments: attach(r.id, lang, DocumentKind.INVOICE) });
      enqueueMail(em, 'reservation-staff', this.config.staffEmail, reservationToStaff(r, context));
      return r;
    });
  }

  /**
   * THE price of seats alone: every seat at the flight's price, children's too (a seat is a seat); an
   * infant flies on a lap, takes no seat and pays nothing. The agency's payment terms apply.
   */
  private quote(price: number, party: Party, departureDate: string): Quote {
    const infant = (age: number) => age < this.config.infantMaxAge;
    const lines: PriceLineValue[] = [{ kind: 'ADULT', age: null, count: party.adults, unitPrice: price, amount: price * party.adults }];
    for (const age of party.childAges) lines.push({ kind: 'CHILD', age, count: 1, unitPrice: infant(age) ? 0 : price, amount: infant(age) ? 0 : price });
    const total = Math.round(lines.reduce((n, l) => n + l.amount, 0) * 100) / 100;
    const terms = this.config.bookingTerms;
    return { option: null, roomType: '', roomTypeEn: null, board: '', adultPrice: price, lines, total, depositPercent: terms.depositPercent, ...paymentPlan(total, terms, departureDate, todayLocal()) };
  }

  /** The package bookings' cap, per flight: live and waitlisted seats alone of this customer on it. */
  private async assertSeatsPerCustomer(em: EntityManager, userId: number, flightId: number, travellers: number): Promise<void> {
    const max = this.config.bookingLimits.maxSeatsPerCustomer;
    const [{ held }] = await em.execute<{ held: number }[]>(
      `select coalesce(sum(travellers), 0)::int as held from reservations where user_id = ? and flight_id = ? and package_id is null and status in (?, ?, ?)`,
      [userId, flightId, ...LIVE, ReservationStatus.WAITLISTED]);
    if (held + travellers <= max) return;
    const text = `Në një nisje mund të mbani më së shumti ${max} vende (keni ${held}). Për grupe më të mëdha kontaktoni agjencinë.`;
    throw new ConflictError(text, { travellers: text }, { travellers: 'max' }, { travellers: { code: 'SEATS_PER_CUSTOMER', params: { max, held } } });
  }
}
