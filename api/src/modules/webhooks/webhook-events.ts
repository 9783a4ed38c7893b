import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../users/role.js';
import type { Actor } from '../users/actor.js';
import { ReservationStatus, type Reservation } from '../reservations/reservation.entity.js';
import { WebhookEventType } from './webhook.entity.js';
import { scheduleWebhook } from './webhook.tasks.js';

/** Attempts of a delivery before it is FAILED (the first and five retries, BACKOFF_MS). */
export const MAX_ATTEMPTS = 6;

/**
 * WHO MAY HAVE WEBHOOKS (issue 47): the roles that register endpoints and read their own deliveries:
 * the owner (the agency's own systems) and a partner agency's people (the resolvers' @Auth reads this
 * list; policy.ts calls them `integrator`).
 */
export const WEBHOOK_ROLES: readonly Role[] = [Role.OWNER, Role.PARTNER];

export function mayUseWebhooks(actor: Actor | null): boolean {
  return !!actor && WEBHOOK_ROLES.includes(actor.role);
}

/**
 * WHICH BOOKINGS AN ENDPOINT HEARS OF: THE one rule, as a SQL predicate on the subscriber's users row
 * (`u`) and the booking's reservations row (`r`), as partners/booking-scope.ts `maySeeBooking` says it:
 * the owner hears of every booking, a partner's person of its agency's bookings, anyone else of none.
 */
export function bookingVisibleToSubscriberSql(u = 'u', r = 'r'): string {
  return `(${u}.role = '${Role.OWNER}' or (${u}.role = '${Role.PARTNER}' and ${r}.partner_agency_id = ${u}.partner_agency_id))`;
}

/** The event a status change makes, if any (TRAVELLED and the waitlist's offers make none). */
export const EVENT_OF_STATUS: Partial<Record<ReservationStatus, WebhookEventType>> = {
  [ReservationStatus.CONFIRMED]: WebhookEventType.BOOKING_CONFIRMED,
  [ReservationStatus.CANCELLED]: WebhookEventType.BOOKING_CANCELLED,
  [ReservationStatus.EXPIRED]: WebhookEventType.BOOKING_EXPIRED,
};

/** The body's `data`: the booking as a partner system tracks it, and no personal data (no names, mail, phone). */
export function bookingData(r: Reservation) {
  return {
    reference: r.reference, status: r.status, packageTitle: r.title, departureDate: r.departureDate, returnDate: r.returnDate,
    travellers: r.travellers, totalCents: r.totalCents, paidCents: r.paidCents,
  };
}

/**
 * A booking event, in the booking's own transaction: one delivery row per active endpoint subscribed to
 * `type` whose owner may see this booking, each with its job. The body is fixed now (what was true
 * when it happened); the HTTP call happens later, off the transaction, so a receiver that is down
 * never undoes or slows the booking. The booking must have its id (flushed).
 */
export async function bookingEvent(em: EntityManager, type: WebhookEventType, r: Reservation, at = new Date()): Promise<number> {
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({ id: eventId, type, createdAt: at.toISOString(), data: bookingData(r) });
  const rows = await em.execute<{ id: number }[]>(
    `insert into webhook_deliveries (uid, endpoint_id, event_id, event_type, reservation_id, reference, body, max_attempts, next_attempt_at, created_at)
     select 'dlv_' || replace(gen_random_uuid()::text, '-', ''), e.id, ?, ?, r.id, r.reference, ?, ?, ?, ?
       from webhook_endpoints e join users u on u.id = e.owner_user_id join reservations r on r.id = ?
      where e.active and ? = any(e.events) and ${bookingVisibleToSubscriberSql('u', 'r')}
     returning id`,
    [eventId, type, body, MAX_ATTEMPTS, at, at, r.id, type]);
  for (const { id } of rows) await scheduleWebhook(em, Number(id));
  return rows.length;
}
