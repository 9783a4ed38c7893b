import '../../../lib/i18n/destinations-texts';
import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/i18n/translation';
import { pageQuery, routeData } from '../../../lib/route-data';
import { SitePlacesDocument } from '../../../lib/api/places';
import { Link } from 'react-router';
import { Scene, type Landmark } from '../../../components/media/scene';
import { DataTable } from '../../../components/ui/data-table';
import { formatEuro } from '../../../lib/format';
import { searchUrl } from '../../../lib/search-url';
import { PageMeta } from '../../../lib/page-meta';
import { useRoomPricesQuery, RoomPricesDocument } from '../api/price-tables';
import { IncludedTable } from '../components/included-table';
import { DestinationEnd } from '../components/destination-end';
import { PageHero } from '../components/page-hero';
import { Prose, Section } from '../components/section';
import { useList } from '../components/use-list';

const tiles: { name: string; search: string; landmark: Landmark }[] = [
  { name: 'Antalya', search: 'antalya', landmark: 'beach' },
  { name: 'Bodrum', search: 'bodrum', landmark: 'bay' },
  { name: 'Stamboll', search: 'stamboll', landmark: 'mosque' },
];

const route = routeData(() => [pageQuery(RoomPricesDocument, {}), pageQuery(SitePlacesDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/** /turqi — Turkey package: destination tiles, the room price table (DB), included / not included. */
export default function TurqiPage() {
  route.useHydrate();
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useRoomPricesQuery();
  const included = useList('turqi.included');
  const excluded = useList('turqi.excluded');

  return (
    <>
      <PageMeta title={t('turqi.title')} description={t('turqi.meta')} />
      <PageHero title={t('turqi.title')} landmark="beach" mood="sunset">
        <p className="mt-4 max-w-2xl text-lg text-slate-100">{t('turqi.lead')}</p>
      </PageHero>
      <Section id="turqi-places" title={t('turqi.placesTitle')}>
        <Prose>
          <p>{t('turqi.intro')}</p>
        </Prose>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.name}>
              <Link to={searchUrl({ s: tile.search })} className="group relative block overflow-hidden rounded-2xl shadow-md">
                <Scene landmark={tile.landmark} className="transition-transform duration-300 group-hover:scale-105" />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-5 pb-4 pt-10 text-2xl font-bold text-white">
                  {tile.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="turqi-prices" tone="tint">
        <DataTable
          look="price"
          caption={t('turqi.pricesTitle')}
          columns={[
            { id: 'roomType', header: t('turqi.roomType'), cell: (row) => localized(i18n.language, row.roomType, row.roomTypeEn) },
            { id: 'service', header: t('turqi.service'), cell: (row) => localized(i18n.language, row.service, row.serviceEn) },
            { id: 'price1', header: t('turqi.price1'), cell: (row) => formatEuro(row.price1) },
            { id: 'price2', header: t('turqi.price2'), cell: (row) => formatEuro(row.price2) },
          ]}
          rows={data?.roomPrices ?? []}
          rowKey={(row) => row.id}
          empty={loading ? t('common.loading') : error ? t('dest.pricesError') : t('dest.noPrices')}
        />
      </Section>
      <Section id="turqi-included" title={t('dest.whatIsIncluded')}>
        <IncludedTable included={included} excluded={excluded} />
      </Section>
      <DestinationEnd countries={['turqi', 'turkey', 'turkiye']} />
    </>
  );
}
