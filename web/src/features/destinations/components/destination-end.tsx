import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useSitePlacesQuery } from '../../../lib/api/places';
import { useTranslation } from '../../../lib/i18n/translation';
import { localized } from '../../../lib/localized';
import { searchUrl } from '../../../lib/search-url';
import { Section } from './section';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * How a destination page ends (issue 42, item 14): its offers (the search for its country, found by
 * name in the `countries` list the page's loader fetched, so the link is in the server's HTML; all
 * offers when the country is not in the catalogue) and an enquiry on the contact page. `countries`:
 * the starts of the country's names, Albanian and English ("maqedoni", "north macedonia").
 */
export function DestinationEnd({ countries = [] }: { countries?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const { data } = useSitePlacesQuery();
  const country = countries.length
    ? data?.countries.find((c) => [c.name, c.nameEn ?? ''].some((name) => name && countries.some((start) => fold(name).startsWith(start))))
    : undefined;
  const place = country && localized(i18n.language, country.name, country.nameEn);
  return (
    <Section id="destination-end" title={t('dest.endTitle')} tone="tint">
      <p className="max-w-3xl text-lg text-slate-700">{t('dest.endText')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={country ? searchUrl({ toId: country.id, toEmri: country.name }) : searchUrl()} className={buttonClass('primary')}>
          {place ? t('dest.offersIn', { country: place }) : t('dest.allOffers')}
        </Link>
        <Link to="/kontakt" className={buttonClass('secondary')}>
          {t('dest.ask')}
        </Link>
      </div>
    </Section>
  );
}
