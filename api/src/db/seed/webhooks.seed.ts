import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Reservation } from '../../modules/reservations/reservation.entity.js';
import { bookingData, MAX_ATTEMPTS } from '../../modules/webhooks/webhook-events.js';
import { WEBHOOK_EVENTS, WebhookEventType } from '../../modules/webhooks/webhook.entity.js';

const hex = () => randomUUID().replaceAll('-', '');

/**
 * Issue 47: a webhook endpoint of the owner with a short delivery log, so dashboard → Webhooks shows
 * one. Disabled, and its deliveries written straight to the table: a demo never sends a request to
 * anybody (example.com stands for the partner's system).
 */
export async function seedWebhooks(em: EntityManager): Promise<void> {
  const [owner] = await em.execute<{ id: number }[]>(`select id from users where role = 'owner' order by id limit 1`);
  if (!owner) return;
  const [endpoint] = await em.execute<{ id: number }[]>(
    `insert into webhook_endpoints (owner_user_id, url, events, secret, active, description) values (?, ?, ?, ?, false, ?) returning id`,
    [owner.id, 'https://example.com/bani-webhooks', `{${WEBHOOK_EVENTS.join(',')}}`, `whsec_${randomBytes(32).toString('base64url')}`,
      'Demo: sistemi i partnerit (i çaktivizuar)'],
  );
  const bookings = await em.find(Reservation, {}, { orderBy: { id: 'asc' }, limit: 2 });
  const outcomes = [
    { status: 'DELIVERED', attempts: 1, code: 200, error: null },
    { status: 'FAILED', attempts: MAX_ATTEMPTS, code: 503, error: 'HTTP 503: Service Unavailable' },
  ];
  for (const [i, r] of bookings.entries()) {
    const o = outcomes[i]!;
    const eventId = `evt_${hex()}`;
    const at = new Date(Date.now() - (i + 1) * 3_600_000);
    const body = JSON.stringify({ id: eventId, type: WebhookEventType.BOOKING_CREATED, createdAt: at.toISOString(), data: bookingData(r) });
    await em.execute(
      `insert into webhook_deliveries (uid, endpoint_id, event_id, event_type, reservation_id, reference, body, status, attempts, max_attempts,
         next_attempt_at, last_attempt_at, last_status_code, last_error, delivered_at, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [`dlv_${hex()}`, endpoint!.id, eventId, WebhookEventType.BOOKING_CREATED, r.id, r.reference, body, o.status, o.attempts, MAX_ATTEMPTS,
        at, at, o.code, o.error, o.status === 'DELIVERED' ? at : null, at],
    );
  }
}
