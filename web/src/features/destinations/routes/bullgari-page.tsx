import '../../../lib/i18n/destinations-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { pageQuery, routeData } from '../../../lib/route-data';
import { SitePlacesDocument } from '../../../lib/api/places';
import { ImageSlider } from '../../../components/media/image-slider';
import { DataTable } from '../../../components/ui/data-table';
import { PageMeta } from '../../../lib/page-meta';
import { useSliderImagesQuery, SliderImagesDocument } from '../api/slider-images';
import { DestinationEnd } from '../components/destination-end';
import { PageHero } from '../components/page-hero';
import { Prose, Section } from '../components/section';
import { useList } from '../components/use-list';

// UI-CONTENT "Bullgari": the ski prices per adult, static (euro).
const skiPrices = [
  { key: 'skiPoles', prices: [400, 518, 676] },
  { key: 'skiPolesBoots', prices: [422, 543, 698] },
  { key: 'bigSkiPass', prices: [517, 662, 859] },
] as const;
type SkiPrice = (typeof skiPrices)[number];

const route = routeData(() => [pageQuery(SliderImagesDocument, { slider: 'BULGARIA' }), pageQuery(SitePlacesDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/** /bullgari — Bansko ski hotel: the Bulgaria slider (DB) and the static package tables. */
export default function BullgariPage() {
  route.useHydrate();
  const { t } = useTranslation();
  const slider = useSliderImagesQuery({ variables: { slider: 'BULGARIA' } });
  const info = useList('bullgari.info');
  const infoRows = ['category', 'stay', 'service', 'destination', 'notIncluded'] as const;

  return (
    <>
      <PageMeta title={t('bullgari.title')} description={t('bullgari.meta')} />
      <PageHero title={t('bullgari.title')} landmark="mountains" />
      <Section id="bullgari-intro">
        <Prose>
          <p>{t('bullgari.intro')}</p>
        </Prose>
        <div className="mt-8">
          <ImageSlider label={t('bullgari.sliderLabel')} slides={slider.data?.sliderImages} loading={slider.loading} error={Boolean(slider.error)} />
        </div>
      </Section>
      <Section id="bullgari-hotel" title={t('bullgari.hotelTitle')} tone="tint">
        <Prose>
          <p>{t('bullgari.hotelText')}</p>
        </Prose>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <DataTable
            look="price"
            caption={t('bullgari.infoCaption')}
            columns={[
              { id: 'kind', header: t('bullgari.serviceKind'), cell: (row) => t(`bullgari.rows.${row.key}`) },
              { id: 'value', header: t('bullgari.serviceValue'), cell: (row) => row.value },
            ]}
            rows={infoRows.map((key, i) => ({ key, value: info[i] ?? '' }))}
            rowKey={(row) => row.key}
          />
          <div className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-bold text-slate-900">{t('bullgari.periodTitle')}</h3>
            <p className="mt-2 text-2xl font-extrabold text-sky-800">{t('bullgari.period')}</p>
            <p className="mt-3 text-slate-700">{t('bullgari.periodText')}</p>
          </div>
        </div>
      </Section>
      <Section id="bullgari-prices">
        <DataTable
          look="price"
          caption={t('bullgari.pricesCaption')}
          columns={[
            { id: 'package', header: t('bullgari.package'), cell: (row) => t(`bullgari.ski.${row.key}`) },
            ...(['days4', 'days5', 'days7'] as const).map((days, i) => ({ id: days, header: t(`bullgari.${days}`), cell: (row: SkiPrice) => `€ ${row.prices[i]}` })),
          ]}
          rows={skiPrices}
          rowKey={(row) => row.key}
        />
      </Section>
      <DestinationEnd countries={['bullgari', 'bulgaria']} />
    </>
  );
}
