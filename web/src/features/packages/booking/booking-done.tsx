import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { boardLabel, partyLabel } from '../../../lib/board';
import { formatDate, formatEuro } from '../../../lib/format';
import type { BookPackageMutation } from '../../../gql/graphql';

type Booked = BookPackageMutation['bookPackage'];

/** After booking: the reference first, then what was booked, the total and the plan. */
export function BookingDone({ booked, onAnother }: { booked: Booked; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="status" className="space-y-3">
      <p className="text-lg font-bold text-emerald-800">{t('booking.done')}</p>
      <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-3">
        <span className="block text-xs font-bold uppercase tracking-wide text-emerald-900">{t('booking.reference')}</span>
        <span className="text-2xl font-bold tabular-nums text-slate-900" data-testid="booking-reference">
          {booked.reference}
        </span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
        <dt>{t('myBooking.option')}</dt>
        <dd className="font-medium text-slate-900">
          {booked.roomType} · {boardLabel(t, booked.board)}
        </dd>
        <dt>{t('myBooking.party')}</dt>
        <dd className="font-medium text-slate-900">{partyLabel(t, booked.adults, booked.childAges)}</dd>
        <dt>{t('myBooking.total')}</dt>
        <dd className="font-bold text-slate-900">{formatEuro(booked.total)}</dd>
      </dl>
      <p className="text-sm text-slate-700">
        {t('myBooking.plan', {
          deposit: formatEuro(booked.deposit),
          balance: formatEuro(booked.balance),
          date: booked.balanceDueDate ? formatDate(booked.balanceDueDate, i18n.language) : '—',
        })}
      </p>
      <p className="text-sm text-slate-700">{t('booking.doneText')}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/rezervimet-e-mia" className={buttonClass('primary')}>
          {t('booking.seeMine')}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {t('booking.another')}
        </Button>
      </div>
    </div>
  );
}
