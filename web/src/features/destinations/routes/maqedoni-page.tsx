import '../../../lib/i18n/destinations-texts';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/i18n/translation';
import { pageQuery, routeData } from '../../../lib/route-data';
import { SitePlacesDocument } from '../../../lib/api/places';
import { DataTable } from '../../../components/ui/data-table';
import { formatEuro } from '../../../lib/format';
import { PageMeta } from '../../../lib/page-meta';
import { useMacedoniaPricesQuery, MacedoniaPricesDocument } from '../api/price-tables';
import { DestinationEnd } from '../components/destination-end';
import { PageHero } from '../components/page-hero';
import { PriceButton } from '../components/price-button';
import { Prose, Section } from '../components/section';

const tableId = 'cmimet-maqedoni';

const route = routeData(() => [pageQuery(MacedoniaPricesDocument, {}), pageQuery(SitePlacesDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/** /Maqedoni — Mia's Favorite Hotel with its price table by room type and season (DB). */
export default function MaqedoniPage() {
  route.useHydrate();
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useMacedoniaPricesQuery();

  return (
    <>
      <PageMeta title={t('maqedoni.title')} description={t('maqedoni.meta')} />
      <PageHero title={t('maqedoni.title')} landmark="lake" mood="sunset">
        <p className="mt-4 max-w-2xl text-lg text-slate-100">{t('maqedoni.lead')}</p>
        <div className="mt-6">
          <PriceButton target={tableId} />
        </div>
      </PageHero>
      <Section id="maqedoni-about" title={t('maqedoni.aboutTitle')}>
        <Prose>
          <p>{t('maqedoni.intro')}</p>
          <p>{t('maqedoni.intro2')}</p>
        </Prose>
      </Section>
      <Section id="maqedoni-prices" tone="tint">
        <DataTable
          look="price"
          id={tableId}
          caption={t('maqedoni.pricesTitle')}
          columns={[
            { id: 'roomType', header: t('maqedoni.roomType'), cell: (row) => localized(i18n.language, row.roomType, row.roomTypeEn) },
            { id: 'service', header: t('maqedoni.service'), cell: (row) => localized(i18n.language, row.service, row.serviceEn) },
            { id: 'inSeason', header: t('maqedoni.inSeason'), cell: (row) => formatEuro(row.inSeasonPrice) },
            { id: 'offSeason', header: t('maqedoni.offSeason'), cell: (row) => formatEuro(row.offSeasonPrice) },
          ]}
          rows={data?.macedoniaPrices ?? []}
          rowKey={(row) => row.id}
          empty={loading ? t('common.loading') : error ? t('dest.pricesError') : t('dest.noPrices')}
        />
      </Section>
      <DestinationEnd countries={['maqedoni', 'north macedonia', 'macedonia']} />
    </>
  );
}
