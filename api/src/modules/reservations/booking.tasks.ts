import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob, removeJob, task } from '../../jobs/index.js';

/** An option's end: it lapses then, unless confirmed or cancelled before (ADR 0031). */
export const EXPIRE_OPTION = task<{ bookingId: number }>('booking-expire-option');
/** Seats came free on a package: its waitlist is offered them. */
export const WAITLIST_OFFER = task<{ packageId: number }>('booking-waitlist-offer');
/** Seats came free on a flight through a booking of seats alone (ADR 0032): its waitlists are offered them. */
export const FLIGHT_SEATS_OFFER = task<{ flightId: number }>('booking-flight-seats-offer');
/** Catches up on what a job missed: lapsed options, waitlists with free seats, trips that are over. */
export const BOOKINGS_SWEEP = task('bookings-sweep');

const expiryKey = (bookingId: number) => `booking-expire:${bookingId}`;

/** The option's lapse at its `expiresAt`, in the caller's transaction (one job per booking: a new time replaces it). */
export function scheduleExpiry(em: EntityManager, bookingId: number, at: Date): Promise<void> {
  return addJob(em, EXPIRE_OPTION, { bookingId }, { runAt: at, key: expiryKey(bookingId) });
}

/** The booking left OPTION (confirmed, cancelled): its lapse is dropped. */
export function dropExpiry(em: EntityManager, bookingId: number): Promise<void> {
  return removeJob(em, expiryKey(bookingId));
}

/** The package's waitlist is offered what is free, once this transaction commits (one waiting job per package). */
export function offerSoon(em: EntityManager, packageId: number | null | undefined): Promise<void> {
  if (!packageId) return Promise.resolve();
  return addJob(em, WAITLIST_OFFER, { packageId }, { key: `waitlist-offer:${packageId}` });
}

/** The seats a reservation held came free: its package's waitlist, or (seats alone) its flight's, is offered them. */
export function offerSoonFor(em: EntityManager, r: { package?: { id: number } | null; flight?: { id: number } | null }): Promise<void> {
  if (r.package?.id) return offerSoon(em, r.package.id);
  if (!r.flight?.id) return Promise.resolve();
  return addJob(em, FLIGHT_SEATS_OFFER, { flightId: r.flight.id }, { key: `flight-seats-offer:${r.flight.id}` });
}
