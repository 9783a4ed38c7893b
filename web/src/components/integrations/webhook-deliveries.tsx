import { useState } from 'react';
import { DataTable } from '../ui/data-table';
import { Pagination } from '../ui/pagination';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n/translation';
import { pageCount } from '../../lib/paging';
import { useDashboardWebhookDeliveriesQuery, useReplayWebhookDelivery, type DashboardWebhookDeliveriesQuery, type WebhookDeliveryStatus } from './api/webhooks';
import { Badge, type Tone } from '../ui/badge';
import { LoadError } from '../ui/load-error';
import { actionButton } from '../ui/row-buttons';
import { useNotice } from '../ui/toasts';

type Delivery = DashboardWebhookDeliveriesQuery['webhookDeliveries']['items'][number];
const PAGE_SIZE = 20;
const tone: Record<WebhookDeliveryStatus, Tone> = { PENDING: 'amber', DELIVERED: 'green', FAILED: 'red' };
const EVENT_WORD = { BOOKING_CREATED: 'booking.created', BOOKING_CONFIRMED: 'booking.confirmed', BOOKING_PAID: 'booking.paid', BOOKING_CANCELLED: 'booking.cancelled', BOOKING_EXPIRED: 'booking.expired' } as const;

/**
 * One endpoint's delivery log, newest first (ADR 0043): the event and booking, the state with its
 * attempts and next try, the receiver's last answer or error; "Send again" replays one (same body, new signature).
 */
export function WebhookDeliveries({ endpointId, url, level = 3 }: { endpointId: number; url: string; level?: 3 | 4 }) {
  const { t } = useTranslation();
  const Heading = level === 4 ? 'h4' : 'h3';
  const notify = useNotice();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useDashboardWebhookDeliveriesQuery({
    variables: { endpointId, page: { page, pageSize: PAGE_SIZE } }, fetchPolicy: 'cache-and-network',
    // Retries and replays land while the log is open: it follows them.
    pollInterval: 5000,
  });
  const [replay, replaying] = useReplayWebhookDelivery();
  const list = (data ?? previousData)?.webhookDeliveries;
  const pages = pageCount(list?.total ?? 0, PAGE_SIZE);

  async function onReplay(d: Delivery) {
    try {
      await replay({ variables: { id: d.id } });
      notify({ kind: 'success', text: { key: 'hooks.replayed' } });
    } catch {
      notify({ kind: 'error', text: { key: 'hooks.error' } });
    }
  }

  return (
    <section aria-label={t('hooks.logTitle', { url })} className="mt-4">
      <Heading className="mb-2 font-semibold break-all text-slate-900">{t('hooks.logTitle', { url })}</Heading>
      {error && <LoadError text={t('hooks.logError')} onRetry={() => void refetch()} />}
      <DataTable<Delivery>
        caption={t('hooks.logTitle', { url })}
        columns={[
          {
            id: 'event', header: t('hooks.event'),
            cell: (d) => (
              <span className="flex flex-col">
                <code className="text-xs">{EVENT_WORD[d.eventType]}</code>
                <span className="text-xs text-slate-600 tabular-nums">{formatDateTime(d.createdAt)}</span>
              </span>
            ),
          },
          { id: 'booking', header: t('hooks.booking'), cell: (d) => d.reference ?? '', className: 'w-28' },
          {
            id: 'state', header: t('hooks.state'), className: 'w-44',
            cell: (d) => (
              <span className="flex flex-col items-start gap-0.5" data-delivery-state={d.status}>
                <Badge tone={tone[d.status]}>{t(`hooks.states.${d.status}`)}</Badge>
                <span className="text-xs text-slate-600 tabular-nums">{t('hooks.attempts', { attempts: d.attempts, max: d.maxAttempts })}</span>
                {d.status === 'PENDING' && d.nextAttemptAt && <span className="text-xs text-slate-600">{t('hooks.next', { at: formatDateTime(d.nextAttemptAt) })}</span>}
              </span>
            ),
          },
          {
            id: 'answer', header: t('hooks.lastAnswer'), className: 'w-64',
            cell: (d) => (
              <span className="flex flex-col text-xs">
                <span className="tabular-nums">{d.lastStatusCode ?? (d.attempts ? t('hooks.noAnswer') : '')}</span>
                {d.lastError && <span className="line-clamp-2 break-words text-red-800" title={d.lastError}>{d.lastError}</span>}
              </span>
            ),
          },
          {
            id: 'actions', header: '', className: 'w-32',
            cell: (d) => <button type="button" className={actionButton} disabled={replaying.loading} onClick={() => void onReplay(d)}>{t('hooks.replay')}</button>,
          },
        ]}
        rows={list?.items ?? []}
        rowKey={(d) => d.id}
        loading={loading && !list}
        empty={t('hooks.logEmpty')}
      />
      {pages > 1 && (
        <Pagination page={page} pages={pages} onPage={setPage} busy={loading}
          labels={{ nav: t('dash.common.pageNav'), previous: t('dash.common.previous'), next: t('dash.common.next') }}
          summary={t('dash.common.pageSummary', { page, pages, total: list?.total ?? 0 })} />
      )}
    </section>
  );
}
