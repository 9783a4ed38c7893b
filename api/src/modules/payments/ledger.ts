import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { todayLocal } from '../../shared/local-date.js';
import { euroText } from './money.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import type { Actor } from '../users/actor.js';
import { Reservation, ReservationStatus } from '../reservations/reservation.entity.js';
import { changeStatus } from '../reservations/reservation-status.js';
import { dropExpiry } from '../reservations/booking.tasks.js';
import { Payment, PaymentKind, PaymentMethod, PaymentStage } from './payment.entity.js';
import { confirmingCents } from './schedule.js';
import { queueDocuments } from '../documents/document.tasks.js';
import { DocumentKind } from '../documents/document.entity.js';
import { enqueueMail } from '../mail/outbox.js';
import { paymentReceived } from '../mail/receipt-templates.js';
import { mailLang } from '../users/account-mails.js';
import { User } from '../users/user.entity.js';
import { bookingEvent } from '../webhooks/webhook-events.js';
import { WebhookEventType } from '../webhooks/webhook.entity.js';

export interface NewPayment {
  reservationId: number;
  amountCents: number;
  method: PaymentMethod | string;
  paidOn: string;
  payer?: string | null;
  note?: string | null;
  receiptNo?: string | null;
  statementLineId?: number | null;
}

/** What a payment did: the entry, and whether it confirmed the option it was paid on. */
export interface Recorded { payment: Payment; reservation: Reservation; confirmed: boolean }

const MAX_CENTS = 100_000_000;

/** The booking, locked (FOR UPDATE): every change of its money is counted one after the other. */
async function lockBooking(em: EntityManager, id: number): Promise<Reservation> {
  const r = await em.findOne(Reservation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!r) throw new NotFoundError('Rezervimi');
  return r;
}

function checkAmount(cents: number): void {
  if (!Number.isInteger(cents) || cents <= 0 || cents > MAX_CENTS) {
    throw new InvalidInputError({ amountCents: 'Shuma duhet të jetë më e madhe se zero (në cent, numër i plotë).' }, undefined, { amountCents: 'invalid' },
      { amountCents: { code: 'AMOUNT_INVALID' } });
  }
}

/** A day the money moved: a real date, not after today (nobody records tomorrow's cash). */
function checkDay(day: string, today: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)) || day < '2000-01-01' || day > today) {
    throw new InvalidInputError({ paidOn: 'Data e pagesës duhet të jetë sot ose më herët.' }, undefined, { paidOn: 'invalid' }, { paidOn: { code: 'PAID_ON_INVALID' } });
  }
}

const who = (by: Actor | null) => ({ createdBy: by?.id ?? null, createdByName: by?.username ?? 'sistemi' });
const text = (v: string | null | undefined, max: number) => (v ?? '').trim().slice(0, max);

/**
 * Money in (issue 44): the booking is locked, the entry appended, the paid sum kept beside it; an
 * OPTION whose deposit (its first stage) is now paid becomes CONFIRMED, and its expiry is dropped.
 * Runs in the caller's transaction; `by` null is the system (a bank statement matched).
 */
export async function recordPayment(em: EntityManager, p: NewPayment, by: Actor | null): Promise<Recorded> {
  checkAmount(p.amountCents);
  checkDay(p.paidOn, todayLocal());
  const r = await lockBooking(em, p.reservationId);
  if (r.status === ReservationStatus.WAITLISTED) {
    const message = `Rezervimi ${r.reference} është në listën e pritjes: nuk pranon pagesa deri sa t'i ofrohen vende.`;
    throw new ConflictError(message, { reservationId: message }, undefined, { reservationId: { code: 'RESERVATION_WAITLISTED' } });
  }
  const payment = em.create(Payment, {
    reservation: r, kind: PaymentKind.PAYMENT, method: p.method, amountCents: p.amountCents, paidOn: p.paidOn, payer: text(p.payer, 200),
    note: text(p.note, 500), receiptNo: text(p.receiptNo, 50) || null, statementLineId: p.statementLineId ?? null, ...who(by),
  } as never) as Payment;
  const paidBefore = r.paidCents;
  r.paidCents += p.amountCents;
  audit(em, by, LogAction.ADD, LogKind.RESERVATION, r.id, {
    subject: r.reference, changes: [{ field: 'payment', to: `${euroText(p.amountCents)} (${p.method})` }],
  });
  let confirmed = false;
  if (r.status === ReservationStatus.OPTION) {
    const stages = await em.find(PaymentStage, { reservation: r.id });
    if (r.paidCents >= confirmingCents(stages)) {
      await changeStatus(em, r.id, ReservationStatus.CONFIRMED, 'system');
      await dropExpiry(em, r.id);
      audit(em, by, LogAction.EDIT, LogKind.RESERVATION, r.id, {
        subject: r.reference, changes: [{ field: 'status', from: ReservationStatus.OPTION, to: ReservationStatus.CONFIRMED }, { field: 'reason', to: 'depozita u pagua' }],
      });
      confirmed = true;
    }
  }
  await em.flush();
  // Issue 47: paid in full, the moment the paid sum reaches the total (once; a reversal and a new payment tell it again).
  if (paidBefore < r.totalCents && r.paidCents >= r.totalCents) await bookingEvent(em, WebhookEventType.BOOKING_PAID, r);
  await queueDocuments(em, r.id);
  await mailReceipt(em, r, payment);
  return { payment, reservation: r, confirmed };
}

