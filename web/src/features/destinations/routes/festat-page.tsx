import '../../../lib/i18n/destinations-texts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { Scene, type Landmark, type Mood } from '../../../components/media/scene';
import { searchUrl } from '../../../lib/search-url';
import { PageMeta } from '../../../lib/page-meta';
import { SitePlacesDocument } from '../../../lib/api/places';
import { pageQuery, routeData } from '../../../lib/route-data';
import { DestinationEnd } from '../components/destination-end';
import { PageHero } from '../components/page-hero';
import { Prose, Section } from '../components/section';

const cities: { key: 'newYork' | 'lasVegas' | 'sanFrancisco'; name: string; landmark: Landmark; search: string }[] = [
  { key: 'newYork', name: 'New York', landmark: 'newyork', search: 'new york' },
  { key: 'lasVegas', name: 'Las Vegas', landmark: 'vegas', search: 'las vegas' },
  { key: 'sanFrancisco', name: 'San Francisco', landmark: 'bridge', search: 'san francisco' },
];

// The pictures a card cycles through while hovered (SPEC §9: every 2000 ms).
const frames: { mood: Mood; celebrate: boolean }[] = [
  { mood: 'night', celebrate: true },
  { mood: 'sunset', celebrate: false },
  { mood: 'night', celebrate: false },
  { mood: 'day', celebrate: false },
];
const rotateMs = 2000;

// The places, for the page's end: the search for the USA's offers is a link in the server's HTML.
const route = routeData(() => [pageQuery(SitePlacesDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

function CityCard({ city }: { city: (typeof cities)[number] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const [frame, setFrame] = useState(0);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setFrame((f) => (f + 1) % frames.length), rotateMs);
    return () => clearInterval(timer);
  }, [active]);

  const current = frames[frame] ?? frames[0]!;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
      data-frame={frame}
    >
      <div className="relative">
        <Scene landmark={city.landmark} mood={current.mood} celebrate={current.celebrate} className="transition-opacity duration-500" />
      </div>
      <div className="p-5">
        <h3 className="text-xl font-bold text-slate-900">
          <Link to={searchUrl({ s: city.search })} className="after:absolute after:inset-0 hover:text-sky-800">
            {city.name}
          </Link>
        </h3>
        <p className="mt-2 leading-relaxed text-slate-700">{t(`festat.${city.key}`)}</p>
        <p className="mt-3 text-sm font-semibold text-sky-800">{t('festat.seeOffers')}</p>
      </div>
    </article>
  );
}

/** /FestateFundVitit — New Year destinations; each picture rotates while hovered or focused. */
export default function FestatPage() {
  route.useHydrate();
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('festat.title')} description={t('festat.meta')} />
      <PageHero title={t('festat.title')} landmark="newyork" mood="night">
        <p className="mt-4 max-w-2xl text-lg text-slate-100">{t('festat.lead')}</p>
      </PageHero>
      <Section id="festat-intro">
        <Prose>
          <p>{t('festat.intro')}</p>
        </Prose>
      </Section>
      <Section id="festat-cities" title={t('festat.heading')} tone="tint">
        <ul className="grid gap-6 md:grid-cols-3">
          {cities.map((city) => (
            <li key={city.key}>
              <CityCard city={city} />
            </li>
          ))}
        </ul>
      </Section>
      <DestinationEnd countries={['shba', 'united states', 'usa']} />
    </>
  );
}
