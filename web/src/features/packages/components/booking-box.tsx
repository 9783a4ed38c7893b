import '../../../lib/i18n/booking-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { useVisitorKind } from '../../../lib/visitor';
import { useBookingOptionsQuery } from '../booking/api/booking-options';
import { BookingForm } from '../booking/booking-form';

/**
 * The package page's booking box (issue 20): it fetches the package's options and terms itself and
 * holds the whole booking. Space is kept while it loads, so the page does not jump.
 */
export function BookingBox({ packageId }: { packageId: number }) {
  const { t } = useTranslation();
  const { data, loading } = useBookingOptionsQuery({ variables: { id: packageId } });
  // Signed in or not is the page's kind (the server draws it): book, or log in first.
  const signedIn = useVisitorKind() !== 'anonymous';
  const pkg = data?.package;
  return (
    <section aria-labelledby="booking-heading" aria-busy={loading} className="min-h-96 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="booking-heading" className="mb-4 text-xl font-bold text-slate-900">
        {t('booking.title')}
      </h2>
      {pkg && !pkg.bookable && (
        <div role="status" className="rounded-xl bg-slate-100 p-4 text-slate-800">
          <p className="font-semibold">{t('booking.closed')}</p>
          <p className="mt-1 text-sm">{t('booking.closedNext')}</p>
        </div>
      )}
      {pkg?.bookable && <BookingForm key={pkg.id} pkg={pkg} loggedIn={signedIn} />}
    </section>
  );
}
