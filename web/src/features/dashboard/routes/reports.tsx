import '../../../lib/i18n/reports-texts';
import type { ReservationStatus } from '../../../gql/schema';
import { formatNumericDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import { useDashboardReportQuery, type DashboardReportQuery } from '../api/reports';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { LoadError } from '../components/load-error';
import { ReportFilters, REPORT_PARAMS } from '../components/report-filters';
import { MetricTable, OccupancyTable } from '../components/report-tables';
import { actionButton } from '../components/row-buttons';
import { useUrlState, type UrlState } from '../lib/url-state';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,8}$/;
const SECTIONS = ['SALES', 'TRAVELLERS', 'REVENUE', 'CANCELLATIONS', 'OCCUPANCY'] as const;
type Section = (typeof SECTIONS)[number];
type Report = DashboardReportQuery['businessReport'];

/** The URL's filter as the query's: what does not read right is left out (the server's default). */
function filterOf(url: UrlState) {
  const day = (n: string) => (DAY.test(url.get(n)) ? url.get(n) : null);
  const id = (n: string) => (ID.test(url.get(n)) ? Number(url.get(n)) : null);
  const takenBy = url.get('takenBy');
  return {
    from: day('from'), to: day('to'), compareFrom: day('cfrom'), compareTo: day('cto'),
    countryId: id('country'), airportId: id('airport'), packageId: id('package'),
    statuses: url.get('status') ? [url.get('status') as ReservationStatus] : null,
    takenBy: takenBy === 'online' || ID.test(takenBy) ? takenBy : null,
  };
}

/** The download of a section with the periods shown and the page's filters (a same-origin link: the session authorises it). */
function fileHref(section: Section, format: 'csv' | 'xlsx', report: Report, url: UrlState): string {
  const q = new URLSearchParams({ from: report.periodA.from, to: report.periodA.to, compareFrom: report.periodB.from, compareTo: report.periodB.to });
  const f = filterOf(url);
  if (f.countryId) q.set('countryId', String(f.countryId));
  if (f.airportId) q.set('airportId', String(f.airportId));
  if (f.packageId) q.set('packageId', String(f.packageId));
  if (f.statuses) q.set('statuses', f.statuses.join(','));
  if (f.takenBy) q.set('takenBy', f.takenBy);
  return `/api/reports/${section.toLowerCase()}.${format}?${q.toString()}`;
}

/**
 * The reports (issue 46, item 2) for the owner and admins: period A against B for sales, travellers,
 * revenue and margin, cancellations and flight occupancy, each section with its CSV and Excel download.
 * The filters live in the URL, so a shared link or a reload shows the same report.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const { data, previousData, loading, error, refetch } = useDashboardReportQuery({ variables: { filter: filterOf(url) }, fetchPolicy: 'cache-and-network' });
  const report = (data ?? previousData)?.businessReport;
  const key = REPORT_PARAMS.map((n) => url.get(n)).join('|');
  const bookings = report?.metrics.find((m) => m.key === 'bookings');
  const downloads = (section: Section) => report && (
    <div className="flex gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <a key={format} href={fileHref(section, format, report, url)} download className={actionButton}
          aria-label={t('reports.downloadLabel', { section: t(`reports.sections.${section}`), format: format === 'csv' ? 'CSV' : 'Excel' })}>
          {t(format === 'csv' ? 'reports.downloadCsv' : 'reports.downloadXlsx')}
        </a>
      ))}
    </div>
  );
  return (
    <DashboardPage title={t('reports.title')}>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('reports.intro')}</p>
      <ReportFilters key={key} url={url} shown={report} />
      {error && <LoadError text={t('reports.loadError')} onRetry={() => void refetch()} />}
      {loading && !report && !error && <p role="status" className="text-sm text-slate-600">{t('reports.loading')}</p>}
      {report && (
        <div className="flex flex-col gap-6" aria-busy={loading || undefined}>
          <p className="text-sm font-medium text-slate-700 tabular-nums">
            {t('reports.shownPeriods', {
              aFrom: formatNumericDate(report.periodA.from), aTo: formatNumericDate(report.periodA.to),
              bFrom: formatNumericDate(report.periodB.from), bTo: formatNumericDate(report.periodB.to),
            })}
          </p>
          {bookings && !bookings.a && !bookings.b && <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{t('reports.noBookings')}</p>}
          {SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`report-${section}`}>
              <Panel>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`report-${section}`} className="text-lg font-semibold text-slate-900">{t(`reports.sections.${section}`)}</h2>
                  {downloads(section)}
                </div>
                {section === 'OCCUPANCY'
                  ? <OccupancyTable rows={report.occupancy} />
                  : <MetricTable caption={t(`reports.sections.${section}`)} metrics={report.metrics.filter((m) => m.section === section)} />}
                {section === 'REVENUE' && <p className="mt-2 text-xs text-slate-600">{t('reports.marginNote')}</p>}
                {section === 'OCCUPANCY' && <p className="mt-2 text-xs text-slate-600">{t('reports.occupancyNote')}</p>}
              </Panel>
            </section>
          ))}
        </div>
      )}
    </DashboardPage>
  );
}
