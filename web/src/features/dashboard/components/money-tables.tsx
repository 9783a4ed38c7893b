import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import type { ReservationStatus } from '../../../gql/schema';
import { formatDateTime, formatNumericDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import type { DashboardMoneyReportQuery, MoneyReceivedLineFragment as Line } from '../api/money-report';
import { formatCents } from '../lib/money';

type Report = DashboardMoneyReportQuery['moneyReport'];
type Outstanding = Report['outstanding']['items'][number];
type Refund = Report['refunds']['items'][number];
interface Props { report: Report | undefined; loading: boolean }

const amount = 'text-right tabular-nums whitespace-nowrap';
/** Money out (refunds, reversals) reads as such: red, with its minus sign. */
const signed = (cents: number) => <span className={cents < 0 ? 'text-red-800' : ''}>{formatCents(cents)}</span>;

/** The booking's reference, opening it in the dashboard. */
function Reference({ id, reference }: { id: number; reference: string }) {
  const { t } = useTranslation();
  return (
    <Link to={`/dashboard/Reservations/${id}`} className="font-semibold whitespace-nowrap text-sky-800 underline" aria-label={t('dash.payments.openLabel', { reference })}>
      {reference}
    </Link>
  );
}

function useBookingColumns<Row extends Outstanding | Refund>(): DataColumn<Row>[] {
  const { t } = useTranslation();
  return [
    { id: 'reference', header: t('dash.payments.reference'), cell: (r) => <Reference id={r.reservationId} reference={r.reference} /> },
    {
      id: 'customer',
      header: t('dash.payments.customer'),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.customer}</span>
          {r.customerEmail && <span className="text-xs break-all text-slate-600">{r.customerEmail}</span>}
        </span>
      ),
    },
    {
      id: 'departure',
      header: t('dash.payments.departure'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.title}</span>
          <span className="text-xs text-slate-600 tabular-nums">{formatNumericDate(r.departureDate)}</span>
        </span>
      ),
    },
    { id: 'total', header: t('dash.moneyReport.total'), cell: (r) => formatCents(r.totalCents), className: amount },
    { id: 'paid', header: t('dash.moneyReport.paid'), cell: (r) => formatCents(r.paidCents), className: amount },
  ];
}

/** Per day and method, then the period per method and in all. */
export function ReceivedTables({ report, loading }: Props) {
  const { t } = useTranslation();
  const method = (m: string) => t(`dash.moneyReport.methods.${m as 'CASH'}`, { defaultValue: m });
  const sums: DataColumn<Line>[] = [
    { id: 'received', header: t('dash.moneyReport.receivedIn'), cell: (l) => formatCents(l.receivedCents), className: amount },
    { id: 'refunded', header: t('dash.moneyReport.refunded'), cell: (l) => signed(l.refundedCents), className: amount },
    { id: 'reversed', header: t('dash.moneyReport.reversed'), cell: (l) => signed(l.reversedCents), className: amount },
    { id: 'net', header: t('dash.moneyReport.net'), cell: (l) => <strong>{signed(l.netCents)}</strong>, className: amount },
    { id: 'entries', header: t('dash.moneyReport.entries'), cell: (l) => l.entries, className: amount },
  ];
  const byMethod = report ? [...report.receivedByMethod, report.receivedTotal] : [];
  return (
    <>
      <DataTable<Line>
        caption={t('dash.moneyReport.received')}
        columns={[
          { id: 'day', header: t('dash.moneyReport.day'), cell: (l) => formatNumericDate(l.day), className: 'whitespace-nowrap tabular-nums' },
          { id: 'method', header: t('dash.moneyReport.method'), cell: (l) => method(l.method) },
          ...sums,
        ]}
        rows={report?.received.items ?? []}
        rowKey={(l) => `${l.day}-${l.method}`}
        loading={loading && !report}
        empty={t('dash.moneyReport.receivedEmpty')}
      />
      {report && report.receivedTotal.entries > 0 && (
        <>
          <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-700">{t('dash.moneyReport.byMethod')}</h3>
          <DataTable<Line>
            caption={t('dash.moneyReport.byMethod')}
            columns={[{ id: 'method', header: t('dash.moneyReport.method'), cell: (l) => (l.method === 'ALL' ? <strong>{method(l.method)}</strong> : method(l.method)) }, ...sums]}
            rows={byMethod}
            rowKey={(l) => l.method}
          />
        </>
      )}
    </>
  );
}

export function OutstandingTable({ report, loading }: Props) {
  const { t } = useTranslation();
  const booking = useBookingColumns<Outstanding>();
  return (
    <>
      {report && <p className="mb-2 text-sm font-medium text-slate-700">{t('dash.moneyReport.outstandingTotal', { amount: formatCents(report.outstandingTotalCents) })}</p>}
      <DataTable<Outstanding>
        caption={t('dash.moneyReport.outstanding')}
        columns={[
          ...booking.slice(0, 3),
          { id: 'status', header: t('dash.moneyReport.status'), cell: (r) => t(`dash.reservations.statuses.${r.status as ReservationStatus}`) },
          ...booking.slice(3),
          { id: 'open', header: t('dash.moneyReport.open'), cell: (r) => <strong>{formatCents(r.outstandingCents)}</strong>, className: amount },
          {
            id: 'nextDue',
            header: t('dash.moneyReport.nextDue'),
            cell: (r) => (
              <span className="flex flex-col tabular-nums">
                <span>{formatNumericDate(r.nextDueDate)}</span>
                {r.nextDueCents !== null && <span className="text-xs text-slate-600">{formatCents(r.nextDueCents)}</span>}
              </span>
            ),
          },
        ]}
        rows={report?.outstanding.items ?? []}
        rowKey={(r) => r.reservationId}
        loading={loading && !report}
        empty={t('dash.moneyReport.outstandingEmpty')}
      />
    </>
  );
}

export function RefundsTable({ report, loading }: Props) {
  const { t } = useTranslation();
  const booking = useBookingColumns<Refund>();
  return (
    <>
      {report && <p className="mb-2 text-sm font-medium text-slate-700">{t('dash.moneyReport.refundsTotal', { amount: formatCents(report.refundsTotalCents) })}</p>}
      <DataTable<Refund>
        caption={t('dash.moneyReport.refunds')}
        columns={[
          ...booking.slice(0, 3),
          { id: 'status', header: t('dash.moneyReport.status'), cell: (r) => t(`dash.reservations.statuses.${r.status as ReservationStatus}`) },
          ...booking.slice(3),
          { id: 'cancelledAt', header: t('dash.moneyReport.cancelledAt'), cell: (r) => formatDateTime(r.cancelledAt), className: 'whitespace-nowrap tabular-nums' },
          { id: 'freeUntil', header: t('dash.moneyReport.freeUntil'), cell: (r) => formatNumericDate(r.freeCancellationUntil), className: 'whitespace-nowrap tabular-nums' },
          { id: 'fee', header: t('dash.moneyReport.fee'), cell: (r) => formatCents(r.feeCents), className: amount },
          { id: 'owed', header: t('dash.moneyReport.owed'), cell: (r) => <strong>{formatCents(r.refundOwedCents)}</strong>, className: amount },
        ]}
        rows={report?.refunds.items ?? []}
        rowKey={(r) => r.reservationId}
        loading={loading && !report}
        empty={t('dash.moneyReport.refundsEmpty')}
      />
    </>
  );
}
