import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSliderImagesQuery } from '../api/slider-images';
import { PriceTable } from '../components/price-table';
import { ImageSlider } from '../../../components/media/image-slider';
import { PageHero } from '../components/page-hero';
import { Prose, Section } from '../components/section';
import { useList } from '../components/use-list';

// UI-CONTENT "Bullgari": the ski prices per adult, static (euro).
const skiPrices = [
  { key: 'skiPoles', prices: [400, 518, 676] },
  { key: 'skiPolesBoots', prices: [422, 543, 698] },
  { key: 'bigSkiPass', prices: [517, 662, 859] },
] as const;

/** /bullgari — Bansko ski hotel: the Bulgaria slider (DB) and the static package tables. */
export function BullgariPage() {
  const { t } = useTranslation();
  usePageMeta(t('bullgari.title'), t('bullgari.meta'));
  const slider = useSliderImagesQuery({ variables: { slider: 'BULGARIA' } });
  const info = useList('bullgari.info');
  const infoRows = ['category', 'stay', 'service', 'destination', 'notIncluded'] as const;

  return (
    <>
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
          <PriceTable
            caption={t('bullgari.infoCaption')}
            head={[t('bullgari.serviceKind'), t('bullgari.serviceValue')]}
            rows={infoRows.map((row, i) => ({ key: row, cells: [t(`bullgari.rows.${row}`), info[i] ?? ''] }))}
          />
          <div className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-bold text-slate-900">{t('bullgari.periodTitle')}</h3>
            <p className="mt-2 text-2xl font-extrabold text-sky-800">{t('bullgari.period')}</p>
            <p className="mt-3 text-slate-700">{t('bullgari.periodText')}</p>
          </div>
        </div>
      </Section>
      <Section id="bullgari-prices">
        <PriceTable
          caption={t('bullgari.pricesCaption')}
          head={[t('bullgari.package'), t('bullgari.days4'), t('bullgari.days5'), t('bullgari.days7')]}
          rows={skiPrices.map((row) => ({
            key: row.key,
            cells: [t(`bullgari.ski.${row.key}`), ...row.prices.map((p) => `€ ${p}`)],
          }))}
        />
      </Section>
    </>
  );
}
