import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation } from 'react-router';
import { formatDateRange, formatEuro } from '../../../lib/format';
import { todayLocal } from '../../../lib/dates';
import type { PackageQuery } from '../api/package';

/**
 * The other departures of the same hotel (same title and city, the API's rule): dates, airport and
 * from-price, each a link to its own page. The way back to the search travels along. A departure that
 * has passed since the answer was cached is left out here too.
 */
export function OtherDepartures({ departures }: { departures: PackageQuery['package']['otherDepartures'] }) {
  const { t, i18n } = useTranslation();
  const { state } = useLocation();
  const today = todayLocal();
  const upcoming = departures.filter((d) => d.departureDate >= today);
  if (!upcoming.length) return null;
  return (
    <section>
      <h2 className="text-xl font-bold text-slate-900">{t('pkgPage.otherDepartures')}</h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {upcoming.map((d) => (
          <li key={d.id}>
            <Link
              to={`/aranzhmani/${d.id}`}
              state={state}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-sky-50 focus-visible:bg-sky-50"
            >
              <span className="font-semibold text-slate-900">{formatDateRange(d.departureDate, d.returnDate, i18n.language)}</span>
              <span className="text-sm text-slate-700">
                {t('pkg.nights', { count: d.nights })} · {t('pkgPage.departureFrom', { airport: d.airport.label })}
              </span>
              <span className="text-sm text-slate-700">
                {d.seatsLeft === 0 ? (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 font-bold text-slate-800">{t('pkg.full')}</span>
                ) : (
                  <>
                    {t('pkg.fromPP')} <strong className="text-lg text-sky-800">{formatEuro(d.price)}</strong>
                  </>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
