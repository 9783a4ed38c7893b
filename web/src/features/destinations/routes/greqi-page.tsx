import '../../../lib/i18n/destinations-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { pageQuery, routeData } from '../../../lib/route-data';
import { SitePlacesDocument } from '../../../lib/api/places';
import { DestinationEnd } from '../components/destination-end';
import { Link } from 'react-router';
import { ImageSlider } from '../../../components/media/image-slider';
import { buttonClass } from '../../../components/ui/button';
import { searchUrl } from '../../../lib/search-url';
import { PageMeta } from '../../../lib/page-meta';
import { useSliderImagesQuery, SliderImagesDocument } from '../api/slider-images';
import { Section } from '../components/section';

// Each city's button searches its packages (the old Selanik and Patra links were empty).
const cities = [
  { key: 'athens', search: 'athin' },
  { key: 'thessaloniki', search: 'selanik' },
  { key: 'patras', search: 'patra' },
] as const;

const route = routeData(() => [pageQuery(SliderImagesDocument, { slider: 'GREECE' }), pageQuery(SitePlacesDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/** /Greqi — "Visit Greece" slider (DB), the cities with their offers, "Discover Greece". */
export default function GreqiPage() {
  route.useHydrate();
  const { t } = useTranslation();
  const slider = useSliderImagesQuery({ variables: { slider: 'GREECE' } });

  return (
    <>
      <PageMeta title={t('greqi.title')} description={t('greqi.meta')} />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h1 className="mb-6 text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('greqi.title')}</h1>
        <ImageSlider label={t('greqi.title')} slides={slider.data?.sliderImages} loading={slider.loading} error={Boolean(slider.error)} eager />
      </div>
      <Section id="greqi-cities" title={t('greqi.citiesTitle')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {cities.map((city) => (
            <li key={city.key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold text-slate-900">{t(`greqi.${city.key}.name`)}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-slate-700">{t(`greqi.${city.key}.text`)}</p>
              <Link to={searchUrl({ s: city.search })} className={`${buttonClass('primary')} mt-5 self-start`}>
                {t(`greqi.${city.key}.button`)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="greqi-discover" title={t('greqi.discoverTitle')} tone="tint">
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{t('greqi.discoverText')}</p>
      </Section>
      <DestinationEnd countries={['greqi', 'greece']} />
    </>
  );
}
