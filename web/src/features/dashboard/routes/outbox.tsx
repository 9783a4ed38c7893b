import { useTranslation } from '../../../lib/i18n/translation';
import { DataTable } from '../../../components/ui/data-table';
import type { OutboxStatus } from '../../../gql/schema';
import { formatDateTime } from '../../../lib/format';
import { useDashboardOutboxQuery, type DashboardOutboxQuery } from '../api/outbox';
import { Badge, type Tone } from '../components/badge';
import { DashboardPage } from '../components/dashboard-page';
import { FilterBar, FilterField, filterInput } from '../components/filter-bar';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { PAGE_SIZE, useUrlState } from '../lib/url-state';

type Mail = DashboardOutboxQuery['outbox']['items'][number];

const statuses: readonly OutboxStatus[] = ['PENDING', 'SENT', 'FAILED'];
const statusTone: Record<OutboxStatus, Tone> = { PENDING: 'amber', SENT: 'green', FAILED: 'red' };

export function OutboxPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const status = statuses.find((s) => s === url.get('status')) ?? null;
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
            {statuses.map((s) => (
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
          { id: 'createdAt', header: t('dash.outbox.createdAt'), cell: (m) => formatDateTime(m.createdAt), className: 'whitespace-nowrap tabular-nums' },
          { id: 'to', header: t('dash.outbox.to'), cell: (m) => m.to, className: 'whitespace-nowrap' },
          { id: 'subject', header: t('dash.outbox.subject'), cell: (m) => <span className="font-medium">{m.subject}</span>, className: 'min-w-48' },
          { id: 'kind', header: t('dash.outbox.kind'), cell: (m) => m.kind },
          { id: 'status', header: t('dash.outbox.status'), cell: (m) => <Badge tone={statusTone[m.status]}>{t(`dash.outbox.statuses.${m.status}`)}</Badge> },
          { id: 'attempts', header: t('dash.outbox.attempts'), cell: (m) => m.attempts, className: 'tabular-nums' },
          { id: 'sentAt', header: t('dash.outbox.sentAt'), cell: (m) => formatDateTime(m.sentAt), className: 'whitespace-nowrap tabular-nums' },
          {
            id: 'next',
            header: t('dash.outbox.nextAttemptAt'),
            cell: (m) => (m.status === 'PENDING' ? formatDateTime(m.nextAttemptAt) : t('dash.common.none')),
            className: 'whitespace-nowrap tabular-nums',
          },
          { id: 'lastError', header: t('dash.outbox.lastError'), cell: (m) => <span className="break-words text-red-800">{m.lastError ?? ''}</span> },
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
