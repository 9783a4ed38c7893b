import { localized } from '../../../lib/localized';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/media/media-image';
import { Scene, type Landmark } from '../../../components/media/scene';
import { Stars } from '../../../components/ui/stars';
import type { OfferCard_CardFragment } from '../../../gql/graphql';
import { formatEuro } from '../../../lib/format';

interface Props {
  card: OfferCard_CardFragment;
  allInclusive?: boolean;
  /** Where the card leads: the search for its city. */
  to: string;
  /** Drawn instead when the card has no picture. */
  fallback: Landmark;
  sizes: string;
}

export function OfferCard({ card, allInclusive = false, to, fallback, sizes }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[4/3] overflow-hidden bg-slate-100">
        {card.image ? (
          <MediaImage image={card.image} alt="" sizes={sizes} className="h-full w-full object-cover" />
        ) : (
          <Scene landmark={fallback} className="h-full object-cover" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="text-base font-bold text-slate-900">
          {/* The whole card is the link's click area (::after), the name its accessible text. */}
          <Link to={to} className="after:absolute after:inset-0 hover:text-sky-800">
            {localized(i18n.language, card.name, card.nameEn)}
          </Link>
        </h3>
        {/* The card's own stars, one source: SPEC §9's "4 for Istanbul and Hurghada" is what those
            cards hold (the API's default, the demo data), never a number drawn over another. */}
        <Stars count={card.stars} />
        <p className="text-sm text-slate-700">{localized(i18n.language, card.location, card.locationEn)}</p>
        {allInclusive && <p className="text-sm font-semibold text-emerald-800">{t('offers.allInclusive')}</p>}
        <p className="mt-auto pt-2 text-sm text-slate-700">
          {t('pkg.fromPP')} <span className="text-xl font-extrabold text-sky-800">{formatEuro(card.price)}</span>
        </p>
      </div>
    </article>
  );
}
