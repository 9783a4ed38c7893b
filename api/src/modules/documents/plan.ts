import { createHash } from 'node:crypto';
import { DocumentKind } from './document.entity.js';
import type { BookingFacts } from './facts.js';

export interface Wanted { kind: DocumentKind; paymentId: number | null; fingerprint: string }

const LIVE = new Set(['OPTION', 'CONFIRMED', 'TRAVELLED']);
const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The documents a booking should have now, each with the fingerprint of the facts it prints: a document
 * whose latest version has another fingerprint is made again. A booking on a waitlist has none yet;
 * a cancelled or lapsed one keeps what it had and gets only the receipts of its refunds.
 */
export function wantedDocuments(f: BookingFacts): Wanted[] {
  const live = LIVE.has(f.status);
  const trip = { ref: f.reference, title: f.title, dates: [f.departureDate, f.returnDate], room: f.roomType, board: f.board, hotel: f.hotel, place: f.place, flight: f.flight, travellers: f.travellers, agency: f.agency };
  const money = { lines: f.priceLines, total: f.totalCents, stages: f.stages.map((s) => [s.kind, s.amountCents, s.dueDate]) };
  const wanted: Wanted[] = [];
  if (live && f.isPackage) {
    wanted.push({ kind: DocumentKind.CONTRACT, paymentId: null, fingerprint: hash({ trip, money, party: [f.adults, f.childAges], customer: f.customer,
      cancel: [f.freeCancellationUntil, f.feePercent], terms: f.terms.version, included: f.included, notIncluded: f.notIncluded }) });
  }
  if (live && f.totalCents > 0) {
    wanted.push({ kind: DocumentKind.INVOICE, paymentId: null, fingerprint: hash({ trip: [f.reference, f.title, f.departureDate, f.returnDate], customer: f.customer, money, paid: f.paidCents, bank: f.bank, agency: f.agency }) });
  }
  for (const p of f.payments) wanted.push({ kind: DocumentKind.RECEIPT, paymentId: p.id, fingerprint: hash({ payment: p, ref: f.reference }) });
  if ((f.status === 'CONFIRMED' || f.status === 'TRAVELLED') && f.isPackage && f.totalCents > 0 && f.paidCents >= f.totalCents) {
    wanted.push({ kind: DocumentKind.VOUCHER, paymentId: null, fingerprint: hash({ trip, party: [f.adults, f.childAges] }) });
  }
  return wanted;
}
