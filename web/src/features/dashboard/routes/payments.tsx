import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import type { PaymentWatchView } from '../../../gql/schema';
import { formatAgencyTime, formatNumericDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import { useDashboardPaymentWatchQuery, type DashboardPaymentWatchQuery } from '../api/payment-watch';
import { DashboardPage } from '../components/dashboard-page';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { formatCents } from '../lib/money';
import { PAGE_SIZE, useUrlState } from '../lib/url-state';

type Row = DashboardPaymentWatchQuery['paymentWatch']['items'][number];
type Counts = DashboardPaymentWatchQuery['paymentWatchCounts'];

/** The lists, as the URL names them (?view=overdue), and the count of each. */
const views = [
  { view: 'DUE_TODAY', param: '', count: (c: Counts) => c.dueToday },
  { view: 'OVERDUE', param: 'overdue', count: (c: Counts) => c.overdue },
  { view: 'OPTIONS_LAPSING', param: 'options', count: (c: Counts) => c.optionsLapsing },
] as const satisfies readonly { view: PaymentWatchView; param: string; count: (c: Counts) => number }[];

/**
 * What staff chase (issue 44, item 4): today's instalments, the overdue ones (in red, with the days
 * late) and the options about to lapse; each row opens its booking, where payments are recorded.
 */
export function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const url = useUrlState();
  const current = views.find((v) => v.param === url.get('view')) ?? views[0];
  const { data, previousData, loading, error, refetch } = useDashboardPaymentWatchQuery({
    variables: { view: current.view, page: { page: url.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.paymentWatch;
  const counts = (data ?? previousData)?.paymentWatchCounts;
  const overdue = current.view === 'OVERDUE';

  const columns: DataColumn<Row>[] = [
    {
      id: 'reference',
      header: t('dash.payments.reference'),
      cell: (r) => (
        <Link to={`/dashboard/Reservations/${r.reservationId}`} className="font-semibold whitespace-nowrap text-sky-800 underline" aria-label={t('dash.payments.openLabel', { reference: r.reference })}>
          {r.reference}
        </Link>
      ),
    },
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
    {
      id: 'stage',
      header: t('dash.payments.stage'),
      cell: (r) => (r.stageKind ? `${r.stageSeq}. ${t(`dash.payments.stages.${r.stageKind as 'DEPOSIT'}`, { defaultValue: r.stageKind })}` : t('dash.payments.stageNone')),
    },
    {
      id: 'amountDue',
      header: t('dash.payments.amountDue'),
      cell: (r) => (
        <span className="flex flex-col tabular-nums">
          <span className={`font-semibold ${overdue ? 'text-red-800' : ''}`}>{formatCents(r.amountDueCents)}</span>
          {r.stageAmountCents !== null && r.stageAmountCents !== r.amountDueCents && (
            <span className="text-xs text-slate-600">{t('dash.payments.ofStage', { amount: formatCents(r.stageAmountCents) })}</span>
          )}
        </span>
      ),
      className: 'text-right',
    },
    {
      id: 'dueDate',
      header: t('dash.payments.dueDate'),
      cell: (r) => (
        <span className="flex flex-col tabular-nums">
          <span className={overdue ? 'font-semibold text-red-800' : ''}>{formatNumericDate(r.dueDate)}</span>
          {r.daysOverdue > 0 && <span className="text-xs font-semibold text-red-800">{t('dash.payments.daysOverdue', { count: r.daysOverdue })}</span>}
        </span>
      ),
    },
    {
      id: 'paid',
      header: t('dash.payments.paid'),
      cell: (r) => (
        <span className="flex flex-col tabular-nums">
          <span>{formatCents(r.paidCents)}</span>
          <span className="text-xs text-slate-600">{t('dash.payments.paidOf', { total: formatCents(r.totalCents) })}</span>
        </span>
      ),
      className: 'text-right',
    },
  ];
  if (current.view === 'OPTIONS_LAPSING') {
    columns.push({ id: 'expires', header: t('dash.payments.expires'), cell: (r) => (r.expiresAt ? formatAgencyTime(r.expiresAt, i18n.language) : '—'), className: 'whitespace-nowrap tabular-nums' });
  }

  return (
    <DashboardPage title={t('dash.payments.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('dash.payments.intro')}</p>
      <nav aria-label={t('dash.payments.viewsLabel')} className="mb-4 flex flex-wrap gap-2">
        {views.map((v) => {
          const active = v === current;
          const count = counts ? v.count(counts) : null;
          const late = v.view === 'OVERDUE' && !!count;
          return (
            <Link
              key={v.view}
              to={{ search: v.param ? `?view=${v.param}` : '' }}
              aria-current={active ? 'page' : undefined}
              className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${active ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {t(`dash.payments.views.${v.view}`)}
              {count !== null && (
                <span className={`rounded-full px-2 text-xs tabular-nums ${late ? 'bg-red-100 text-red-900' : active ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}`}>{count}</span>
              )}
            </Link>
          );
        })}
      </nav>
      {error && <LoadError text={t('dash.payments.loadError')} onRetry={() => void refetch()} />}
      <DataTable<Row>
        caption={t(`dash.payments.views.${current.view}`)}
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(r) => `${r.reservationId}-${r.stageSeq ?? 0}`}
        rowProps={overdue ? () => ({ className: 'bg-red-50 hover:bg-red-100 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-red-200 max-sm:p-3' }) : undefined}
        loading={loading}
        empty={t(`dash.payments.empty.${current.view}`)}
      />
      {result && <ListPager url={url} total={result.total} busy={loading} />}
    </DashboardPage>
  );
}
