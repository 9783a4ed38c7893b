import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import type { SitePlacesQuery } from '../../../lib/api/places';
import { fold, formatDate } from '../../../lib/format';
import { nearbyPlace } from '../../../lib/nearby-places';
import { filterValues, flexDays, searchUrl } from '../../../lib/search-url';

interface Props {
  params: URLSearchParams;
  places: SitePlacesQuery | undefined;
  /** A date that matched nothing: the same search's departures ± 3 days (issue 42, item 10). */
  nearby?: readonly { departureDate: string }[];
}

/**
 * Nothing found: say so, then offer the searches nearest to it (the city a resort is near, the
 * country of a city without offers, the text without the other filters, everything) and a person.
 * No link on the site should end on a bare "nothing found" (issue 16: Festat, the footer).
 */
export function NoResults({ params, places, nearby }: Props) {
  const { t, i18n } = useTranslation();
  const filters = filterValues(params);
  // Each nearby departure day once, with how many packages leave that day.
  const days = new Map<string, number>();
  for (const p of nearby ?? []) days.set(p.departureDate, (days.get(p.departureDate) ?? 0) + 1);
  const text = params.get('s')?.trim() ?? '';
  const others = Object.keys(filterValues(params)).some((name) => name !== 's');
  const suggestions: { to: string; label: string }[] = [];

  if (text) {
    const near = nearbyPlace(text);
    if (near) suggestions.push({ to: searchUrl({ s: near }), label: t('search.suggestNear', { place: near }) });
    const city = places?.cities.find((c) => fold(c.name) === fold(text));
    const country = places?.countries.find((c) => c.id === city?.country.id);
    if (country) suggestions.push({ to: searchUrl({ toId: country.id, toEmri: country.name }), label: t('search.suggestCountry', { country: country.name }) });
    if (others) suggestions.push({ to: searchUrl({ s: text }), label: t('search.suggestOnlyText', { text }) });
  }
  if (text || others) suggestions.push({ to: searchUrl(), label: t('search.suggestAll') });
  suggestions.push({ to: '/kontakt', label: t('search.suggestContact') });

  return (
    <div className="rounded-lg bg-slate-50 p-6 text-slate-700">
      <p className="font-semibold text-slate-900">{t('search.none')}</p>
      {days.size > 0 && (
        <div className="mt-3">
          <p className="text-sm">{t('search.nearby')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {[...days].map(([day, count]) => (
              <li key={day}>
                <Link
                  to={searchUrl({ ...filters, DepartureDate: day })}
                  className="inline-block rounded-full border border-sky-300 bg-white px-3 py-1 text-sm font-semibold text-sky-800 hover:bg-sky-50"
                >
                  {formatDate(day, i18n.language)} ({count})
                </Link>
              </li>
            ))}
            <li>
              <Link to={searchUrl({ ...filters, flex: flexDays })} className="inline-block rounded-full bg-sky-700 px-3 py-1 text-sm font-semibold text-white hover:bg-sky-800">
                {t('search.flex')}
              </Link>
            </li>
          </ul>
        </div>
      )}
      <p className="mt-3 text-sm">{t('search.suggestions')}</p>
      <ul className="mt-2 space-y-1.5">
        {suggestions.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="font-medium text-sky-800 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-sky-900">
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
