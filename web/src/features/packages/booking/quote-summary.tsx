import { useTranslation } from '../../../lib/i18n/translation';
import { todayLocal } from '../../../lib/dates';
import { formatDate, formatEuro } from '../../../lib/format';
import type { BookingQuoteQuery } from './api/booking-quote';

type Quote = BookingQuoteQuery['bookingQuote'];

/** The deposit is the terms' percent of the total (rounded to the cent), not a fixed sum per traveller. */
const percentOf = (q: Quote) => Math.round((Math.round(q.total * 100) * q.depositPercent) / 100) === Math.round(q.deposit * 100);

/**
 * The server's price, line by line, with the payment plan and the free-cancellation day. Each label and its
 * amount are split by a space, which the flex rows drop: read without the stylesheet (or before it arrives) a
 * row still says "Pagesa e plotë, sot €780", not "sot€780".
 */
export function QuoteSummary({ quote, stale }: { quote: Quote; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const date = (d: string) => formatDate(d, i18n.language);
  return (
    <div className={`rounded-xl bg-slate-50 p-4 text-sm ${stale ? 'opacity-60' : ''}`} aria-live="polite" aria-busy={stale}>
      <ul className="space-y-1 text-slate-700">
        {quote.lines.map((l, i) => (
          <li key={i} className="flex justify-between gap-3">
            <span>{t(`booking.line.${l.kind}`, { count: l.count, age: l.age ?? 0 })}</span>{' '}
            <span className="tabular-nums">{formatEuro(l.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold text-slate-900" data-testid="booking-total">
        <span>{t('booking.total')}</span>{' '}
        <span className="tabular-nums">{formatEuro(quote.total)}</span>
      </p>
      {quote.balance > 0 ? (
        <>
          <p className="mt-2 flex justify-between gap-3 text-slate-700">
            {/* A deposit per traveller (issue 44) is no percent of the total: its label says no number then. */}
            <span>{percentOf(quote) ? t('booking.deposit', { percent: quote.depositPercent }) : t('booking.depositFixed')}</span>{' '}
            <span className="tabular-nums">{formatEuro(quote.deposit)}</span>
          </p>
          <p className="flex justify-between gap-3 text-slate-700">
            <span>{t('booking.balance', { date: date(quote.balanceDueDate) })}</span>{' '}
            <span className="tabular-nums">{formatEuro(quote.balance)}</span>
          </p>
        </>
      ) : (
        // Departure near (issue 44): everything is due at once, today; no balance of nothing on a later day.
        <p className="mt-2 flex justify-between gap-3 font-medium text-slate-900" data-testid="booking-full-today">
          <span>{t('booking.fullToday')}</span>{' '}
          <span className="tabular-nums">{formatEuro(quote.total)}</span>
        </p>
      )}
      <p className="mt-2 font-medium text-emerald-800">
        {quote.freeCancellationUntil >= todayLocal() ? t('booking.freeCancel', { date: date(quote.freeCancellationUntil) }) : t('booking.noFreeCancel')}
      </p>
      <p className="mt-1 text-xs text-slate-500">{t('booking.serverPrice')}</p>
    </div>
  );
}
