import { createHash } from 'node:crypto';
import { InvalidInputError } from '../../shared/errors.js';

/** One line of a statement as read from the file, whatever its format. */
export interface StatementLine {
  /** Its place in the file, from 1. */
  seq: number;
  bookedOn: string;
  direction: 'CREDIT' | 'DEBIT';
  /** Always > 0; `direction` says which way the money went. */
  amountCents: number;
  currency: string;
  payer: string;
  text: string;
  /** The bank's own reference of the entry, when the file has one. */
  bankRef: string | null;
}

export interface ParsedStatement {
  kind: 'CSV' | 'CAMT053';
  /** The account the statement is of (camt.053 names its IBAN), when known. */
  account: string | null;
  /** Whose numbering `bankRef` is: the account, else the bank format. Two banks may both have an entry "000123". */
  source: string;
  lines: StatementLine[];
}

/**
 * The key that makes a line the same line in every upload: the bank's entry reference when it has one;
 * else a hash of what the line says and how many identical lines came before it in this file, so two
 * real transfers of the same amount from the same payer on the same day stay two lines, while the same
 * file read again gives the same keys.
 */
export function lineKeys(statement: ParsedStatement): string[] {
  const seen = new Map<string, number>();
  return statement.lines.map((l) => {
    if (l.bankRef) return `ref:${statement.source}:${l.bankRef}`;
    const hash = createHash('sha256').update(JSON.stringify([l.bookedOn, l.direction, l.amountCents, l.currency, l.payer, l.text])).digest('hex');
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `hash:${statement.source}:${hash}#${n}`;
  });
}

/** A file we cannot read: a 400 naming the `file` field, in Albanian, with a code the web words in English. */
export function fileError(text: string, code: string, params?: Record<string, number>): InvalidInputError {
  return new InvalidInputError({ file: text }, text, { file: 'statement' }, { file: { code, ...(params ? { params } : {}) } });
}

/** Text with runs of white space (line breaks of the bank's fixed-width fields) made single spaces. */
export const oneLine = (s: unknown): string => (typeof s === 'string' || typeof s === 'number' ? String(s) : '').replace(/\s+/g, ' ').trim();

/** PostgreSQL cannot store U+0000: a file with it is not a text export (a UTF-16 file read wrongly, a binary). */
export function assertText(text: string): string {
  if (text.includes('\u0000')) throw fileError('Skedari nuk është tekst (CSV ose XML).', 'STATEMENT_NOT_TEXT');
  return text;
}
