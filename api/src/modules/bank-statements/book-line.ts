import type { EntityManager } from '@mikro-orm/postgresql';

/** Who books: the ledger keeps the id and the name as it was. */
export interface Booker { id: number | null; name: string }

export interface LineToBook {
  lineId: number;
  reservationId: number;
  amountCents: number;
  bookedOn: string;
  payer: string;
  note: string;
}

/**
 * A statement line into the ledger, as a bank transfer, in the caller's transaction. PENDING WIRING: the
 * ledger (`recordPayment` of modules/payments/ledger.ts) lands with the payments core; until then a
 * matched line is recorded as matched and nothing is booked.
 */
export async function bookLine(_em: EntityManager, _line: LineToBook, _by: Booker): Promise<void> {
  // Wired to recordPayment(em, { reservationId, amountCents, method: 'BANK_TRANSFER', paidOn, payer, note, statementLineId }, by).
}
