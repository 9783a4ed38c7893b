import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCents, parseDate } from './amounts.js';
import { isCamt053, parseCamt053 } from './camt053.js';
import { parseCsvStatement, type CsvFormat } from './csv-statement.js';
import { normalizeReference, referencesIn } from './reference-match.js';
import { lineKeys } from './statement-line.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const PROCREDIT: CsvFormat = {
  code: 'procredit', delimiter: ';', headerRow: 1, decimalComma: true, dateFormat: 'DD.MM.YYYY', colDate: 'Data e regjistrimit',
  colCredit: 'Kredi', colDebit: 'Debi', colCurrency: 'Valuta', colPayer: 'Urdhërdhënësi', colText: 'Përshkrimi', colReference: 'Referenca', currency: 'EUR',
};
const RAIFFEISEN: CsvFormat = {
  code: 'raiffeisen', delimiter: ',', headerRow: 4, decimalComma: false, dateFormat: 'DD/MM/YYYY', colDate: 'Booking Date', colAmount: 'Amount',
  colCurrency: 'Currency', colPayer: 'Counterparty', colText: 'Payment Details', colReference: 'Transaction ID', currency: 'EUR',
};
const TEB: CsvFormat = { code: 'teb', delimiter: ';', headerRow: 1, decimalComma: true, dateFormat: 'DD.MM.YYYY', colDate: 'Tarihi / Data', colAmount: 'Shuma', colPayer: 'Pala tjetër', colText: 'Përshkrimi', currency: 'EUR' };

describe('booking references in a payment text', () => {
  it('reads one reference written with spaces, dashes, none, in any case', () => {
    for (const text of ['bt 2026 000123', 'BT2026000123', 'Bt-2026-000123', 'Pagese per BT-2026-000123, Antalya', 'ref:BT/2026/123', 'bT - 2026 - 000123.']) {
      expect(referencesIn(text), text).toEqual(['BT-2026-000123']);
    }
  });

  it('reads none in other numbers, and each of two', () => {
    expect(referencesIn('IBAN XK051212012345678906, fatura 2026000123')).toEqual([]);
    expect(referencesIn('ABT2026000123')).toEqual([]);
    expect(referencesIn('BT2026123')).toEqual([]);
    expect(referencesIn('BT-1999-000123')).toEqual([]);
    expect(referencesIn('BT-2026-000123 dhe bt2026000124, BT 2026 000123')).toEqual(['BT-2026-000123', 'BT-2026-000124']);
    expect(normalizeReference(' bt2026000124 ')).toBe('BT-2026-000124');
    expect(normalizeReference('rezervimi')).toBeNull();
  });
});

describe('amounts and dates as banks write them', () => {
  it('reads cents exactly', () => {
    expect(parseCents('1.234,56', true)).toBe(123456);
    expect(parseCents('1,234.56', false)).toBe(123456);
    expect(parseCents('-3.50', false)).toBe(-350);
    expect(parseCents('250,00-', true)).toBe(-25000);
    expect(parseCents('0.1', false)).toBe(10);
    expect(parseCents('12,345', true)).toBeNull();
    expect(parseCents('abc', false)).toBeNull();
    expect(parseDate('03.12.2026', 'DD.MM.YYYY')).toBe('2026-12-03');
    expect(parseDate('3/12/2026 10:15', 'DD/MM/YYYY')).toBe('2026-12-03');
    expect(parseDate('31.02.2026', 'DD.MM.YYYY')).toBeNull();
  });
});

describe('camt.053', () => {
  it('reads booked entries with amount, direction, date, reference, payer and text; leaves pending ones out', () => {
    const bytes = fixture('camt053-procredit.xml');
    expect(isCamt053(bytes)).toBe(true);
    const s = parseCamt053(bytes);
    expect(s).toMatchObject({ kind: 'CAMT053', account: 'XK051212012345678906' });
    expect(s.lines).toEqual([
      { seq: 1, bookedOn: '2026-11-03', direction: 'CREDIT', amountCents: 30000, currency: 'EUR', payer: 'ARBEN KRASNIQI', text: 'Kapar per rezervimin bt 2026 000123 Antalya', bankRef: 'PCB2026110300017' },
      { seq: 2, bookedOn: '2026-11-03', direction: 'DEBIT', amountCents: 4550, currency: 'EUR', payer: 'KEDS ENERGY', text: 'Fatura e energjise tetor 2026', bankRef: 'PCB2026110300018' },
      { seq: 3, bookedOn: '2026-11-03', direction: 'CREDIT', amountCents: 125000, currency: 'EUR', payer: 'Valbona Gashi', text: 'BT2026000124', bankRef: 'PCB2026110300021' },
      { seq: 4, bookedOn: '2026-11-03', direction: 'CREDIT', amountCents: 8000, currency: 'EUR', payer: 'Driton Berisha', text: 'Pagese per udhetimin ne Stamboll', bankRef: 'PCB2026110300022' },
    ]);
  });

  it('splits a batch entry into its transactions, and refuses what is not a statement', () => {
    const batch = `<Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><DtTm>2026-11-05T09:00:00</DtTm></BookgDt>
      <AcctSvcrRef>B1</AcctSvcrRef><NtryDtls><TxDtls><Amt Ccy="EUR">100.00</Amt><RltdPties><Dbtr><Pty><Nm>A</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>BT-2026-000001</Ustrd></RmtInf></TxDtls>
      <TxDtls><Amt Ccy="EUR">200.00</Amt><RmtInf><Ustrd>BT-2026-000002</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`;
    const lines = parseCamt053(Buffer.from(batch)).lines;
    expect(lines.map((l) => [l.amountCents, l.bankRef, l.payer, l.bookedOn])).toEqual([[10000, 'B1/1', 'A', '2026-11-05'], [20000, 'B1/2', '', '2026-11-05']]);
    expect(() => parseCamt053(Buffer.from('<Document><BkToCstmrStmt>'))).toThrow(expect.objectContaining({ fields: { file: expect.stringContaining('XML') } }));
    expect(() => parseCamt053(Buffer.from('<Document><Other/></Document>'))).toThrow(expect.objectContaining({ rules: { file: { code: 'STATEMENT_NOT_CAMT053' } } }));
  });
});

