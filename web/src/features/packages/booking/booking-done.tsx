import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { boardLabel, partyLabel } from '../../../lib/board';
import { formatAgencyTime, formatDate, formatEuro } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import type { BookPackageMutation } from '../../../gql/graphql';

type Booked = BookPackageMutation['bookPackage'];

/**
 * After booking: the reference first, then what was booked, the total and the plan. It replaces the
 * form, whose button may sit far below its top: the confirmation is brought into view (smoothly unless
 * the visitor asked for reduced motion) and its heading takes the focus, so a keyboard or screen-reader
 * user hears "Rezervimi u krye!" instead of losing the focus to the page's body (issue 42, item 8).
 */
export function BookingDone({ booked, onAnother }: { booked: Booked; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const waiting = booked.status === 'WAITLISTED';
  useEffect(() => {
    const el = heading.current;
    if (!el) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }, []);
  return (
    <section aria-labelledby="booking-done-heading" className="space-y-3">
      <h3
        id="booking-done-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-bold text-emerald-800 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      >
        {waiting ? t('booking.doneWaitlisted') : t('booking.done')}
      </h3>
      <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-3">
        <span className="block text-xs font-bold uppercase tracking-wide text-emerald-900">{t('booking.reference')}</span>
        <span className="text-2xl font-bold tabular-nums text-slate-900" data-testid="booking-reference">
          {booked.reference}
        </span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
        {/* Seats alone (issue 43) have no room or board. */}
        {booked.roomType && (
          <>
            <dt>{t('myBooking.option')}</dt>
            <dd className="font-medium text-slate-900">
              {localized(i18n.language, booked.roomType, booked.roomTypeEn)} · {boardLabel(t, booked.board)}
            </dd>
          </>
        )}
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
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
        {waiting
          ? t('myBooking.next.WAITLISTED', { position: booked.waitlistPosition ?? 1 })
          : booked.expiresAt
            ? t('myBooking.next.OPTION', { until: formatAgencyTime(booked.expiresAt, i18n.language), deposit: formatEuro(booked.deposit) })
            : t('myBooking.next.OPTION_OPEN', { deposit: formatEuro(booked.deposit) })}
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
    </section>
  );
}
