import { CsvError, parse } from 'csv-parse/sync';
import { parseCents, parseDate, type DateFormat } from './amounts.js';
import { assertText, fileError, oneLine, type ParsedStatement, type StatementLine } from './statement-line.js';

/** How one bank's CSV export reads (a row of `bank_formats`): columns by the names its header gives them. */
export interface CsvFormat {
  code: string;
  delimiter: string;
  /** The file's line that holds the column names, from 1 (some banks write the account above it). */
  headerRow: number;
  decimalComma: boolean;
  dateFormat: DateFormat;
  colDate: string;
  /** A signed amount (minus: money out); or else separate credit and debit columns. */
  colAmount?: string | null;
  colCredit?: string | null;
  colDebit?: string | null;
  colCurrency?: string | null;
  colPayer?: string | null;
  colText: string;
  colReference?: string | null;
  currency: string;
}

/**
 * Banks here export UTF-8, or Windows-1250 from older systems (ë and ç are where the two differ); Excel's
 * "Unicode text" is UTF-16 with its byte-order mark.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return assertText(new TextDecoder('utf-16le').decode(bytes));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return assertText(new TextDecoder('utf-16be').decode(bytes));
  try {
    return assertText(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    return assertText(new TextDecoder('windows-1250').decode(bytes));
  }
}

const fold = (s: string) => s.normalize('NFC').trim().toLowerCase();

export function parseCsvStatement(bytes: Buffer, f: CsvFormat): ParsedStatement {
  const text = decodeText(bytes);
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      delimiter: f.delimiter, from_line: f.headerRow, info: true, relax_column_count: true, skip_empty_lines: true, trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const line = err instanceof CsvError ? Number((err as CsvError & { lines?: number }).lines ?? 0) : 0;
    throw fileError(`Skedari nuk lexohet si CSV (rreshti ${line}).`, 'STATEMENT_NOT_CSV', { row: line });
  }
  const header = rows.shift()?.record.map(fold) ?? [];
  const column = (name: string | null | undefined, required: boolean): number => {
    if (!name) return -1;
    const i = header.indexOf(fold(name));
    if (i < 0 && required) {
      throw fileError(`Kolona "${name}" mungon në rreshtin ${f.headerRow} të skedarit: a është zgjedhur banka e duhur?`, 'STATEMENT_COLUMN_MISSING', { row: f.headerRow });
    }
    return i;
  };
  const at = {
    date: column(f.colDate, true), amount: column(f.colAmount, true), credit: column(f.colCredit, true), debit: column(f.colDebit, true),
    currency: column(f.colCurrency, false), payer: column(f.colPayer, false), text: column(f.colText, true), ref: column(f.colReference, false),
  };
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '').trim() : '');

  const lines: StatementLine[] = [];
  for (const { record: r, info } of rows) {
    const dateText = cell(r, at.date);
    // Totals, balances and blank rows the banks add below the lines have no booking date.
    if (!dateText) continue;
    const bookedOn = parseDate(dateText, f.dateFormat);
    if (!bookedOn) throw fileError(`Rreshti ${info.lines}: data "${dateText.slice(0, 20)}" nuk lexohet (pritet ${f.dateFormat}).`, 'STATEMENT_BAD_DATE', { row: info.lines });
    const signed = amountOf(r, at, f, cell);
    if (signed === null) throw fileError(`Rreshti ${info.lines}: shuma nuk lexohet.`, 'STATEMENT_BAD_AMOUNT', { row: info.lines });
    if (signed === 0) continue;
    const currency = cell(r, at.currency).toUpperCase();
    lines.push({
      seq: lines.length + 1, bookedOn, direction: signed > 0 ? 'CREDIT' : 'DEBIT', amountCents: Math.abs(signed),
      currency: /^[A-Z]{3}$/.test(currency) ? currency : f.currency,
      payer: oneLine(cell(r, at.payer)), text: oneLine(cell(r, at.text)), bankRef: cell(r, at.ref) || null,
    });
  }
  return { kind: 'CSV', account: null, source: f.code, lines };
}

/** Signed cents (credit > 0), 0 for a line without money, null when a cell is not an amount. */
function amountOf(r: string[], at: Record<'amount' | 'credit' | 'debit', number>, f: CsvFormat, cell: (r: string[], i: number) => string): number | null {
  if (at.amount >= 0) return parseCents(cell(r, at.amount), f.decimalComma);
  const credit = cell(r, at.credit);
  const debit = cell(r, at.debit);
  const c = credit ? parseCents(credit, f.decimalComma) : 0;
  const d = debit ? parseCents(debit, f.decimalComma) : 0;
  if (c === null || d === null) return null;
  return c !== 0 ? Math.abs(c) : -Math.abs(d);
}