/** Undo an entry by one of the opposite amount (never by changing it); an entry is reversed once. */
export async function reversePayment(em: EntityManager, id: number, reason: string, by: Actor): Promise<Reservation> {
  const why = reason.trim();
  if (why.length < 3 || why.length > 500) {
    throw new InvalidInputError({ reason: 'Shkruani arsyen e kthimit (3 deri 500 shenja).' }, undefined, { reason: 'invalid' }, { reason: { code: 'REASON_REQUIRED' } });
  }
  const found = await em.findOne(Payment, { id }, { fields: ['id', 'reservation'] });
  if (!found) throw new NotFoundError('Pagesa');
  const r = await lockBooking(em, found.reservation.id);
  const entry = await em.findOneOrFail(Payment, { id }, { refresh: true });
  if (entry.kind === PaymentKind.REVERSAL || await em.count(Payment, { reversesId: id })) {
    const message = entry.kind === PaymentKind.REVERSAL ? 'Një kthim nuk kthehet: regjistroni një pagesë të re.' : 'Kjo pagesë është kthyer tashmë.';
    throw new ConflictError(message, { id: message }, undefined, { id: { code: entry.kind === PaymentKind.REVERSAL ? 'PAYMENT_IS_REVERSAL' : 'PAYMENT_REVERSED' } });
  }
  em.create(Payment, {
    reservation: r, kind: PaymentKind.REVERSAL, method: entry.method, amountCents: -entry.amountCents, paidOn: todayLocal(), payer: entry.payer,
    note: why, reversesId: entry.id, ...who(by),
  } as never);
  r.paidCents -= entry.amountCents;
  audit(em, by, LogAction.EDIT, LogKind.RESERVATION, r.id, {
    subject: r.reference, changes: [{ field: 'payment', from: `${euroText(entry.amountCents)} (${entry.method})`, to: `u kthye: ${why}` }],
  });
  await em.flush();
  await queueDocuments(em, r.id);
  return r;
}

/** Money paid back (a cancellation by its terms, an over-payment): never more than the booking holds. */
export async function recordRefund(em: EntityManager, p: NewPayment, by: Actor): Promise<Reservation> {
  checkAmount(p.amountCents);
  checkDay(p.paidOn, todayLocal());
  const r = await lockBooking(em, p.reservationId);
  if (p.amountCents > r.paidCents) {
    const message = `Rimbursimi (${euroText(p.amountCents)}) është më i madh se sa është paguar (${euroText(r.paidCents)}).`;
    throw new ConflictError(message, { amountCents: message }, undefined, { amountCents: { code: 'REFUND_ABOVE_PAID', params: { paid: r.paidCents / 100 } } });
  }
  em.create(Payment, {
    reservation: r, kind: PaymentKind.REFUND, method: p.method, amountCents: -p.amountCents, paidOn: p.paidOn, payer: text(p.payer, 200),
    note: text(p.note, 500), receiptNo: text(p.receiptNo, 50) || null, ...who(by),
  } as never);
  r.paidCents -= p.amountCents;
  audit(em, by, LogAction.ADD, LogKind.RESERVATION, r.id, { subject: r.reference, changes: [{ field: 'refund', to: `${euroText(p.amountCents)} (${p.method})` }] });
  await em.flush();
  await queueDocuments(em, r.id);
  return r;
}

/** The customer's mail of a payment, with its receipt; the voucher too once the booking is paid in full. */
async function mailReceipt(em: EntityManager, r: Reservation, payment: Payment): Promise<void> {
  const user = r.user ? await em.findOne(User, { id: r.user.id }) : null;
  if (!user) return;
  const lang = mailLang(user.language ?? 'sq');
  const paidInFull = r.status === ReservationStatus.CONFIRMED && r.totalCents > 0 && r.paidCents >= r.totalCents && !r.flight;
  enqueueMail(em, 'payment-received', user.email, {
    ...paymentReceived(lang, { name: r.userName, reference: r.reference, title: r.title, departureDate: r.departureDate, returnDate: r.returnDate,
      amountCents: payment.amountCents, paidCents: r.paidCents, totalCents: r.totalCents, paidInFull }),
    attachments: [{ reservationId: r.id, kind: DocumentKind.RECEIPT, paymentId: payment.id, lang }, ...(paidInFull ? [{ reservationId: r.id, kind: DocumentKind.VOUCHER, lang }] : [])],
  });
}