describe('CSV exports per bank', () => {
  it('ProCredit: credit and debit columns, decimal comma, a totals row below', () => {
    const s = parseCsvStatement(fixture('procredit.csv'), PROCREDIT);
    expect(s.lines.map((l) => [l.direction, l.amountCents, l.payer, l.bankRef])).toEqual([
      ['CREDIT', 25000, 'HOXHA FATMIR', 'FT26337X0042'], ['DEBIT', 40000, 'PRONA SHPK', 'FT26337X0043'], ['CREDIT', 120000, 'Mimoza Rexhepi', 'FT26337X0044'],
    ]);
    expect(s.lines[1]!.text).toBe('Qiraja e zyres, nentor');
  });

  it('Raiffeisen: header on line 4, one signed amount; TEB without bank references keeps twin lines apart', () => {
    const r = parseCsvStatement(fixture('raiffeisen.csv'), RAIFFEISEN);
    expect(r.lines.map((l) => [l.bookedOn, l.direction, l.amountCents, l.bankRef])).toEqual([
      ['2026-11-02', 'CREDIT', 35000, 'RBKO-7781201'], ['2026-11-02', 'CREDIT', 35000, 'RBKO-7781202'], ['2026-11-03', 'DEBIT', 350, 'RBKO-7781250'],
    ]);
    const teb = parseCsvStatement(fixture('teb.csv'), TEB);
    const keys = lineKeys(teb);
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toMatch(/^hash:teb:[0-9a-f]{64}#1$/);
    expect(keys[1]).toBe(keys[0]!.replace(/#1$/, '#2'));
    expect(lineKeys(parseCsvStatement(fixture('teb.csv'), TEB))).toEqual(keys);
  });

  it('names the file when a column is missing or a cell does not read', () => {
    expect(() => parseCsvStatement(fixture('teb.csv'), PROCREDIT)).toThrow(expect.objectContaining({ fields: { file: expect.stringContaining('Data e regjistrimit') } }));
    const bad = Buffer.from('Tarihi / Data;Përshkrimi;Pala tjetër;Shuma\n2026-13-01;x;y;1,00\n');
    expect(() => parseCsvStatement(bad, TEB)).toThrow(expect.objectContaining({ rules: { file: { code: 'STATEMENT_BAD_DATE', params: { row: 2 } } } }));
    const latin = Buffer.from('Tarihi / Data;Përshkrimi;Pala tjetër;Shuma\n01.12.2026;Pagesë;Zë;1,00\n', 'latin1');
    expect(parseCsvStatement(latin, TEB).lines[0]!.text).toBe('Pagesë');
    // Excel's "Unicode text": UTF-16 with a byte-order mark.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fixture('teb.csv').toString('utf8'), 'utf16le')]);
    expect(parseCsvStatement(utf16, TEB).lines).toEqual(parseCsvStatement(fixture('teb.csv'), TEB).lines);
    // PostgreSQL cannot store U+0000: refused as not a text file, never a 500.
    const nul = Buffer.from('Tarihi / Data;Përshkrimi;Pala tjetër;Shuma\n01.12.2026;a\u0000b;y;1,00\n');
    expect(() => parseCsvStatement(nul, TEB)).toThrow(expect.objectContaining({ rules: { file: { code: 'STATEMENT_NOT_TEXT' } } }));
    expect(() => parseCamt053(Buffer.from('<Document>\u0000</Document>'))).toThrow(expect.objectContaining({ rules: { file: { code: 'STATEMENT_NOT_TEXT' } } }));
  });
});
