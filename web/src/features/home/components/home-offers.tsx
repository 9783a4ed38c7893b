import { useTranslation } from '../../../lib/i18n/translation';
import { Carousel } from '../../../components/media/carousel';
import { ImageSlider } from '../../../components/media/image-slider';
import { searchUrl } from '../../../lib/search-url';
import { useHomeContentQuery } from '../api/home-content';
import { OfferCard } from './offer-card';
import { OfferSection } from './offer-section';

const gridSizes = '(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw';
const carouselSizes = '(min-width: 1024px) 270px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

/** "Oferta Speciale" slider (3 s), "Oferta Stamboll", "Oferta Hurghada" and the "Kapadokia hotele" carousel. */
export function SpecialOffers() {
  const { t } = useTranslation();
  const { data, loading, error } = useHomeContentQuery();
  return (
    <OfferSection id="special-offers" title={t('offers.special')}>
      <ImageSlider label={t('offers.special')} slides={data?.specialOffers} loading={loading} error={Boolean(error)} />
    </OfferSection>
  );
}

export function CityOffers() {
  const { t } = useTranslation();
  const { data, error } = useHomeContentQuery();
  if (error) return <p className="mx-auto max-w-6xl px-4 py-6 text-slate-700">{t('offers.error')}</p>;
  if (!data) return null;
  const lists = [
    { id: 'offer-istanbul', title: t('offers.istanbul'), cards: data.istanbul, to: searchUrl({ s: 'stamboll' }), fallback: 'mosque' as const },
    { id: 'offer-hurghada', title: t('offers.hurghada'), cards: data.hurghada, to: searchUrl({ s: 'hurghada' }), fallback: 'beach' as const },
  ];
  return (
    <>
      {lists.map((list, i) =>
        list.cards.length ? (
          <OfferSection key={list.id} id={list.id} title={list.title} tone={i === 0 ? 'tint' : 'white'}>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {list.cards.map((card) => (
                <li key={card.id}>
                  <OfferCard card={card} allInclusive to={list.to} fallback={list.fallback} sizes={gridSizes} />
                </li>
              ))}
            </ul>
          </OfferSection>
        ) : null,
      )}
      {data.cappadocia.length > 0 && (
        <OfferSection id="offer-cappadocia" title={t('offers.cappadocia')} tone="tint">
          <Carousel
            label={t('offers.cappadocia')}
            perView={4}
            slides={data.cappadocia.map((card) => ({
              key: card.id,
              content: <OfferCard card={card} to={searchUrl({ s: 'kapadokia' })} fallback="balloons" sizes={carouselSizes} />,
            }))}
          />
        </OfferSection>
      )}
    </>
  );
}
