import { boardLabel } from '../../lib/board';
import { localized } from '../../lib/localized';
import { useTranslation } from '../../lib/i18n/translation';
import { Link, useLocation } from 'react-router';
import type { PackageCard_PackageFragment } from '../../gql/graphql';
import { formatDateRange, formatEuro } from '../../lib/format';
import { MediaImage } from '../media/media-image';
import { PhotoPlaceholder } from '../media/photo-placeholder';
import { buttonClass } from '../ui/button';
import { Icon } from '../ui/icon';
import { Stars } from '../ui/stars';
import { FavouriteButton } from './favourite-button';
import { ReserveButton } from './reserve-button';

/** "Vetëm N vende të lira!" from this many seats down. */
const fewSeats = 5;

export interface CardState {
  loggedIn: boolean;
  reserved: boolean;
  favourite: boolean;
}

interface Props extends CardState {
  pkg: PackageCard_PackageFragment;
  /** The heading level in the page's outline (results sit under an h1 or h2); 1 on the package's own page. */
  headingLevel?: 1 | 2 | 3;
}

/** One package in the search results, the favourites and the detail page (UI-CONTENT "Card"). */
export function PackageCard({ pkg, headingLevel = 2, ...state }: Props) {
  const { t, i18n } = useTranslation();
  // The package page's way back: the very list (search with its filters, sort and page) it was opened from.
  const { pathname, search } = useLocation();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const full = pkg.seatsLeft === 0;
  const few = pkg.seatsLeft !== null && pkg.seatsLeft !== undefined && pkg.seatsLeft > 0 && pkg.seatsLeft <= fewSeats;
  // Names staff wrote in both languages, in the page's (issue 42).
  const country = localized(i18n.language, pkg.country.name, pkg.country.nameEn);
  const place = pkg.city ? `${localized(i18n.language, pkg.city.name, pkg.city.nameEn)}, ${country}` : country;

  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5">
      {/* Decorative: the title right beside it names the package. Without a photo, a placeholder keeps the card's shape. */}
      <div className="shrink-0 sm:w-44">
        {pkg.image ? (
          <MediaImage
            image={pkg.image}
            sizes="(min-width: 640px) 11rem, 100vw"
            alt=""
            eager={headingLevel === 1}
            className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
          />
        ) : (
          <PhotoPlaceholder place={place} />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {headingLevel === 1 ? (
              <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{pkg.title}</h1>
            ) : (
              <Heading className="text-lg font-bold text-slate-900">
                <Link to={`/aranzhmani/${pkg.id}`} state={{ from: pathname + search }} className="rounded hover:text-sky-800 hover:underline">
                  {pkg.title}
                </Link>
              </Heading>
            )}
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <Stars count={pkg.rating} />
              <span>{place}</span>
            </div>
          </div>
          {state.loggedIn && <FavouriteButton packageId={pkg.id} title={pkg.title} active={state.favourite} />}
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm text-slate-700 sm:gap-x-6">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('pkg.airport')}</dt>
            <Icon name="plane" className="size-4 shrink-0 text-sky-700" />
            <dd>{pkg.airport.label}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('pkg.dates')}</dt>
            <dd>{formatDateRange(pkg.departureDate, pkg.returnDate, i18n.language)}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('pkg.travellers')}</dt>
            <dd>{t('pkg.adults', { count: pkg.persons })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('pkg.duration')}</dt>
            <dd>{t('pkg.nights', { count: pkg.nights })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('pkg.roomType')}</dt>
            <dd>{localized(i18n.language, pkg.roomType, pkg.roomTypeEn)}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('pkg.service')}</dt>
            <dd>{pkg.board ? boardLabel(t, pkg.board) : pkg.service}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 sm:w-64 sm:flex-col sm:flex-nowrap sm:items-end sm:border-l sm:border-t-0 sm:pl-5 sm:pt-0">
        <div className="sm:text-right">
          <p className="text-sm text-slate-700">
            {t('pkg.fromPP')} <span className="text-2xl font-extrabold text-sky-800">{formatEuro(pkg.price)}</span>
          </p>
          {few && <p className="mt-1 text-sm font-semibold text-amber-800">{t('pkg.lastSeats', { count: pkg.seatsLeft ?? 0 })}</p>}
          {full && <p className="mt-1 inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-bold text-slate-800">{t('pkg.full')}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          {/* Every card leads to its package page (the options, the prices, the booking), logged in or not (issue 42, item 7). */}
          {headingLevel !== 1 && (
            <Link
              to={`/aranzhmani/${pkg.id}`}
              state={{ from: pathname + search }}
              className={`${buttonClass(state.loggedIn ? 'secondary' : 'primary')} whitespace-nowrap`}
            >
              {t('pkg.see')}
              <span className="sr-only">: {pkg.title}</span>
            </Link>
          )}
          <ReserveButton packageId={pkg.id} full={full} loggedIn={state.loggedIn} reserved={state.reserved} />
        </div>
      </div>
    </article>
  );
}
