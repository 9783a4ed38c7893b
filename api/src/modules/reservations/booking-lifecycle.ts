import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { todayLocal } from '../../shared/local-date.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { waitlistOffer, optionExpired } from '../mail/lifecycle-templates.js';
import { enqueueMail } from '../mail/outbox.js';
import type { Lang } from '../mail/templates.js';
import { firstOnSaleDay } from '../packages/on-sale.js';
import { Package } from '../packages/package.entity.js';
import { Flight } from '../flights/flight.entity.js';
import { lockFlightSeats } from '../flights/flight-seats.js';
import { optionExpiry } from './option-expiry.js';
import { Reservation, ReservationStatus } from './reservation.entity.js';
import { changeStatus } from './reservation-status.js';
import { fits, lockRoom, take } from './room.js';
import { offerSoonFor, scheduleExpiry } from './booking.tasks.js';
import { restageOnOffer } from '../payments/stages.js';

/** Why the system changed a booking, as the activity log keeps it. */
export const REASON = { lapsed: 'OPTION_LAPSED', offered: 'WAITLIST_OFFER', returned: 'TRIP_OVER' } as const;

/** What the lifecycle reads of the configuration. */
export type BookingRules = Pick<Config, 'bookingOptions' | 'bookingLimits' | 'agencyPhone'>;
type Rules = BookingRules;

const logSystemChange = (em: EntityManager, r: Reservation, from: ReservationStatus, reason: string) =>
  audit(em, null, LogAction.EDIT, LogKind.RESERVATION, r.id, {
    subject: `${r.title} (${r.userName})`, changes: [{ field: 'status', from, to: r.status }, { field: 'reason', to: reason }],
  });

/**
 * An option whose time is up lapses: EXPIRED, its seats free, the customer mailed. Decided under the
 * row's lock, so an option confirmed a moment before is left alone. Returns the package whose seats
 * were freed (for its waitlist), or null when there was nothing to do.
 */
export async function expireOption(em: EntityManager, id: number, rules: Rules, now = new Date()): Promise<number | null> {
  return em.transactional(async (tx) => {
    const r = await tx.findOne(Reservation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!r || r.status !== ReservationStatus.OPTION || !r.expiresAt || r.expiresAt > now) return null;
    const { from } = await changeStatus(tx, id, ReservationStatus.EXPIRED, 'system');
    logSystemChange(tx, r, from, REASON.lapsed);
    await tx.populate(r, ['user']);
    if (r.user) enqueueMail(tx, 'reservation-expired', r.user.email, optionExpired(r.user.language as Lang, r, { today: todayLocal(now), agencyPhone: rules.agencyPhone }));
    await offerSoonFor(tx, r);
    return r.package?.id ?? null;
  });
}

/** Every option due by `now`, each lapsed in its own transaction; the packages whose seats came free. */
export async function expireDueOptions(em: EntityManager, rules: Rules, now = new Date(), batch = 500): Promise<number[]> {
  const due = await em.execute<{ id: number }[]>(
    `select id from reservations where status = 'OPTION' and expires_at <= ? order by expires_at limit ?`, [now, batch]);
  const freed = new Set<number>();
  for (const { id } of due) {
    const pkg = await expireOption(em.fork(), id, rules, now);
    if (pkg) freed.add(pkg);
  }
  return [...freed];
}

/**
 * Seats free on a package go to its waitlist, first come first served: each waitlisted party, in the
 * order it joined, that fits what is free (the package's cap and its flight's block) becomes an OPTION
 * (for the offer's hours) and is mailed; a party too big for the seats is passed over for a smaller one
 * behind it, and keeps its place. The package row is locked first and then its flight, as a booking
 * locks them, so offers and bookings are counted one after the other. Nothing is offered once the
 * package is off sale. Returns the reservations offered seats.
 */
