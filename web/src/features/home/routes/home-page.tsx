import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ContactStrip } from '../components/contact-strip';
import { FeatureStrip } from '../components/feature-strip';
import { Hero } from '../components/hero';
import { CityOffers, SpecialOffers } from '../components/home-offers';
import { Recommendations } from '../components/recommendations';

export function HomePage() {
  const { t } = useTranslation();
  usePageMeta(t('home.title'), t('meta.home'));
  return (
    <>
      <Hero />
      <FeatureStrip />
      <SpecialOffers />
      <Recommendations />
      <ContactStrip />
      <CityOffers />
    </>
  );
}
