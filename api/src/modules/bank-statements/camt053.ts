import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseCents } from './amounts.js';
import { assertText, fileError, oneLine, type ParsedStatement, type StatementLine } from './statement-line.js';

/**
 * ISO 20022 camt.053 (bank to customer statement), versions 001.02 to 001.08: Document/BkToCstmrStmt/Stmt/Ntry.
 * Per entry: Amt (with Ccy), CdtDbtInd, BookgDt (Dt or DtTm), AcctSvcrRef (the bank's reference, the
 * line's identity); from its TxDtls the debtor's name (RltdPties/Dbtr/Nm, or Dbtr/Pty/Nm from 001.08) and
 * the remittance text (RmtInf/Ustrd, and Strd/CdtrRefInf/Ref where the payer's bank put the reference).
 * A batch entry whose transactions carry their own amounts becomes one line per transaction. Pending
 * entries (Sts PDNG/INFO) are not money yet and are left out.
 */
type Node = Record<string, unknown>;
const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);
const parser = new XMLParser({
  ignoreAttributes: false, attributeNamePrefix: '@_', removeNSPrefix: true, parseTagValue: false, parseAttributeValue: false,
  trimValues: true, isArray: (name) => ARRAYS.has(name),
});

const node = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(node) : v ? [node(v)] : []);
const at = (v: unknown, ...path: string[]): unknown => path.reduce<unknown>((n, k) => node(n)[k], v);
const text = (v: unknown): string => oneLine(typeof v === 'object' && v !== null ? node(v)['#text'] : v);

export function isCamt053(bytes: Buffer): boolean {
  return /<\s*(\w+:)?BkToCstmrStmt[\s>]/.test(bytes.subarray(0, 4096).toString('utf8'));
}

export function parseCamt053(bytes: Buffer): ParsedStatement {
  const xml = assertText(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw fileError(`Skedari nuk është XML i vlefshëm (rreshti ${valid.err.line}).`, 'STATEMENT_NOT_XML', { row: valid.err.line });
  }
  const statements = list(at(parser.parse(xml), 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (!statements.length) throw fileError('Skedari nuk është ekstrakt camt.053 (mungon BkToCstmrStmt/Stmt).', 'STATEMENT_NOT_CAMT053');
  const accounts = [...new Set(statements.map((s) => text(at(s, 'Acct', 'Id', 'IBAN')).replace(/\s/g, '')).filter(Boolean))];
  const lines: StatementLine[] = [];
  for (const stmt of statements) {
    for (const entry of list(stmt['Ntry'])) {
      const status = text(at(entry, 'Sts', 'Cd')) || text(entry['Sts']);
      if (status === 'PDNG' || status === 'INFO') continue;
      for (const part of entryLines(entry)) lines.push({ ...part, seq: lines.length + 1 });
    }
  }
  const account = accounts.length === 1 ? accounts[0]! : null;
  return { kind: 'CAMT053', account, source: account ?? 'camt053', lines };
}

function entryLines(entry: Node): Omit<StatementLine, 'seq'>[] {
  const direction = text(entry['CdtDbtInd']);
  if (direction !== 'CRDT' && direction !== 'DBIT') throw fileError('Një hyrje e ekstraktit nuk ka CdtDbtInd (CRDT ose DBIT).', 'STATEMENT_BAD_ENTRY');
  const bookedOn = (text(at(entry, 'BookgDt', 'Dt')) || text(at(entry, 'BookgDt', 'DtTm'))).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) throw fileError('Një hyrje e ekstraktit nuk ka datë regjistrimi (BookgDt).', 'STATEMENT_BAD_ENTRY');
  const entryRef = text(entry['AcctSvcrRef']) || null;
  const txs = list(entry['NtryDtls']).flatMap((d) => list(d['TxDtls']));
  const whole = { amount: entry['Amt'], txs, bankRef: entryRef };
  const split = txs.length > 1 && txs.every((tx) => txAmount(tx) !== undefined);
  const parts = split
    ? txs.map((tx, i) => ({ amount: txAmount(tx), txs: [tx], bankRef: text(at(tx, 'Refs', 'AcctSvcrRef')) || (entryRef ? `${entryRef}/${i + 1}` : null) }))
    : [whole];
  return parts.map(({ amount, txs: these, bankRef }) => {
    const cents = parseCents(text(amount), false);
    if (cents === null || cents <= 0) throw fileError(`Një hyrje e ekstraktit (${entryRef ?? bookedOn}) ka shumë të pavlefshme.`, 'STATEMENT_BAD_AMOUNT');
    const party = direction === 'CRDT' ? 'Dbtr' : 'Cdtr';
    return {
      bookedOn, direction: direction === 'CRDT' ? 'CREDIT' : 'DEBIT', amountCents: cents,
      currency: (node(amount)['@_Ccy'] as string | undefined)?.toUpperCase() ?? 'EUR',
      payer: these.map((tx) => text(at(tx, 'RltdPties', party, 'Nm')) || text(at(tx, 'RltdPties', party, 'Pty', 'Nm'))).find(Boolean) ?? '',
      text: oneLine(these.flatMap(remittance).join(' ') || text(entry['AddtlNtryInf'])),
      bankRef,
    } as const;
  });
}

function txAmount(tx: Node): unknown {
  return tx['Amt'] ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt');
}

function remittance(tx: Node): string[] {
  const rmt = node(tx['RmtInf']);
  const free = (Array.isArray(rmt['Ustrd']) ? (rmt['Ustrd'] as unknown[]) : []).map(text);
  const structured = list(rmt['Strd']).map((s) => text(at(s, 'CdtrRefInf', 'Ref')));
  return [...free, ...structured].filter(Boolean);
}
