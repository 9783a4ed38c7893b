import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { DataTable } from '../../../components/ui/data-table';
import type { LogAction, LogKind, LogSort } from '../../../gql/schema';
import { formatDateTime } from '../../../lib/format';
import { useDashboardLogsQuery, type DashboardLogsQuery } from '../api/logs';
import { Badge, type Tone } from '../components/badge';
import { DashboardPage } from '../components/dashboard-page';
import { FilterBar, FilterField, filterInput } from '../components/filter-bar';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { logChanges, logObject } from '../lib/log-detail';
import { PAGE_SIZE, useUrlSort, useUrlState } from '../lib/url-state';

type Entry = DashboardLogsQuery['logs']['items'][number];

const actions: readonly LogAction[] = ['ADD', 'EDIT', 'DELETE', 'EXPORT'];
const actionTone: Record<LogAction, Tone> = { ADD: 'green', EDIT: 'sky', DELETE: 'red', EXPORT: 'violet' };
const kinds: readonly LogKind[] = [
  'PACKAGE', 'TRAVEL_PLAN', 'COUNTRY', 'CITY', 'AIRPORT', 'USER', 'RESERVATION', 'MESSAGE', 'CARD', 'SLIDER', 'IMAGE',
  'ROOM_PRICE', 'DUBAI_PRICE', 'MACEDONIA_PRICE', 'MAIL', 'FLIGHT', 'BANK_STATEMENT', 'CONTRACT_TERMS', 'DEPARTURE_LIST', 'WEBHOOK', 'API_TOKEN', 'PARTNER_AGENCY', 'REPORT', 'OTHER',
];
const sorts: readonly LogSort[] = ['DATE', 'USER', 'ACTION', 'ENTITY'];
const filterNames = ['action', 'kind', 'userId', 'from', 'to'] as const;
type Filters = Record<(typeof filterNames)[number], string>;

/** A day picked in the filter, as the instants that start and end it on the staff member's clock. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

export function LogsPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const applied = Object.fromEntries(filterNames.map((name) => [name, url.get(name)])) as Filters;
  const action = actions.find((a) => a === applied.action) ?? null;
  const kind = kinds.find((k) => k === applied.kind) ?? null;
  const sort = useUrlSort(url, sorts, { by: 'DATE', direction: 'DESC' });
  const userId = /^\d+$/.test(applied.userId) ? Number(applied.userId) : null;
  const { data, previousData, loading, error, refetch } = useDashboardLogsQuery({
    variables: {
      filter: {
        action,
        kind,
        userId,
        from: applied.from ? startOfDay(applied.from) : null,
        to: applied.to ? endOfDay(applied.to) : null,
      },
      order: sort.order,
      page: { page: url.page, pageSize: PAGE_SIZE },
    },
    // Every staff change writes here: always ask the server, show the cached page meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.logs;
  const [draft, setDraft] = useState<Filters>(applied);
  const set = (name: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value }));

  return (
    <DashboardPage title={t('dash.logs.title')}>
      <FilterBar
        onApply={() => url.update(draft)}
        onClear={() => {
          const empty = Object.fromEntries(filterNames.map((n) => [n, ''])) as Filters;
          setDraft(empty);
          url.update(empty);
        }}
      >
        <FilterField label={t('dash.logs.action')}>
          <select className={filterInput} value={draft.action} onChange={set('action')}>
            <option value="">{t('dash.common.all')}</option>
            {actions.map((a) => (
              <option key={a} value={a}>
                {t(`dash.logs.actions.${a}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t('dash.logs.entity')}>
          <select className={filterInput} value={draft.kind} onChange={set('kind')}>
            <option value="">{t('dash.common.all')}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`dash.logs.kinds.${k}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t('dash.logs.staffId')}>
          <input className={`${filterInput} w-28`} type="number" min={1} inputMode="numeric" value={draft.userId} onChange={set('userId')} />
        </FilterField>
        <FilterField label={t('dash.logs.from')}>
          <input className={filterInput} type="date" value={draft.from} onChange={set('from')} />
        </FilterField>
        <FilterField label={t('dash.logs.to')}>
          <input className={filterInput} type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
        </FilterField>
      </FilterBar>
      {error && <LoadError text={t('dash.logs.loadError')} onRetry={() => void refetch()} />}
      <DataTable<Entry>
        caption={t('dash.logs.title')}
        columns={[
          { id: 'id', header: t('dash.common.id'), cell: (e) => e.id, className: 'tabular-nums' },
          { id: 'createdAt', header: t('dash.logs.createdAt'), cell: (e) => formatDateTime(e.createdAt), sortKey: 'DATE', className: 'whitespace-nowrap tabular-nums' },
          { id: 'userId', header: t('dash.logs.staffId'), cell: (e) => e.userId ?? t('dash.common.none'), className: 'tabular-nums' },
          { id: 'user', header: t('dash.logs.user'), cell: (e) => e.username ?? t('dash.common.none'), sortKey: 'USER' },
          { id: 'action', header: t('dash.logs.action'), cell: (e) => <Badge tone={actionTone[e.action]}>{t(`dash.logs.actions.${e.action}`)}</Badge>, sortKey: 'ACTION' },
          { id: 'entity', header: t('dash.logs.entity'), cell: (e) => logObject(t, e), sortKey: 'ENTITY' },
          { id: 'details', header: t('dash.logs.details'), cell: (e) => <Details entry={e} />, className: 'min-w-64' },
        ]}
        rows={result?.items ?? []}
        rowKey={(e) => e.id}
        loading={loading}
        empty={t('dash.logs.empty')}
        sort={sort.table}
      />
      {result && <ListPager url={url} total={result.total} busy={loading} />}
    </DashboardPage>
  );
}

/** The row's details worded in the page's language; a row written before they were kept in data, or
 * by the old system, shows the text it was written with. */
function Details({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  if (!entry.detail) return <span className="break-words">{entry.details}</span>;
  const changes = logChanges(t, entry.detail, entry.action);
  return (
    <span className="break-words">
      {entry.detail.subject && <span className="font-medium">{entry.detail.subject}</span>}
      {changes.length > 0 && (
        <ul className="text-slate-700">
          {changes.map((c, i) => (
            <li key={i}>{c}</li>
          ))}
        </ul>
      )}
    </span>
  );
}
