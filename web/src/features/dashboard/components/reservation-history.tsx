import { useTranslation } from '../../../lib/i18n/translation';
import { formatDateTime } from '../../../lib/format';
import type { DashboardReservationQuery } from '../api/reservation';
import { logChanges } from '../lib/log-detail';

type Booking = NonNullable<DashboardReservationQuery['reservation']>;

/** When it was booked, then what staff did to it (status changes, notes) from the activity log, oldest first. */
export function ReservationHistory({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
      <li>
        <span className="font-medium tabular-nums">{formatDateTime(booking.createdAt)}</span> · {t('dash.reservations.historyBooked', { name: booking.userName })}
      </li>
      {booking.history.map((entry) => (
        <li key={entry.id}>
          <span className="font-medium tabular-nums">{formatDateTime(entry.createdAt)}</span>
          {' · '}
          {entry.detail ? logChanges(t, entry.detail, entry.action).join('; ') : t('dash.common.none')}
          {' · '}
          <span className="text-slate-600">{t('dash.reservations.by', { name: entry.username ?? t('dash.reservations.system') })}</span>
        </li>
      ))}
    </ol>
  );
}
