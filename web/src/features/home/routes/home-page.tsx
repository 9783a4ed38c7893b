import { SitePlacesDocument } from '../../../lib/api/places';
import { useTranslation } from '../../../lib/i18n/translation';
import { PageMeta } from '../../../lib/page-meta';
import { pageQuery, routeData } from '../../../lib/route-data';
import { HomeContentDocument } from '../api/home-content';
import { ContactStrip } from '../components/contact-strip';
import { FeatureStrip } from '../components/feature-strip';
import { Hero } from '../components/hero';
import { CityOffers, SpecialOffers } from '../components/home-offers';
import { Recommendations } from '../components/recommendations';

const route = routeData(() => [pageQuery(HomeContentDocument, {}), pageQuery(SitePlacesDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function HomePage() {
  route.useHydrate();
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('home.title')} description={t('meta.home')} />
      <Hero />
      <FeatureStrip />
      <SpecialOffers />
      <Recommendations />
      <ContactStrip />
      <CityOffers />
    </>
  );
}
