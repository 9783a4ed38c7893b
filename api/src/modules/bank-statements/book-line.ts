import type { EntityManager } from '@mikro-orm/postgresql';
import { todayLocal } from '../../shared/local-date.js';
import { recordPayment } from '../payments/ledger.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import type { Actor } from '../users/actor.js';

export interface LineToBook {
  lineId: number;
  reservationId: number;
  amountCents: number;
  bookedOn: string;
  payer: string;
  note: string;
}

/** The largest entry the ledger takes (ledger.ts): a line above it waits for staff instead of failing the file. */
export const LEDGER_MAX_CENTS = 100_000_000;

/**
 * A statement line into the ledger as a bank transfer, in the caller's transaction: the ledger locks
 * the booking, adds the amount received (part or over-payment alike) and confirms an option whose
 * deposit is now paid. `payments.statement_line_id` is unique: a line is never booked twice. `by`: the
 * staff member who named the booking, or null for a match (the ledger writes "sistemi"; the upload's
 * activity-log row says who uploaded the file).
 */
export async function bookLine(em: EntityManager, line: LineToBook, by: Actor | null): Promise<void> {
  // The ledger refuses days after today; a bank's day ahead of our clock (a clock a little behind) books today.
  const paidOn = line.bookedOn > todayLocal() ? todayLocal() : line.bookedOn;
  await recordPayment(em, {
    reservationId: line.reservationId, amountCents: line.amountCents, method: PaymentMethod.BANK_TRANSFER, paidOn,
    payer: line.payer, note: line.note, statementLineId: line.lineId,
  }, by);
}
