import type { EntityManager } from '@mikro-orm/postgresql';
import { Reservation, ReservationStatus } from '../reservations/reservation.entity.js';
import { bookLine, LEDGER_MAX_CENTS } from './book-line.js';
import { LineState } from './bank-statement.entity.js';
import { referencesIn } from './reference-match.js';
import { lineKeys, type ParsedStatement, type StatementLine } from './statement-line.js';

export interface ImportCounts { lines: number; credits: number; matched: number; unmatched: number; alreadyBooked: number }

/** The ledger is in euro: a line in another currency waits for staff whatever its text says. */
export const LEDGER_CURRENCY = 'EUR';
/** Rows per INSERT (12 parameters each, far below PostgreSQL's 65,535). */
const CHUNK = 1000;

/**
 * Stores the statement's lines and books the new credit lines whose text names exactly one booking, in
 * the caller's transaction (statement row already written). A line already stored by an earlier upload
 * (same key) is skipped by `on conflict do nothing`: it was booked, or listed, then. Imports run one at a
 * time (a transaction-scoped advisory lock): they are a few a day, and two files sharing lines in another
 * order could otherwise deadlock on each other's keys.
 */
export async function importLines(em: EntityManager, statementId: number, parsed: ParsedStatement, fileName: string): Promise<ImportCounts> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('bank-statement-import'))`);
  const keys = lineKeys(parsed);
  const found = parsed.lines.map((l) => (l.direction === 'CREDIT' ? referencesIn(l.text) : []));
  const known = await reservationsByReference(em, [...new Set(found.flat())]);
  const rows = parsed.lines.map((line, i) => {
    // Exactly one booking we know: two named (or none) is staff's call.
    const matches = found[i]!.filter((ref) => known.has(ref));
    const reference = matches.length === 1 ? matches[0]! : (found[i]![0] ?? null);
    const reservationId = matches.length === 1 && bookable(line) ? known.get(matches[0]!)! : null;
    const state = line.direction === 'DEBIT' ? LineState.DEBIT : reservationId ? LineState.MATCHED : LineState.UNMATCHED;
    return { key: keys[i]!, line, reference, reservationId, state };
  });

  const inserted = new Map<string, number>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const values = chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    const params = chunk.flatMap(({ key, line: l, reference, reservationId, state }) => [
      key, statementId, l.seq, l.bookedOn, l.direction, l.amountCents, l.currency, l.payer, l.text, l.bankRef, reference, state, reservationId,
    ]);
    const back = await em.execute<{ id: number; line_key: string }[]>(
      `insert into bank_statement_lines (line_key, statement_id, seq, booked_on, direction, amount_cents, currency, payer, payment_text, bank_ref, reference, state, reservation_id)
       values ${values} on conflict (line_key) do nothing returning id, line_key`, params);
    for (const r of back) inserted.set(r.line_key, r.id);
  }

  const fresh = rows.filter((r) => inserted.has(r.key) && r.line.direction === 'CREDIT');
  // Each booking's row is locked by the ledger: in one order, so a desk payment at the same time cannot deadlock with us.
  const toBook = fresh.filter((r) => r.state === LineState.MATCHED).sort((a, b) => a.reservationId! - b.reservationId! || a.line.seq - b.line.seq);
  for (const r of toBook) {
    await bookLine(em, { lineId: inserted.get(r.key)!, reservationId: r.reservationId!, amountCents: r.line.amountCents, bookedOn: r.line.bookedOn, payer: r.line.payer, note: noteOf(r.line, fileName) }, null);
  }
  const credits = parsed.lines.filter((l) => l.direction === 'CREDIT').length;
  return { lines: parsed.lines.length, credits, matched: toBook.length, unmatched: fresh.length - toBook.length, alreadyBooked: credits - fresh.length };
}

/** What the ledger takes as it comes: euro, within its largest entry. Anything else is staff's call. */
const bookable = (l: StatementLine) => l.direction === 'CREDIT' && l.currency === LEDGER_CURRENCY && l.amountCents <= LEDGER_MAX_CENTS;

/** What the ledger entry says of where the money came from. */
export function noteOf(line: Pick<StatementLine, 'text' | 'bankRef'>, fileName: string): string {
  return [`Ekstrakt bankar ${fileName}`, line.bankRef ? `ref. ${line.bankRef}` : null, line.text ? `"${line.text.slice(0, 140)}"` : null].filter(Boolean).join(', ');
}

/** The bookings the references name that take payments (one on the waitlist does not, ledger.ts). */
async function reservationsByReference(em: EntityManager, refs: string[]): Promise<Map<string, number>> {
  if (!refs.length) return new Map();
  const rows = await em.find(Reservation, { reference: { $in: refs }, status: { $ne: ReservationStatus.WAITLISTED } }, { fields: ['id', 'reference'] });
  return new Map(rows.map((r) => [r.reference, r.id]));
}
