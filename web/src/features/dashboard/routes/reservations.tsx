import '../../../lib/i18n/booking-texts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import type { ReservationSort, ReservationStatus } from '../../../gql/schema';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { boardLabel, partyLabel } from '../../../lib/board';
import { useDashboardReservationsQuery, type DashboardReservationRowFragment as Reservation } from '../api/reservations';
import { useSetReservationStatus } from '../api/set-reservation-status';
import { Badge, type Tone } from '../components/badge';
import { DashboardPage } from '../components/dashboard-page';
import { DateRange } from '../components/date-range';
import { FilterBar, FilterField, filterInput } from '../components/filter-bar';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { useNotice } from '../components/toasts';
import { dangerButton, primaryButton } from '../components/row-buttons';
import { describeError } from '../lib/api-error';
import { PAGE_SIZE, useUrlSort, useUrlState } from '../lib/url-state';
import { msg } from '../../../lib/message';

const statuses: readonly ReservationStatus[] = ['PENDING', 'CONFIRMED', 'CANCELLED'];
const sorts: readonly ReservationSort[] = ['CREATED', 'STATUS', 'TITLE', 'CUSTOMER', 'TRAVELLERS', 'DEPARTURE', 'PRICE'];
const statusTone: Record<ReservationStatus, Tone> = { PENDING: 'amber', CONFIRMED: 'green', CANCELLED: 'slate' };

export function ReservationsPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const sort = useUrlSort(url, sorts, { by: 'CREATED', direction: 'DESC' });
  const status = statuses.find((s) => s === url.get('status')) ?? null;
  const { data, previousData, loading, error, refetch } = useDashboardReservationsQuery({
    variables: { filter: { status }, order: sort.order, page: { page: url.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.reservations;
  const [setStatus, { loading: saving }] = useSetReservationStatus();
  const setNotice = useNotice();
  const [toCancel, setToCancel] = useState<Reservation | null>(null);

  // The API allows PENDING → CONFIRMED | CANCELLED and CONFIRMED → CANCELLED.
  async function change(r: Reservation, next: ReservationStatus) {
    try {
      await setStatus({ variables: { id: r.id, status: next } });
      setNotice({ kind: 'success', text: next === 'CONFIRMED' ? msg('dash.reservations.confirmed') : msg('dash.reservations.cancelled') });
    } catch (e) {
      setNotice({ kind: 'error', text: msg('dash.reservations.error'), detail: describeError(e, []).detail });
    }
  }

  return (
    <DashboardPage title={t('dash.reservations.title')}>
      <FilterBar>
        <FilterField label={t('dash.reservations.status')}>
          <select className={filterInput} value={status ?? ''} onChange={(e) => url.update({ status: e.target.value })}>
            <option value="">{t('dash.common.all')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`dash.reservations.statuses.${s}`)}
              </option>
            ))}
          </select>
        </FilterField>
      </FilterBar>
      {error && <LoadError text={t('dash.reservations.loadError')} onRetry={() => void refetch()} />}
      <DataTable<Reservation>
        caption={t('dash.reservations.title')}
        columns={[
          { id: 'id', header: t('dash.common.id'), cell: (r) => r.id, className: 'tabular-nums' },
          { id: 'status', header: t('dash.reservations.status'), cell: (r) => <Badge tone={statusTone[r.status]}>{t(`dash.reservations.statuses.${r.status}`)}</Badge>, sortKey: 'STATUS' },
          { id: 'package', header: t('dash.reservations.package'), cell: (r) => <span className="font-medium">{r.title}</span>, sortKey: 'TITLE', className: 'min-w-32' },
          { id: 'reference', header: t('bookingDash.reference'), cell: (r) => <span className="whitespace-nowrap font-medium">{r.reference}</span>, className: 'tabular-nums' },
          { id: 'client', header: t('dash.reservations.client'), cell: (r) => r.userName, sortKey: 'CUSTOMER' },
          {
            id: 'contact',
            header: t('bookingDash.contact'),
            cell: (r) => (
              <span className="flex flex-col text-sm">
                {r.customerEmail && <a className="text-sky-800 underline" href={`mailto:${r.customerEmail}`}>{r.customerEmail}</a>}
                {r.customerPhone && <a className="text-sky-800 underline" href={`tel:${r.customerPhone.replace(/\s+/g, '')}`}>{r.customerPhone}</a>}
              </span>
            ),
          },
          { id: 'option', header: t('bookingDash.option'), cell: (r) => (r.roomType ? `${r.roomType} · ${boardLabel(t, r.board)}` : '—'), className: 'min-w-32' },
          { id: 'travellers', header: t('dash.reservations.travellers'), cell: (r) => (
            <span className="flex flex-col">
              <span className="tabular-nums">{partyLabel(t, r.adults, r.childAges)}</span>
              {r.travellerNames.length > 0 && <span className="text-xs text-slate-600">{r.travellerNames.join(', ')}</span>}
            </span>
          ), sortKey: 'TRAVELLERS', className: 'min-w-32' },
          { id: 'dates', header: t('dash.reservations.dates'), cell: (r) => <DateRange from={r.departureDate} to={r.returnDate} />, sortKey: 'DEPARTURE', className: 'tabular-nums' },
          { id: 'price', header: t('dash.reservations.price'), cell: (r) => formatEuro(r.price), sortKey: 'PRICE', className: 'tabular-nums' },
          { id: 'total', header: t('bookingDash.total'), cell: (r) => <span className="font-semibold">{formatEuro(r.total)}</span>, className: 'tabular-nums' },
          { id: 'createdAt', header: t('dash.reservations.createdAt'), cell: (r) => formatDateTime(r.createdAt), sortKey: 'CREATED', className: 'tabular-nums' },
          {
            id: 'actions',
            header: t('dash.common.actions'),
            pinned: true,
            cell: (r) => (
              <div className="flex flex-wrap gap-1.5">
                {r.status === 'PENDING' && (
                  <button type="button" className={primaryButton} disabled={saving} onClick={() => void change(r, 'CONFIRMED')}>
                    {t('dash.reservations.confirm')}
                    <span className="sr-only"> — #{r.id}</span>
                  </button>
                )}
                {r.status !== 'CANCELLED' && (
                  <button type="button" className={dangerButton} disabled={saving} onClick={() => setToCancel(r)}>
                    {t('dash.reservations.cancelReservation')}
                    <span className="sr-only"> — #{r.id}</span>
                  </button>
                )}
              </div>
            ),
          },
        ]}
        rows={result?.items ?? []}
        rowKey={(r) => r.id}
        loading={loading}
        empty={t('dash.reservations.empty')}
        sort={sort.table}
      />
      {result && <ListPager url={url} total={result.total} busy={loading} />}
      <ConfirmDialog
        open={toCancel !== null}
        title={t('dash.confirm.title')}
        description={t('dash.confirm.text')}
        cancelLabel={t('dash.confirm.cancel')}
        confirmLabel={t('dash.confirm.confirm')}
        busy={saving}
        onCancel={() => setToCancel(null)}
        onConfirm={() => {
          if (!toCancel) return;
          void change(toCancel, 'CANCELLED').finally(() => setToCancel(null));
        }}
      />
    </DashboardPage>
  );
}
