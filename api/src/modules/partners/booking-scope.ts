import type { FilterQuery } from '@mikro-orm/core';
import type { Actor } from '../users/actor.js';
import { Role, STAFF } from '../users/role.js';
import type { Reservation } from '../reservations/reservation.entity.js';

/** What `maySeeBooking` needs of a booking: who holds it and who sold it. */
export interface BookingOwners { userId: number | null | undefined; partnerAgencyId: number | null | undefined }

/**
 * THE rule of which bookings an account may see (issue 47, ADR 0042), for every service that reads
 * bookings (lists, one booking, its documents, its travellers) and for whatever sends booking events:
 * - staff (admin, owner): every booking;
 * - a partner: the bookings its agency sold (by any of its people), never another's, never the
 *   agency's own customers';
 * - a customer: the bookings its account holds;
 * - anonymous: none.
 */
export function maySeeBooking(actor: Actor | null, booking: BookingOwners): boolean {
  if (!actor) return false;
  if (STAFF.includes(actor.role)) return true;
  if (actor.role === Role.PARTNER) return actor.partnerAgencyId != null && booking.partnerAgencyId === actor.partnerAgencyId;
  return booking.userId != null && booking.userId === actor.id;
}

/** The same rule as a query filter, for lists: `em.find(Reservation, { $and: [bookingScope(actor), ...] })`. */
export function bookingScope(actor: Actor | null): FilterQuery<Reservation> {
  if (!actor) return { id: { $in: [] } };
  if (STAFF.includes(actor.role)) return {};
  if (actor.role === Role.PARTNER) return actor.partnerAgencyId != null ? { partnerAgencyId: actor.partnerAgencyId } : { id: { $in: [] } };
  return { user: actor.id };
}

/** `maySeeBooking` for a loaded reservation. */
export const maySee = (actor: Actor | null, r: Reservation): boolean =>
  maySeeBooking(actor, { userId: r.user?.id ?? null, partnerAgencyId: r.partnerAgencyId ?? null });
