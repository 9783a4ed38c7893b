import { useTranslation } from '../../../lib/i18n/translation';
import { HydrateApart } from '../../../components/ui/hydrate-apart';
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
      {/* Below the first screen: each taken over by the browser when it comes near the viewport or is used. */}
      <HydrateApart until="visible"><FeatureStrip /></HydrateApart>
      <HydrateApart until="visible"><SpecialOffers /></HydrateApart>
      <HydrateApart until="visible"><Recommendations /></HydrateApart>
      <HydrateApart until="visible"><ContactStrip /></HydrateApart>
      <HydrateApart until="visible"><CityOffers /></HydrateApart>
    </>
  );
}
