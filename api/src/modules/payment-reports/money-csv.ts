import { stringify } from 'csv-stringify/sync';
import { todayLocal } from '../../shared/local-date.js';
import { withOwed, type MoneyReportService, type RefundRead } from './money-report.service.js';
import { MoneyTable, type MoneyPeriod, type MoneyReceivedRow, type OutstandingBalanceRow } from './payment-reports.types.js';

/** Integer cents as euros with two decimals and a point (what spreadsheets read as a number): -1234 → "-12.34". */
export function euros(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A text cell: a leading = + - @ (or tab/return) would run as a formula in a spreadsheet, so it is neutralised. */
const text = (v: string | null | undefined) => (v && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? ''));

interface Sheet { filename: string; header: string[]; rows: string[][] }

/** One table of the money report as CSV (RFC 4180: quoted where needed, CRLF), with its download name. */
export async function moneyCsv(report: MoneyReportService, table: MoneyTable, period: MoneyPeriod, now = new Date()): Promise<{ filename: string; csv: string }> {
  const sheet = await sheetOf(report, table, period, todayLocal(now));
  // A BOM so Excel reads the Albanian letters (ë, ç) as UTF-8.
  return { filename: sheet.filename, csv: `\uFEFF${stringify([sheet.header, ...sheet.rows], { record_delimiter: 'windows' })}` };
}

async function sheetOf(report: MoneyReportService, table: MoneyTable, period: MoneyPeriod, today: string): Promise<Sheet> {
  switch (table) {
    case MoneyTable.RECEIVED: {
      const rows = await report.all<MoneyReceivedRow>(report.receivedQuery(period));
      return {
        filename: `pagesat-e-marra-${period.from}_${period.to}.csv`,
        header: ['day', 'method', 'received_eur', 'refunded_eur', 'reversed_eur', 'net_eur', 'entries'],
        rows: rows.map((r) => [r.day ?? '', text(r.method), euros(r.receivedCents), euros(r.refundedCents), euros(r.reversedCents), euros(r.netCents), String(r.entries)]),
      };
    }
    case MoneyTable.OUTSTANDING: {
      const rows = await report.all<OutstandingBalanceRow>(report.outstandingQuery());
      return {
        filename: `bilancet-e-hapura-${today}.csv`,
        header: ['reference', 'customer', 'email', 'title', 'departure', 'status', 'total_eur', 'paid_eur', 'outstanding_eur', 'next_due_date', 'next_due_eur'],
        rows: rows.map((r) => [
          text(r.reference), text(r.customer), text(r.customerEmail), text(r.title), r.departureDate, r.status,
          euros(r.totalCents), euros(r.paidCents), euros(r.outstandingCents), r.nextDueDate ?? '', r.nextDueCents === null ? '' : euros(r.nextDueCents),
        ]),
      };
    }
    case MoneyTable.REFUNDS: {
      const rows = (await report.all<RefundRead>(report.refundsQuery())).map(withOwed);
      return {
        filename: `rimbursimet-per-t-u-kthyer-${today}.csv`,
        header: ['reference', 'customer', 'email', 'title', 'departure', 'status', 'cancelled_at', 'free_cancellation_until', 'total_eur', 'paid_eur', 'fee_eur', 'refund_owed_eur'],
        rows: rows.map((r) => [
          text(r.reference), text(r.customer), text(r.customerEmail), text(r.title), r.departureDate, r.status, r.cancelledAt?.toISOString() ?? '',
          r.freeCancellationUntil ?? '', euros(r.totalCents), euros(r.paidCents), euros(r.feeCents), euros(r.refundOwedCents),
        ]),
      };
    }
  }
}
