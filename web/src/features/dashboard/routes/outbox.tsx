import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useDashboardOutboxQuery, type DashboardOutboxQuery } from '../api/outbox';
import { Badge } from '../components/badge';
import { DashboardPage } from '../components/dashboard-page';
import { FilterBar, FilterField, filterInput } from '../components/filter-bar';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { outboxStatuses, outboxTone } from '../lib/outbox-status';
import { PAGE_SIZE, useUrlState } from '../lib/url-state';

type Mail = DashboardOutboxQuery['outbox']['items'][number];

/**
 * The outbox: when, to whom, what, its delivery state. Narrow enough for 1366 px without sideways
 * scrolling (issue 42): the times of sending and of the next try, and the text, are in the opened mail.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const status = outboxStatuses.find((s) => s === url.get('status')) ?? null;
  const { data, previousData, loading, error, refetch } = useDashboardOutboxQuery({
    variables: { status, page: { page: url.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.outbox;

  return (
    <DashboardPage title={t('dash.outbox.title')}>
      <FilterBar>
        <FilterField label={t('dash.outbox.status')}>
          <select className={filterInput} value={status ?? ''} onChange={(e) => url.update({ status: e.target.value })}>
            <option value="">{t('dash.common.all')}</option>
            {outboxStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`dash.outbox.statuses.${s}`)}
              </option>
            ))}
          </select>
        </FilterField>
      </FilterBar>
      {error && <LoadError text={t('dash.outbox.loadError')} onRetry={() => void refetch()} />}
      <DataTable<Mail>
        caption={t('dash.outbox.title')}
        columns={[
          { id: 'createdAt', header: t('dash.outbox.createdAt'), cell: (m) => formatDateTime(m.createdAt), className: 'w-36 tabular-nums' },
          {
            id: 'mail',
            header: t('dash.outbox.mail'),
            cell: (m) => (
              <span className="flex min-w-0 flex-col">
                <Link to={`/dashboard/Outbox/${m.id}`} className="font-medium break-words text-sky-800 underline" aria-label={t('dash.outbox.openLabel', { subject: m.subject })}>
                  {m.subject}
                </Link>
                <span className="text-xs break-all text-slate-600">{m.to}</span>
              </span>
            ),
          },
          { id: 'kind', header: t('dash.outbox.kind'), cell: (m) => <span className="text-xs break-all">{m.kind}</span>, className: 'w-32' },
          {
            id: 'status',
            header: t('dash.outbox.status'),
            cell: (m) => (
              <span className="flex flex-col items-start gap-0.5">
                <Badge tone={outboxTone[m.status]}>{t(`dash.outbox.statuses.${m.status}`)}</Badge>
                <span className="text-xs text-slate-600 tabular-nums">{t('dash.outbox.attempts')}: {m.attempts}</span>
              </span>
            ),
            className: 'w-32',
          },
          { id: 'lastError', header: t('dash.outbox.lastError'), cell: (m) => <span className="line-clamp-2 text-xs break-words text-red-800" title={m.lastError ?? undefined}>{m.lastError ?? ''}</span>, className: 'w-56' },
        ]}
        rows={result?.items ?? []}
        rowKey={(m) => m.id}
        loading={loading}
        empty={t('dash.outbox.empty')}
      />
      {result && <ListPager url={url} total={result.total} busy={loading} />}
    </DashboardPage>
  );
}
