import { useTranslation } from '../../../lib/i18n/translation';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useDashboardSubscribersQuery, type DashboardSubscribersQuery } from '../api/subscribers';
import { Badge } from '../components/badge';
import { DashboardPage } from '../components/dashboard-page';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { mainButton } from '../components/row-buttons';
import { PAGE_SIZE, useUrlState } from '../lib/url-state';

type Subscriber = DashboardSubscribersQuery['subscribers']['items'][number];

/** The CSV of active subscribers: a plain same-origin link, the session cookie authorises it. */
const CSV_URL = '/api/subscribers.csv';

export function SubscribersPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const { data, previousData, loading, error, refetch } = useDashboardSubscribersQuery({
    variables: { page: { page: url.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.subscribers;

  return (
    <DashboardPage
      title={t('dash.subscribers.title')}
      actions={
        <a href={CSV_URL} download="abonentet.csv" className={mainButton}>
          {t('dash.subscribers.export')}
        </a>
      }
    >
      {error && <LoadError text={t('dash.subscribers.loadError')} onRetry={() => void refetch()} />}
      {result && <p className="mb-3 text-sm text-slate-600">{t('dash.common.total', { count: result.total })}</p>}
      <DataTable<Subscriber>
        caption={t('dash.subscribers.title')}
        columns={[
          { id: 'email', header: t('dash.subscribers.email'), cell: (s) => <span className="break-all font-medium">{s.email}</span> },
          { id: 'createdAt', header: t('dash.subscribers.createdAt'), cell: (s) => formatDateTime(s.createdAt), className: 'whitespace-nowrap tabular-nums' },
          {
            id: 'status',
            header: t('dash.subscribers.status'),
            cell: (s) =>
              s.unsubscribedAt ? (
                <Badge tone="slate">{t('dash.subscribers.unsubscribed', { date: formatDateTime(s.unsubscribedAt) })}</Badge>
              ) : (
                <Badge tone="green">{t('dash.subscribers.active')}</Badge>
              ),
          },
        ]}
        rows={result?.items ?? []}
        rowKey={(s) => s.id}
        loading={loading}
        empty={t('dash.subscribers.empty')}
      />
      {result && <ListPager url={url} total={result.total} busy={loading} />}
    </DashboardPage>
  );
}
