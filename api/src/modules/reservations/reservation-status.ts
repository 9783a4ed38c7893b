import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { queueDocuments } from '../documents/document.tasks.js';
import { bookingEvent, EVENT_OF_STATUS } from '../webhooks/webhook-events.js';
import { Reservation, ReservationStatus } from './reservation.entity.js';

const { OPTION, CONFIRMED, TRAVELLED, CANCELLED, EXPIRED, WAITLISTED } = ReservationStatus;

/**
 * Who asks for a status change: the agency's staff, the customer who booked, or the system (a lapsed
 * option, a waitlist offer, a trip that is over).
 */
export type StatusChanger = 'staff' | 'customer' | 'system';

/**
 * THE allowed status changes of a reservation (issue 43), and who may make each. Every change goes
 * through `changeStatus`, which reads the row under a lock first, so two changes sent at once (a
 * customer's cancel and staff's confirm, or an option lapsing as staff confirm it) are decided one after
 * the other against this table: a cancelled booking is never confirmed, and the loser is told the state
 * it met. A confirmed booking is cancelled by staff: money may have been paid, and refunds follow the
 * terms (issue 44). The system confirms an option when its deposit is paid (the ledger).
 */
export const TRANSITIONS: readonly { from: ReservationStatus; to: ReservationStatus; by: readonly StatusChanger[] }[] = [
  { from: OPTION, to: CONFIRMED, by: ['staff', 'system'] },
  { from: OPTION, to: CANCELLED, by: ['staff', 'customer'] },
  { from: OPTION, to: EXPIRED, by: ['system'] },
  { from: CONFIRMED, to: CANCELLED, by: ['staff'] },
  { from: CONFIRMED, to: TRAVELLED, by: ['system'] },
  { from: WAITLISTED, to: OPTION, by: ['system'] },
  { from: WAITLISTED, to: CANCELLED, by: ['staff', 'customer'] },
];

/** The state as a sentence says it ("Rezervimi është i anuluar"). */
const STATE: Record<ReservationStatus, string> = {
  [OPTION]: 'në opsion', [CONFIRMED]: 'i konfirmuar', [TRAVELLED]: 'i realizuar', [CANCELLED]: 'i anuluar', [EXPIRED]: 'i skaduar', [WAITLISTED]: 'në listën e pritjes',
};
const ACT: Record<ReservationStatus, string> = {
  [OPTION]: 'mbahet në opsion', [CONFIRMED]: 'konfirmohet', [TRAVELLED]: 'shënohet i realizuar', [CANCELLED]: 'anulohet', [EXPIRED]: 'skadojë', [WAITLISTED]: 'kalojë në listën e pritjes',
};

/** A 409 naming the state the reservation is in, with a code per state for clients that word it themselves. */
export function refusedTransition(r: Reservation, to: ReservationStatus, by: StatusChanger): ConflictError {
  const more = by === 'customer' && r.status === CONFIRMED ? ' Për anulim kontaktoni agjencinë.' : '';
  const text = `Rezervimi ${r.reference} është ${STATE[r.status]}: nuk mund të ${ACT[to]}.${more}`;
  return new ConflictError(text, { status: text }, { status: r.status }, { status: { code: `RESERVATION_${r.status}` } });
}

/**
 * The one way a reservation's status changes: the row is locked (FOR UPDATE) before its status is
 * read, the change checked against TRANSITIONS (and `check`, the caller's own rule, e.g. the
 * customer's ownership and free-cancellation day), then written. Runs in the caller's transaction.
 */
export async function changeStatus(
  em: EntityManager, id: number, to: ReservationStatus, by: StatusChanger, check?: (r: Reservation) => void,
): Promise<{ reservation: Reservation; from: ReservationStatus }> {
  const r = await em.findOne(Reservation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!r) throw new NotFoundError('Rezervimi');
  check?.(r);
  if (!TRANSITIONS.some((t) => t.from === r.status && t.to === to && t.by.includes(by))) throw refusedTransition(r, to, by);
  const from = r.status;
  r.status = to;
  r.updatedAt = new Date();
  // Only an option lapses; any other state keeps no expiry.
  if (to !== OPTION) r.expiresAt = null;
  // The day of a cancellation decides its fee (issue 44).
  if (to === CANCELLED) r.cancelledAt = r.updatedAt;
  // An offered place gets its contract and invoice, a confirmation may complete the voucher (issue 45).
  if (to === OPTION || to === ReservationStatus.CONFIRMED) await queueDocuments(em, r.id);
  // Issue 47: confirmed, cancelled, expired are told to the subscribed systems, in this transaction (ADR 0043).
  const event = EVENT_OF_STATUS[to];
  if (event) await bookingEvent(em, event, r);
  return { reservation: r, from };
}
