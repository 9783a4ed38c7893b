import '../../../lib/i18n/booking-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import type { MyReservationsQuery } from '../../../components/packages/api/my-reservations';
import { formatAgencyTime, formatDate, formatEuro } from '../../../lib/format';

type Reservation = MyReservationsQuery['myReservations'][number];

/** What the booking's state means for its customer, and what to do next (issue 43). */
export function BookingNextStep({ r }: { r: Reservation }) {
  const { t, i18n } = useTranslation();
  // What is left of the deposit and what is owed, by the ledger (issue 44), not the plan at booking.
  const m = r.payment;
  const deposit = formatEuro((m.nextDueCents ?? Math.round(r.deposit * 100)) / 100);
  const text = (() => {
    switch (r.status) {
      case 'OPTION':
        return r.expiresAt
          ? t('myBooking.next.OPTION', { until: formatAgencyTime(r.expiresAt, i18n.language), deposit })
          : t('myBooking.next.OPTION_OPEN', { deposit });
      case 'CONFIRMED':
        return m.nextDueDate && m.outstandingCents > 0
          ? t('myBooking.next.CONFIRMED', { balance: formatEuro(m.outstandingCents / 100), date: formatDate(m.nextDueDate, i18n.language) })
          : t('myBooking.next.CONFIRMED_PAID');
      case 'WAITLISTED':
        return t('myBooking.next.WAITLISTED', { position: r.waitlistPosition ?? 1 });
      default:
        return t(`myBooking.next.${r.status}`);
    }
  })();
  const urgent = r.status === 'OPTION' || r.status === 'WAITLISTED';
  return <p className={`mt-2 rounded-lg px-3 py-2 text-sm ${urgent ? 'bg-amber-50 text-amber-950' : 'bg-slate-50 text-slate-800'}`}>{text}</p>;
}
