import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FeatureStrip } from '../components/feature-strip';
import { Hero } from '../components/hero';
import { Recommendations } from '../components/recommendations';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <Hero />
      <FeatureStrip />
      <Recommendations />
    </>
  );
}
