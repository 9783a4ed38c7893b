import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import type { SitePlacesQuery } from '../../../lib/api/places';
import { fold } from '../../../lib/format';
import { nearbyPlace } from '../../../lib/nearby-places';
import { filterValues, searchUrl } from '../../../lib/search-url';

interface Props {
  params: URLSearchParams;
  places: SitePlacesQuery | undefined;
}

/**
 * Nothing found: say so, then offer the searches nearest to it (the city a resort is near, the
 * country of a city without offers, the text without the other filters, everything) and a person.
 * No link on the site should end on a bare "nothing found" (issue 16: Festat, the footer).
 */
export function NoResults({ params, places }: Props) {
  const { t } = useTranslation();
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
