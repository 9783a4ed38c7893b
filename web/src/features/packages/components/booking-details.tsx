import '../../../lib/i18n/booking-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import type { MyReservationsQuery } from '../../../components/packages/api/my-reservations';
import { boardLabel, partyLabel } from '../../../lib/board';
import { todayLocal } from '../../../lib/dates';
import { formatDate, formatEuro } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { BookingMoney } from './booking-money';

type Reservation = MyReservationsQuery['myReservations'][number];

/** What a booking holds, for its owner: reference, option, party, names, total and plan, cancellation. */
export function BookingDetails({ r }: { r: Reservation }) {
  const { t, i18n } = useTranslation();
  const date = (d: string) => formatDate(d, i18n.language);
  const open = r.status !== 'CANCELLED' && r.status !== 'EXPIRED';
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
      <dt>{t('myBooking.reference')}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{r.reference}</dd>
      {r.roomType && (
        <>
          <dt>{t('myBooking.option')}</dt>
          <dd>
            {localized(i18n.language, r.roomType, r.roomTypeEn)} · {boardLabel(t, r.board)}
          </dd>
        </>
      )}
      <dt>{t('myBooking.party')}</dt>
      <dd>{partyLabel(t, r.adults, r.childAges)}</dd>
      {r.travellerNames.length > 0 && (
        <>
          <dt>{t('myBooking.names')}</dt>
          <dd>{r.travellerNames.join(', ')}</dd>
        </>
      )}
      <dt>{t('myBooking.total')}</dt>
      <dd className="font-bold text-slate-900">{formatEuro(r.total)}</dd>
      {/* A waiting party's plan; once it holds seats, what it paid and owes (issue 44). */}
      {r.status === 'WAITLISTED' && r.balanceDueDate && r.balance > 0 && (
        <dd className="col-span-2">{t('myBooking.plan', { deposit: formatEuro(r.deposit), balance: formatEuro(r.balance), date: date(r.balanceDueDate) })}</dd>
      )}
      <BookingMoney r={r} />
      {open && r.freeCancellationUntil && (
        <dd className="col-span-2">
          {r.freeCancellationUntil >= todayLocal() ? t('myBooking.freeCancel', { date: date(r.freeCancellationUntil) }) : t('myBooking.cancelEnded', { date: date(r.freeCancellationUntil) })}
        </dd>
      )}
    </dl>
  );
}
