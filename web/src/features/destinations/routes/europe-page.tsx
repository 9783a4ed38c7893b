import '../../../lib/i18n/destinations-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { pageQuery, routeData } from '../../../lib/route-data';
import { Link } from 'react-router';
import { Scene, type Landmark } from '../../../components/media/scene';
import { useSitePlacesQuery, SitePlacesDocument } from '../../../lib/api/places';
import { searchUrl } from '../../../lib/search-url';
import { PageMeta } from '../../../lib/page-meta';
import { DestinationEnd } from '../components/destination-end';
import { PageHero } from '../components/page-hero';
import { Prose, Section } from '../components/section';

// The six countries, in the old page's order, found by name in the `countries` list (their ids
// come from the database: 6..11 in the demo data, whatever they are elsewhere).
const tiles: { name: string; landmark: Landmark }[] = [
  { name: 'France', landmark: 'eiffel' },
  { name: 'Italy', landmark: 'colosseum' },
  { name: 'Netherlands', landmark: 'windmill' },
  { name: 'Spain', landmark: 'sagrada' },
  { name: 'Germany', landmark: 'gate' },
  { name: 'United Kingdom', landmark: 'bigben' },
];

const route = routeData(() => [pageQuery(SitePlacesDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/** /EuropeCityBreak — six country tiles, each opening the search for that country. */
export default function EuropePage() {
  route.useHydrate();
  const { t } = useTranslation();
  const { data, loading, error } = useSitePlacesQuery();

  return (
    <>
      <PageMeta title={t('europe.title')} description={t('europe.meta')} />
      <PageHero title={t('europe.title')} landmark="eiffel" mood="sunset" />
      <Section id="europe-intro">
        <Prose>
          <p>{t('europe.intro')}</p>
        </Prose>
      </Section>
      <Section id="europe-countries" title={t('europe.countriesTitle')} tone="tint">
        {error && <p className="text-slate-700">{t('europe.error')}</p>}
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading}>
          {tiles.map((tile) => {
            const country = data?.countries.find((c) => c.name.toLowerCase() === tile.name.toLowerCase());
            const picture = (
              <>
                <Scene landmark={tile.landmark} className="transition-transform duration-300 group-hover:scale-105" />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-5 pb-4 pt-10 text-2xl font-bold text-white">
                  {tile.name}
                </span>
              </>
            );
            return (
              <li key={tile.name}>
                {country ? (
                  <Link
                    to={searchUrl({ toId: country.id, toEmri: country.name })}
                    className="group relative block overflow-hidden rounded-2xl shadow-md"
                  >
                    {picture}
                  </Link>
                ) : (
                  <div className="group relative overflow-hidden rounded-2xl shadow-md">{picture}</div>
                )}
              </li>
            );
          })}
        </ul>
      </Section>
      <DestinationEnd />
    </>
  );
}
