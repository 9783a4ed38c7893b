import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../shared/errors.js';
import { todayLocal } from '../../shared/local-date.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { enqueueMail } from '../mail/outbox.js';
import { departureWithdrawn, type Lang } from '../mail/templates.js';
import type { Package } from '../packages/package.entity.js';
import type { Actor } from '../users/actor.js';
import { Reservation, ReservationStatus } from './reservation.entity.js';
import { LIVE } from './seats.js';
import { bookingEvent } from '../webhooks/webhook-events.js';
import { WebhookEventType } from '../webhooks/webhook.entity.js';

/** What staff are doing to a package that may have bookings. */
export type Withdrawal = 'delete' | 'dates';

const WHAT: Record<Withdrawal, string> = { delete: 'nuk mund të fshihet', dates: 'nuk mund t’i ndryshohen datat' };
const bookings = (n: number) => (n === 1 ? '1 rezervim aktiv' : `${n} rezervime aktive`);

/**
 * Before a package is deleted or its dates moved (issue 42): a package with active bookings (pending or
 * confirmed) is refused, with their count, unless staff chose "cancel and notify"; then each booking is
 * cancelled, logged, and its customer mailed in their language. Call it inside the package's transaction
 * with the package row locked, so no booking slips in between (bookings lock the same row, ADR 0008).
 * Returns how many bookings were cancelled.
 */
export async function settleBookings(
  em: EntityManager, actor: Actor | null, pkg: Package, action: Withdrawal, cancel: boolean, agencyPhone: string,
): Promise<number> {
  const active = await em.find(Reservation, { package: pkg.id, status: { $in: LIVE } }, { populate: ['user'], orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!active.length) return 0;
  if (!cancel) {
    const text = `Aranzhmani "${pkg.title}" ${WHAT[action]}: ka ${bookings(active.length)}. Zgjidhni "Anulo rezervimet dhe njofto klientët", ose lëreni siç është.`;
    throw new ConflictError(text, undefined, undefined, { bookings: { code: action === 'delete' ? 'PACKAGE_HAS_BOOKINGS' : 'DATES_HAVE_BOOKINGS', params: { count: active.length } } });
  }
  const context = { today: todayLocal(), agencyPhone };
  for (const r of active) {
    const from = r.status;
    r.status = ReservationStatus.CANCELLED;
    r.updatedAt = new Date();
    audit(em, actor, LogAction.EDIT, LogKind.RESERVATION, r.id, { subject: `${r.title} (${r.userName})`, changes: [{ field: 'status', from, to: r.status }] });
    // Issue 47: not through changeStatus (the package's lock covers them all), so its event is sent here.
    await bookingEvent(em, WebhookEventType.BOOKING_CANCELLED, r);
    if (r.user) enqueueMail(em, 'reservation-withdrawn', r.user.email, departureWithdrawn(r.user.language as Lang, r, context));
  }
  return active.length;
}

/** Staff ask before they choose: how many active bookings a package has. */
export function activeBookings(em: EntityManager, packageId: number): Promise<number> {
  return em.count(Reservation, { package: packageId, status: { $in: LIVE } });
}
