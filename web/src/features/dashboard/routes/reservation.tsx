import '../../../lib/i18n/booking-texts';
import '../../../lib/i18n/passengers-texts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation';
import { Loading } from '../../../components/ui/loading';
import { boardLabel, partyLabel } from '../../../lib/board';
import { todayLocal } from '../../../lib/dates';
import { formatDateTime, formatEuro, formatNumericDate } from '../../../lib/format';
import { useDashboardReservationQuery } from '../api/reservation';
import { Badge } from '../components/badge';
import { DashboardPage, Panel } from '../components/dashboard-page';
import { DateRange } from '../components/date-range';
import { LoadError } from '../components/load-error';
import { ReservationActions } from '../components/reservation-actions';
import { ReservationHistory } from '../components/reservation-history';
import { ReservationNotes } from '../components/reservation-notes';
import { ReservationPassengers } from '../components/reservation-passengers';
import { ReservationPayments } from '../components/reservation-payments';
import { BookingDocuments } from '../../../components/packages/booking-documents';
import { statusTone } from './reservations';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col sm:flex-row sm:gap-3">
      <dt className="w-44 shrink-0 font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * /dashboard/Reservations/:id — one booking (issue 42): what was booked, the travellers by name, the
 * plan, the customer's contact at booking time beside the account's now, its history and the staff's
 * internal notes.
 */
export function ReservationPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, loading, error, refetch } = useDashboardReservationQuery({ variables: { id }, skip: !(id > 0), fetchPolicy: 'cache-and-network' });
  const r = data?.reservation;
  const now = r?.customerNow;
  const changed = (then: string, current: string | undefined) => current !== undefined && current.trim().toLowerCase() !== then.trim().toLowerCase();

  return (
    <DashboardPage
      title={t('dash.reservations.detailTitle', { reference: r?.reference ?? '…' })}
      actions={<Link to="/dashboard/Reservations" className="font-semibold text-sky-800 underline">{t('dash.reservations.back')}</Link>}
      narrow
    >
      {loading && !r && <Loading />}
      {error && <LoadError text={t('dash.reservations.loadOneError')} onRetry={() => void refetch()} />}
      {r && (
        <div className="space-y-6">
          <Panel title={t('dash.reservations.booking')}>
            <dl className="space-y-2 text-sm">
              <Fact label={t('dash.reservations.status')}><Badge tone={statusTone[r.status]}>{t(`dash.reservations.statuses.${r.status}`)}</Badge></Fact>
              {r.status === 'OPTION' && r.expiresAt && <Fact label={t('dash.reservations.expiresAt')}>{formatDateTime(r.expiresAt)}</Fact>}
              {r.status === 'WAITLISTED' && <Fact label={t('dash.reservations.waitlistPosition')}>{r.waitlistPosition}</Fact>}
              <Fact label={t('dash.reservations.package')}>
                {r.packageId ? <Link to={`/aranzhmani/${r.packageId}`} className="text-sky-800 underline">{r.title}</Link> : r.title}
              </Fact>
              <Fact label={t('dash.reservations.dates')}><DateRange from={r.departureDate} to={r.returnDate} /></Fact>
              {r.roomType && <Fact label={t('bookingDash.option')}>{r.roomType} · {boardLabel(t, r.board)}</Fact>}
              <Fact label={t('dash.reservations.travellers')}>{partyLabel(t, r.adults, r.childAges)}</Fact>
              <Fact label={t('dash.reservations.names')}>
                {r.travellerNames.length ? (
                  <ol className="list-decimal pl-5">{r.travellerNames.map((n, i) => <li key={i}>{n}</li>)}</ol>
                ) : t('dash.reservations.noNames')}
              </Fact>
              <Fact label={t('bookingDash.total')}><span className="font-semibold">{formatEuro(r.total)}</span> ({formatEuro(r.price)} / p)</Fact>
              {/* Everything due at once (issue 44) has no balance to date: the schedule below says so. */}
              {r.balanceDueDate && r.balance > 0 && (
                <Fact label={t('dash.reservations.planLabel')}>
                  {t('dash.reservations.plan', { deposit: formatEuro(r.deposit), balance: formatEuro(r.balance), date: formatNumericDate(r.balanceDueDate) })}
                </Fact>
              )}
              <Fact label={t('dash.reservations.createdAt')}>{formatDateTime(r.createdAt)}</Fact>
              <Fact label={t('dash.reservations.cancelLabel')}>
                {r.freeCancellationUntil && r.freeCancellationUntil >= todayLocal()
                  ? t('dash.reservations.freeCancel', { date: formatNumericDate(r.freeCancellationUntil) })
                  : t('dash.reservations.noFreeCancel')}
              </Fact>
            </dl>
            {['OPTION', 'CONFIRMED', 'WAITLISTED'].includes(r.status) && <div className="mt-4"><ReservationActions reservation={r} layout="row" /></div>}
          </Panel>
          <Panel title={t('pay.title')}>
            <ReservationPayments reservation={r} />
          </Panel>
          <Panel title={t('docs.title')}>
            <BookingDocuments reservationId={r.id} heading={null} />
          </Panel>
          <Panel title={t('travellers.staffTitle')}>
            <ReservationPassengers id={r.id} />
          </Panel>
          <Panel title={t('dash.reservations.client')}>
            <p className="mb-3 font-medium">{r.userName}</p>
            {r.partnerAgencyId && (
              <p className="mb-3 text-sm" data-testid="seller">
                <span className="font-semibold text-slate-700">{t('dash.reservations.seller')}:</span>{' '}
                <Link to={`/dashboard/Reservations?partner=${r.partnerAgencyId}`} className="font-semibold text-emerald-800 underline">{r.partnerAgencyName}</Link>
              </p>
            )}
            <div className="grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <h3 className="mb-1 font-semibold text-slate-700">{t('dash.reservations.contactAtBooking')}</h3>
                <p className="break-all">{r.customerEmail || t('dash.common.none')}</p>
                <p>{r.customerPhone || t('dash.common.none')}</p>
              </div>
              <div>
                <h3 className="mb-1 font-semibold text-slate-700">{t('dash.reservations.contactNow')}</h3>
                {now ? (
                  <>
                    <p className="break-all">
                      <a className="text-sky-800 underline" href={`mailto:${now.email}`}>{now.email}</a>
                      {changed(r.customerEmail, now.email) && <> <Badge tone="amber">{t('dash.reservations.changedSince')}</Badge></>}
                    </p>
                    <p>
                      <a className="text-sky-800 underline" href={`tel:${now.phone.replace(/\s+/g, '')}`}>{now.phone}</a>
                      {changed(r.customerPhone, now.phone) && <> <Badge tone="amber">{t('dash.reservations.changedSince')}</Badge></>}
                    </p>
                  </>
                ) : (
                  <p>{t('dash.reservations.accountGone')}</p>
                )}
              </div>
            </div>
          </Panel>
          <Panel title={t('dash.reservations.history')}>
            <ReservationHistory booking={r} />
          </Panel>
          <Panel title={t('dash.reservations.notes')}>
            <ReservationNotes id={r.id} notes={r.notes} />
          </Panel>
        </div>
      )}
    </DashboardPage>
  );
}