export async function offerFreedSeats(em: EntityManager, packageId: number, rules: Rules, now = new Date()): Promise<number[]> {
  return em.transactional(async (tx) => {
    const pkg = await tx.findOne(Package, { id: packageId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!pkg || pkg.departureDate < firstOnSaleDay(rules.bookingLimits.cutoffDays, now)) return [];
    let room = await lockRoom(tx, pkg);
    const waiting = await tx.find(Reservation, { package: packageId, status: ReservationStatus.WAITLISTED },
      { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['user'] });
    const offered: number[] = [];
    for (const w of waiting) {
      if (!fits(room, w.travellers, w.seats)) continue;
      const { reservation: r, from } = await changeStatus(tx, w.id, ReservationStatus.OPTION, 'system');
      r.expiresAt = optionExpiry(now, pkg.departureDate, rules.bookingOptions, 'offer');
      await scheduleExpiry(tx, r.id, r.expiresAt);
      await restageOnOffer(tx, r, todayLocal(now));
      logSystemChange(tx, r, from, REASON.offered);
      if (r.user) enqueueMail(tx, 'reservation-offer', r.user.email, waitlistOffer(r.user.language as Lang, r, { today: todayLocal(now), agencyPhone: rules.agencyPhone }));
      offered.push(r.id);
      room = take(room, r.travellers, r.seats);
      if (room.free === 0) break;
    }
    return offered;
  });
}

/**
 * Seats freed on a package are free on its flight too: its own waitlist is offered them first, then the
 * waitlists of the other packages on that flight, the one waiting longest first.
 */
export async function offerAround(em: EntityManager, packageId: number, rules: Rules, now = new Date()): Promise<number[]> {
  const offered = await offerFreedSeats(em.fork(), packageId, rules, now);
  const others = await em.execute<{ id: number }[]>(
    `select p.id from packages p join packages mine on mine.id = ? and mine.flight_id = p.flight_id
     join reservations r on r.package_id = p.id and r.status = 'WAITLISTED' where p.id <> mine.id
     group by p.id order by min(r.created_at), p.id`, [packageId]);
  for (const { id } of others) offered.push(...await offerFreedSeats(em.fork(), Number(id), rules, now));
  // And the flight's waitlist of seats alone (ADR 0032).
  const [mine] = await em.execute<{ flightId: number | null }[]>('select flight_id as "flightId" from packages where id = ?', [packageId]);
  if (mine?.flightId) offered.push(...await offerFlightSeats(em.fork(), Number(mine.flightId), rules, now));
  return offered;
}

/**
 * Seats free on a flight go to its waitlist of seats alone (ADR 0032), first come first served, as
 * `offerFreedSeats` does for a package: under the flight's lock (the one lock a booking of seats
 * alone takes), within its block, while the flight is on sale.
 */
export async function offerFlightSeats(em: EntityManager, flightId: number, rules: Rules, now = new Date()): Promise<number[]> {
  return em.transactional(async (tx) => {
    const plane = await lockFlightSeats(tx, flightId);
    const flight = plane && await tx.findOne(Flight, { id: flightId });
    if (!plane || !flight || todayLocal(flight.outboundDepartsAt) < firstOnSaleDay(rules.bookingLimits.cutoffDays, now)) return [];
    let free = plane.block - plane.taken;
    const waiting = await tx.find(Reservation, { flight: flightId, package: null, status: ReservationStatus.WAITLISTED },
      { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['user'] });
    const offered: number[] = [];
    for (const w of waiting) {
      if (free <= 0) break;
      if (w.seats > free) continue;
      const { reservation: r, from } = await changeStatus(tx, w.id, ReservationStatus.OPTION, 'system');
      r.expiresAt = optionExpiry(now, r.departureDate, rules.bookingOptions, 'offer');
      await scheduleExpiry(tx, r.id, r.expiresAt);
      await restageOnOffer(tx, r, todayLocal(now));
      logSystemChange(tx, r, from, REASON.offered);
      if (r.user) enqueueMail(tx, 'reservation-offer', r.user.email, waitlistOffer(r.user.language as Lang, r, { today: todayLocal(now), agencyPhone: rules.agencyPhone }));
      offered.push(r.id);
      free -= r.seats;
    }
    return offered;
  });
}

/** Seats freed by a booking of seats alone: the flight's own waitlist first, then its packages' (longest waiting first). */
export async function offerFlightAround(em: EntityManager, flightId: number, rules: Rules, now = new Date()): Promise<number[]> {
  const offered = await offerFlightSeats(em.fork(), flightId, rules, now);
  const packages = await em.execute<{ id: number }[]>(
    `select p.id from packages p join reservations r on r.package_id = p.id and r.status = 'WAITLISTED' where p.flight_id = ?
     group by p.id order by min(r.created_at), p.id`, [flightId]);
  for (const { id } of packages) offered.push(...await offerFreedSeats(em.fork(), Number(id), rules, now));
  return offered;
}

/** Confirmed trips whose return day has passed are TRAVELLED (one statement; each logged). */
export async function markTravelled(em: EntityManager, today = todayLocal()): Promise<number> {
  return em.transactional(async (tx) => {
    const done = await tx.find(Reservation, { status: ReservationStatus.CONFIRMED, returnDate: { $lt: today } }, { lockMode: LockMode.PESSIMISTIC_WRITE, limit: 1000 });
    for (const r of done) {
      const { from } = await changeStatus(tx, r.id, ReservationStatus.TRAVELLED, 'system');
      logSystemChange(tx, r, from, REASON.returned);
    }
    return done.length;
  });
}

/** The packages with a waitlist: a sweep offers them what is free, so a missed offer is made late, never lost. */
export async function packagesWithWaitlist(em: EntityManager): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    `select distinct package_id as id from reservations where status = 'WAITLISTED' and package_id is not null`);
  return rows.map((r) => Number(r.id));
}

/**
 * The minute's sweep: every option past its time lapses (a job that was lost or late), every waitlist
 * is offered what is free, and confirmed trips whose return day has passed are TRAVELLED.
 */
export async function sweepBookings(em: EntityManager, rules: Rules, now = new Date()): Promise<void> {
  await expireDueOptions(em, rules, now);
  for (const packageId of await packagesWithWaitlist(em)) await offerFreedSeats(em.fork(), packageId, rules, now);
  const flights = await em.execute<{ id: number }[]>(
    `select distinct flight_id as id from reservations where status = 'WAITLISTED' and flight_id is not null and package_id is null`);
  for (const { id } of flights) await offerFlightSeats(em.fork(), Number(id), rules, now);
  await markTravelled(em.fork(), todayLocal(now));
}
