import type { EntityManager } from '@mikro-orm/postgresql';
import { DocumentKind } from './document.entity.js';

export const PREFIX: Record<DocumentKind, string> = {
  [DocumentKind.CONTRACT]: 'KON',
  [DocumentKind.INVOICE]: 'PRO',
  [DocumentKind.RECEIPT]: 'DFT',
  [DocumentKind.VOUCHER]: 'VAU',
};

export interface DocumentNumber { year: number; seq: number; number: string }

/**
 * The next number of a kind in a year, inside the caller's transaction: the counter's row stays locked
 * until it commits, so numbers are handed out one at a time, and a rollback takes its number back with
 * it. A sequence would be faster but leaves a gap at every rollback, which an invoice series may not have.
 */
export async function nextNumber(em: EntityManager, kind: DocumentKind, year: number): Promise<DocumentNumber> {
  if (!em.isInTransaction()) throw new Error('nextNumber outside a transaction: the number would not be held');
  const [row] = await em.execute<{ last_no: number }[]>(
    `insert into document_counters (kind, year, last_no) values (?, ?, 1)
     on conflict (kind, year) do update set last_no = document_counters.last_no + 1 returning last_no`, [kind, year]);
  const seq = Number(row!.last_no);
  return { year, seq, number: `${PREFIX[kind]}-${year}-${String(seq).padStart(6, '0')}` };
}
