import '../../../lib/i18n/booking-texts';
import '../../../lib/i18n/passengers-texts';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation';
import { DataTable } from '../../../components/ui/data-table';
import type { ReservationSort, ReservationStatus } from '../../../gql/schema';
import { formatDateTime, formatEuro } from '../../../lib/format';
import { boardLabel, partyLabel } from '../../../lib/board';
import { useDashboardReservationsQuery, type DashboardReservationRowFragment as Reservation } from '../api/reservations';
import { Badge, type Tone } from '../components/badge';
import { DashboardPage } from '../components/dashboard-page';
import { DateRange } from '../components/date-range';
import { ListPager } from '../components/list-pager';
import { LoadError } from '../components/load-error';
import { ReservationActions } from '../components/reservation-actions';
import { ReservationFilters, reservationFilterOf } from '../components/reservation-filters';
import { PAGE_SIZE, useUrlSort, useUrlState } from '../lib/url-state';

const sorts: readonly ReservationSort[] = ['CREATED', 'STATUS', 'TITLE', 'CUSTOMER', 'TRAVELLERS', 'DEPARTURE', 'PRICE'];
export const statusTone: Record<ReservationStatus, Tone> = {
  OPTION: 'amber', CONFIRMED: 'green', TRAVELLED: 'sky', CANCELLED: 'slate', EXPIRED: 'slate', WAITLISTED: 'violet',
};

/**
 * The bookings, found by reference or name and narrowed by dates (issue 42). Every column fits a
 * 1366 px screen beside the sidebar, the actions last and not pinned over the travellers; the
 * names, the plan, the notes and the history are in the opened booking.
 */
export function ReservationsPage() {
  const { t } = useTranslation();
  const url = useUrlState();
  const sort = useUrlSort(url, sorts, { by: 'CREATED', direction: 'DESC' });
  const { data, previousData, loading, error, refetch } = useDashboardReservationsQuery({
    variables: { filter: reservationFilterOf(url), order: sort.order, page: { page: url.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.reservations;

  return (
    <DashboardPage title={t('dash.reservations.title')}>
      <ReservationFilters url={url} />
      {error && <LoadError text={t('dash.reservations.loadError')} onRetry={() => void refetch()} />}
      <DataTable<Reservation>
        caption={t('dash.reservations.title')}
        columns={[
          {
            id: 'reference',
            header: t('bookingDash.reference'),
            cell: (r) => (
              <span className="flex flex-col">
                <Link to={`/dashboard/Reservations/${r.id}`} className="font-semibold whitespace-nowrap text-sky-800 underline" aria-label={t('dash.reservations.openLabel', { reference: r.reference })}>
                  {r.reference}
                </Link>
                <span className="text-xs text-slate-600 tabular-nums">{formatDateTime(r.createdAt)}</span>
              </span>
            ),
            sortKey: 'CREATED',
          },
          { id: 'status', header: t('dash.reservations.status'), cell: (r) => <Badge tone={statusTone[r.status]}>{t(`dash.reservations.statuses.${r.status}`)}</Badge>, sortKey: 'STATUS' },
          {
            id: 'package',
            header: t('dash.reservations.package'),
            cell: (r) => (
              <span className="flex flex-col">
                <span className="font-medium">{r.title}</span>
                {r.roomType && <span className="text-xs text-slate-600">{r.roomType} · {boardLabel(t, r.board)}</span>}
              </span>
            ),
            sortKey: 'TITLE',
          },
          { id: 'dates', header: t('dash.reservations.dates'), cell: (r) => <DateRange from={r.departureDate} to={r.returnDate} />, sortKey: 'DEPARTURE', className: 'tabular-nums' },
          {
            id: 'client',
            header: t('dash.reservations.client'),
            cell: (r) => (
              <span className="flex flex-col">
                <span>{r.userName}</span>
                {r.customerEmail && <span className="text-xs break-all text-slate-600">{r.customerEmail}</span>}
                {r.customerPhone && <span className="text-xs whitespace-nowrap text-slate-600">{r.customerPhone}</span>}
                {r.partnerAgencyId && (
                  <Link to={`/dashboard/Reservations?partner=${r.partnerAgencyId}`} className="text-xs font-semibold text-emerald-800 underline" data-testid="seller">
                    {t('dash.reservations.soldBy', { name: r.partnerAgencyName ?? '' })}
                  </Link>
                )}
              </span>
            ),
            sortKey: 'CUSTOMER',
          },
          {
            id: 'travellers',
            header: t('dash.reservations.travellers'),
            cell: (r) => (
              <span className="flex flex-col items-start gap-1">
                <span className="tabular-nums">{partyLabel(t, r.adults, r.childAges)}</span>
                {(r.status === 'OPTION' || r.status === 'CONFIRMED') && r.passengersMissing > 0 && (
                  // Wraps within the column (a pill would widen the table past the screen).
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('travellers.staffBadge', { count: r.passengersMissing })}</span>
                )}
              </span>
            ),
            sortKey: 'TRAVELLERS',
          },
          {
            id: 'total',
            header: t('bookingDash.total'),
            cell: (r) => (
              <span className="flex flex-col tabular-nums">
                <span className="font-semibold">{formatEuro(r.total)}</span>
                <span className="text-xs text-slate-600">{formatEuro(r.price)} / p</span>
              </span>
            ),
            sortKey: 'PRICE',
          },
          { id: 'actions', header: t('dash.common.actions'), cell: (r) => <ReservationActions reservation={r} /> },
        ]}
        rows={result?.items ?? []}
        rowKey={(r) => r.id}
        loading={loading}
        empty={t('dash.reservations.empty')}
        sort={sort.table}
      />
      {result && <ListPager url={url} total={result.total} busy={loading} />}
    </DashboardPage>
  );
}
