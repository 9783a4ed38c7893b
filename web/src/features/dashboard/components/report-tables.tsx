import { DataTable } from '../../../components/ui/data-table';
import { formatNumericDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import type { DashboardReportQuery } from '../api/reports';
import { formatCents } from '../lib/money';

type Report = DashboardReportQuery['businessReport'];
type Metric = Report['metrics'][number];
type Occupancy = Report['occupancy'][number];

const amount = 'text-right tabular-nums whitespace-nowrap';

/** A figure in its unit; an unknown one (a margin without any cost) says so rather than showing 0. */
function useFigure() {
  const { t } = useTranslation();
  return (m: Metric, v: number | null | undefined, signed = false) => {
    if (v === null || v === undefined) return <span className="text-slate-500">{t('reports.unknown')}</span>;
    const plus = signed && v > 0 ? '+' : '';
    return `${plus}${m.unit === 'CENTS' ? formatCents(v) : v.toLocaleString('en-US').replace(/,/g, ' ').replace('-', '−')}`;
  };
}

/** One section's figures: a row each, period A and B side by side, then the change (and its percent). */
export function MetricTable({ metrics, caption }: { metrics: Metric[]; caption: string }) {
  const { t } = useTranslation();
  const figure = useFigure();
  return (
    <DataTable<Metric>
      caption={caption}
      columns={[
        { id: 'metric', header: t('reports.metric'), cell: (m) => t(`reports.metrics.${m.key as 'bookings'}`, { defaultValue: m.key }) },
        { id: 'a', header: t('reports.a'), cell: (m) => <strong>{figure(m, m.a)}</strong>, className: amount },
        { id: 'b', header: t('reports.b'), cell: (m) => figure(m, m.b), className: amount },
        {
          id: 'change',
          header: t('reports.change'),
          className: amount,
          cell: (m) => (
            <span className={m.change !== null && m.change < 0 ? 'text-red-800' : m.change ? 'text-green-800' : ''}>
              {figure(m, m.change, true)}
              {m.changePercent !== null && ` (${m.changePercent > 0 ? '+' : ''}${m.changePercent}%)`.replace('-', '−')}
            </span>
          ),
        },
      ]}
      rows={metrics}
      rowKey={(m) => m.key}
    />
  );
}

/** Each flight departing in A, then in B: its block against the seats sold and held. */
export function OccupancyTable({ rows }: { rows: Occupancy[] }) {
  const { t } = useTranslation();
  return (
    <DataTable<Occupancy>
      caption={t('reports.sections.OCCUPANCY')}
      columns={[
        { id: 'period', header: t('reports.period'), cell: (o) => o.period },
        { id: 'flight', header: t('reports.flight'), cell: (o) => <span className="font-medium whitespace-nowrap">{o.flight}</span> },
        { id: 'departure', header: t('reports.departure'), cell: (o) => formatNumericDate(o.departureDate), className: 'whitespace-nowrap tabular-nums' },
        { id: 'capacity', header: t('reports.capacity'), cell: (o) => o.capacity, className: amount },
        { id: 'sold', header: t('reports.sold'), cell: (o) => o.sold, className: amount },
        { id: 'held', header: t('reports.held'), cell: (o) => o.held, className: amount },
        { id: 'free', header: t('reports.free'), cell: (o) => o.free, className: amount },
        { id: 'occupancy', header: t('reports.occupancy'), cell: (o) => <strong>{o.occupancyPercent}%</strong>, className: amount },
      ]}
      rows={rows}
      rowKey={(o) => `${o.period}-${o.flightId}`}
      empty={t('reports.noFlights')}
    />
  );
}
