import { useTranslation } from '../../../lib/i18n/translation';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useDashboardContactMessagesQuery, type DashboardMessageRowFragment as Message } from '../api/contact-messages';
import { useSetMessageHandled } from '../api/set-message-handled';
import { Badge } from '../components/badge';
import { DashboardPage } from '../components/dashboard-page';
import { FilterBar, FilterField, filterInput } from '../components/filter-bar';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { useNotice } from '../components/toasts';
import { actionButton } from '../components/row-buttons';
import { describeError } from '../lib/api-error';
import { PAGE_SIZE, useUrlState } from '../lib/url-state';
import { msg } from '../../../lib/message';

export function MessagesPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const filter = url.get('handled');
  const handled = filter === 'true' ? true : filter === 'false' ? false : null;
  const { data, previousData, loading, error, refetch } = useDashboardContactMessagesQuery({
    variables: { handled, page: { page: url.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.contactMessages;
  const [setHandled, { loading: saving }] = useSetMessageHandled();
  const setNotice = useNotice();

  async function toggle(m: Message) {
    try {
      await setHandled({ variables: { id: m.id, handled: !m.handled } });
      setNotice({ kind: 'success', text: m.handled ? msg('dash.messages.markedUnhandled') : msg('dash.messages.markedHandled') });
    } catch (e) {
      setNotice({ kind: 'error', text: msg('dash.messages.error'), detail: describeError(e, []).detail });
    }
  }

  return (
    <DashboardPage title={t('dash.messages.title')}>
      <FilterBar>
        <FilterField label={t('dash.messages.filter')}>
          <select className={filterInput} value={handled === null ? '' : String(handled)} onChange={(e) => url.update({ handled: e.target.value })}>
            <option value="">{t('dash.common.all')}</option>
            <option value="false">{t('dash.messages.unhandled')}</option>
            <option value="true">{t('dash.messages.handled')}</option>
          </select>
        </FilterField>
      </FilterBar>
      {error && <LoadError text={t('dash.messages.loadError')} onRetry={() => void refetch()} />}
      <DataTable<Message>
        caption={t('dash.messages.title')}
        columns={[
          { id: 'createdAt', header: t('dash.messages.createdAt'), cell: (m) => formatDateTime(m.createdAt), className: 'whitespace-nowrap tabular-nums' },
          { id: 'name', header: t('dash.messages.name'), cell: (m) => <span className="font-medium">{m.name}</span> },
          { id: 'number', header: t('dash.messages.number'), cell: (m) => <a className="text-sky-700 underline" href={`tel:${m.number.replace(/[^+\d]/g, '')}`}>{m.number}</a> },
          { id: 'email', header: t('dash.messages.email'), cell: (m) => <a className="break-all text-sky-700 underline" href={`mailto:${m.email}`}>{m.email}</a> },
          { id: 'message', header: t('dash.messages.message'), cell: (m) => <p className="max-w-md whitespace-pre-wrap break-words">{m.message}</p>, className: 'min-w-64' },
          { id: 'state', header: t('dash.messages.state'), cell: (m) => <Badge tone={m.handled ? 'green' : 'amber'}>{m.handled ? t('dash.messages.isHandled') : t('dash.messages.isOpen')}</Badge> },
          {
            id: 'actions',
            header: t('dash.common.actions'),
            pinned: true,
            cell: (m) => (
              <button type="button" className={actionButton} disabled={saving} onClick={() => void toggle(m)}>
                {m.handled ? t('dash.messages.markUnhandled') : t('dash.messages.markHandled')}
                <span className="sr-only"> — {m.name}</span>
              </button>
            ),
          },
        ]}
        rows={result?.items ?? []}
        rowKey={(m) => m.id}
        loading={loading}
        empty={t('dash.messages.empty')}
      />
      {result && <ListPager url={url} total={result.total} busy={loading} />}
    </DashboardPage>
  );
}
