import '../../../lib/i18n/destinations-texts';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/i18n/translation';
import { pageQuery, routeData } from '../../../lib/route-data';
import { SitePlacesDocument } from '../../../lib/api/places';
import { DataTable } from '../../../components/ui/data-table';
import { formatEuro } from '../../../lib/format';
import { PageMeta } from '../../../lib/page-meta';
import { useDubaiPricesQuery, DubaiPricesDocument } from '../api/price-tables';
import { IncludedTable } from '../components/included-table';
import { DestinationEnd } from '../components/destination-end';
import { PageHero } from '../components/page-hero';
import { PriceButton } from '../components/price-button';
import { Prose, Section } from '../components/section';
import { useList } from '../components/use-list';

const tableId = 'cmimet-dubai';

const route = routeData(() => [pageQuery(DubaiPricesDocument, {}), pageQuery(SitePlacesDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/** /Dubai — the Abu Dhabi and Dubai trip: facts, price table (DB), included and optional extras. */
export default function DubaiPage() {
  route.useHydrate();
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useDubaiPricesQuery();
  // "Prej €…" is the cheapest row of the price table below, never a number written beside it.
  const prices = data?.dubaiPrices.map((row) => row.price) ?? [];
  const from = prices.length ? formatEuro(Math.min(...prices)) : null;
  const facts = [...useList('dubai.facts'), ...(from ? [t('dubai.from', { price: from })] : [])];
  const included = useList('dubai.included');
  const excluded = useList('dubai.excluded');

  return (
    <>
      <PageMeta title={t('dubai.title')} description={from ? t('dubai.metaFrom', { price: from }) : t('dubai.meta')} />
      <PageHero title={t('dubai.title')} landmark="desert" mood="sunset">
        <ul aria-label={t('dubai.factsLabel')} className="mt-6 flex flex-wrap gap-2">
          {facts.map((fact) => (
            <li key={fact} className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-white ring-1 ring-white/40">
              {fact}
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <PriceButton target={tableId} />
        </div>
      </PageHero>
      <Section id="dubai-about" title={t('dubai.aboutTitle')}>
        <Prose>
          <p>{t('dubai.intro')}</p>
          <p>{t('dubai.intro2')}</p>
        </Prose>
      </Section>
      <Section id="dubai-prices" tone="tint">
        <DataTable
          look="price"
          id={tableId}
          caption={t('dubai.pricesTitle')}
          columns={[
            { id: 'departure', header: t('dubai.departure'), cell: (row) => localized(i18n.language, row.departure, row.departureEn) },
            { id: 'roomType', header: t('dubai.roomType'), cell: (row) => localized(i18n.language, row.roomType, row.roomTypeEn) },
            { id: 'service', header: t('dubai.service'), cell: (row) => localized(i18n.language, row.service, row.serviceEn) },
            { id: 'trip', header: t('dubai.trip'), cell: (row) => t('dubai.days', { count: row.days }) },
            { id: 'price', header: t('dubai.price'), cell: (row) => formatEuro(row.price) },
          ]}
          rows={data?.dubaiPrices ?? []}
          rowKey={(row) => row.id}
          empty={loading ? t('common.loading') : error ? t('dest.pricesError') : t('dest.noPrices')}
        />
        <p className="mt-2 text-sm text-slate-700">{t('dubai.perPerson')}</p>
      </Section>
      <Section id="dubai-included" title={t('dest.whatIsIncluded')}>
        <IncludedTable included={included} excluded={excluded} />
      </Section>
      <DestinationEnd countries={['emiratet', 'united arab', 'uae']} />
    </>
  );
}
