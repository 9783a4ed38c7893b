import '../../../lib/i18n/booking-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import type { MyReservationsQuery } from '../../../components/packages/api/my-reservations';
import { formatDate, formatEuro } from '../../../lib/format';

type Reservation = MyReservationsQuery['myReservations'][number];

const euro = (cents: number) => formatEuro(cents / 100);

/**
 * What the customer has paid and still owes (issue 44), rows of BookingDetails' list: for a live booking
 * the paid sum, the rest and the next payment (marked when late, in words as well as red), "paid in
 * full" once it is; for a cancelled one what the agency owes back.
 */
export function BookingMoney({ r }: { r: Reservation }) {
  const { t, i18n } = useTranslation();
  const m = r.payment;
  if (r.status === 'CANCELLED' || r.status === 'EXPIRED') {
    if (m.refundOwedCents <= 0) return null;
    return (
      <>
        <dt>{t('myBooking.money.refundOwed')}</dt>
        <dd className="font-semibold text-slate-900">{euro(m.refundOwedCents)}</dd>
      </>
    );
  }
  if (r.status !== 'OPTION' && r.status !== 'CONFIRMED') return null;
  if (m.paidInFull) {
    return (
      <dd className="col-span-2 font-semibold text-emerald-800">
        <span aria-hidden="true">✓ </span>
        {t('myBooking.money.paidInFull')}
      </dd>
    );
  }
  return (
    <>
      <dt>{t('myBooking.money.paid')}</dt>
      <dd className="tabular-nums">{euro(m.paidCents)}</dd>
      <dt>{t('myBooking.money.toPay')}</dt>
      <dd className="tabular-nums">{euro(m.outstandingCents)}</dd>
      {m.nextDueDate && m.nextDueCents != null && (
        <>
          <dt>{t('myBooking.money.next')}</dt>
          <dd className={m.overdue ? 'font-semibold text-red-800' : 'font-semibold text-slate-900'}>
            {t('myBooking.money.nextValue', { amount: euro(m.nextDueCents), date: formatDate(m.nextDueDate, i18n.language) })}
          </dd>
        </>
      )}
      {m.overdue && (
        <dd className="col-span-2">
          <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            <span aria-hidden="true">! </span>
            {t('myBooking.money.overdue')}
          </span>
        </dd>
      )}
    </>
  );
}
