import { useState, type ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { pageCount } from '../../../lib/paging';
import { useTranslation } from '../../../lib/i18n/translation';
import { useDashboardMoneyReportQuery } from '../api/money-report';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { FilterBar, FilterField, filterInput } from '../components/filter-bar';
import { LoadError } from '../components/load-error';
import { OutstandingTable, ReceivedTables, RefundsTable } from '../components/money-tables';
import { actionButton } from '../components/row-buttons';
import { PAGE_SIZE, useUrlState, type UrlState } from '../lib/url-state';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Each table pages on its own, its page in the URL under its own name. */
const PAGES = { received: 'rp', outstanding: 'op', refunds: 'fp' } as const;
type Table = keyof typeof PAGES;

const pageOf = (url: UrlState, table: Table) => Math.max(1, Math.floor(Number(url.get(PAGES[table]))) || 1);

/**
 * The owner's money report (issue 44, item 5): the period's money per day and method, the open
 * balances and the refunds owed, each table with its CSV (a same-origin link: the session authorises it).
 */
export function MoneyReportPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const day = (name: string) => (DAY.test(url.get(name)) ? url.get(name) : null);
  const page = (table: Table) => ({ page: pageOf(url, table), pageSize: PAGE_SIZE });
  const { data, previousData, loading, error, refetch } = useDashboardMoneyReportQuery({
    variables: {
      period: { from: day('from'), to: day('to') },
      receivedPage: page('received'),
      outstandingPage: page('outstanding'),
      refundsPage: page('refunds'),
    },
    fetchPolicy: 'cache-and-network',
  });
  const report = (data ?? previousData)?.moneyReport;
  const csv = (table: Table) => {
    const period = report ? `&from=${report.period.from}&to=${report.period.to}` : '';
    return `/api/reports/money.csv?table=${table}${period}`;
  };
  const download = (table: Table, name: string) => (
    <a href={csv(table)} download className={actionButton} aria-label={t('dash.moneyReport.exportLabel', { table: name })}>
      {t('dash.moneyReport.exportCsv')}
    </a>
  );
  const pager = (table: Table, total: number) => (
    <TablePager page={pageOf(url, table)} total={total} busy={loading} onPage={(p) => url.update({ [PAGES[table]]: p > 1 ? String(p) : null })} />
  );

  return (
    <DashboardPage title={t('dash.moneyReport.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('dash.moneyReport.intro')}</p>
      <PeriodFilter key={`${url.get('from')}|${url.get('to')}`} url={url} shown={report?.period} />
      {error && <LoadError text={t('dash.moneyReport.loadError')} onRetry={() => void refetch()} />}
      <div className="flex flex-col gap-6">
        <Section title={t('dash.moneyReport.received')} actions={download('received', t('dash.moneyReport.received'))}>
          <ReceivedTables report={report} loading={loading} />
          {report && pager('received', report.received.total)}
        </Section>
        <Section title={t('dash.moneyReport.outstanding')} actions={download('outstanding', t('dash.moneyReport.outstanding'))}>
          <OutstandingTable report={report} loading={loading} />
          {report && pager('outstanding', report.outstanding.total)}
        </Section>
        <Section title={t('dash.moneyReport.refunds')} actions={download('refunds', t('dash.moneyReport.refunds'))}>
          <RefundsTable report={report} loading={loading} />
          {report && pager('refunds', report.refunds.total)}
        </Section>
      </div>
    </DashboardPage>
  );
}

function Section({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <Panel>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </Panel>
  );
}

/** From and to (both days included); left empty, the server's default (this month) shows in the fields. */
function PeriodFilter({ url, shown }: { url: UrlState; shown?: { from: string; to: string } }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ from: url.get('from'), to: url.get('to') });
  const [wrong, setWrong] = useState(false);
  const value = (name: 'from' | 'to') => draft[name] || shown?.[name] || '';
  const apply = () => {
    const from = value('from');
    const to = value('to');
    setWrong(!!from && !!to && to < from);
    if (!from || !to || to >= from) url.update({ from, to, rp: null, op: null, fp: null });
  };
  return (
    <FilterBar onApply={apply}>
      <FilterField label={t('dash.moneyReport.from')}>
        <input type="date" className={filterInput} value={value('from')} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
      </FilterField>
      <FilterField label={t('dash.moneyReport.to')}>
        <input type="date" className={filterInput} value={value('to')} aria-invalid={wrong || undefined} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
      </FilterField>
      {wrong && <p role="alert" className="w-full text-sm font-medium text-red-800">{t('dash.moneyReport.periodError')}</p>}
    </FilterBar>
  );
}

function TablePager({ page, total, busy, onPage }: { page: number; total: number; busy: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(total, PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Pagination
      page={page}
      pages={pages}
      onPage={onPage}
      busy={busy}
      labels={{ nav: t('dash.common.pageNav'), previous: t('dash.common.previous'), next: t('dash.common.next') }}
      summary={t('dash.common.pageSummary', { page: Math.min(page, pages), pages, total })}
    />
  );
}
