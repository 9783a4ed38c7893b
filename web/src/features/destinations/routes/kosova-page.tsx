import '../../../lib/i18n/destinations-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { pageQuery, routeData } from '../../../lib/route-data';
import { SitePlacesDocument } from '../../../lib/api/places';
import { DestinationEnd } from '../components/destination-end';
import { ImageSlider } from '../../../components/media/image-slider';
import { PageMeta } from '../../../lib/page-meta';
import { useSliderImagesQuery, SliderImagesDocument } from '../api/slider-images';
import { Prose, Section } from '../components/section';
import { useList } from '../components/use-list';

const route = routeData(() => [pageQuery(SliderImagesDocument, { slider: 'KOSOVA' }), pageQuery(SitePlacesDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/** /VisitKosova — the Kosova slider (DB), the National Museum of Kosovo, and a closing word. */
export default function KosovaPage() {
  route.useHydrate();
  const { t } = useTranslation();
  const slider = useSliderImagesQuery({ variables: { slider: 'KOSOVA' } });
  const museum = useList('kosova.museum');

  return (
    <>
      <PageMeta title={t('kosova.title')} description={t('kosova.meta')} />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h1 className="mb-6 text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('kosova.title')}</h1>
        <ImageSlider label={t('kosova.title')} slides={slider.data?.sliderImages} loading={slider.loading} error={Boolean(slider.error)} eager />
      </div>
      <Section id="kosova-museum" title={t('kosova.museumTitle')}>
        <Prose>
          {museum.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </Section>
      <Section id="kosova-closing" title={t('kosova.closingTitle')} tone="tint">
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{t('kosova.closingText')}</p>
      </Section>
      <DestinationEnd countries={['kosov']} />
    </>
  );
}
