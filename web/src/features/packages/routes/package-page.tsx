import '../../../lib/i18n/pages-texts';
import { data as routerData, isRouteErrorResponse, Link, useLocation, useParams, useRouteError, type ActionFunctionArgs, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { FavouriteButton } from '../../../components/packages/favourite-button';
import { Icon } from '../../../components/ui/icon';
import { Stars } from '../../../components/ui/stars';
import { boardLabel } from '../../../lib/board';
import { formatDateRange, formatEuro } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { useVisitor } from '../../../lib/visitor';
import { useTranslation } from '../../../lib/i18n/translation';
import { PageMeta, useSiteOrigin } from '../../../lib/page-meta';
import { pageQuery, routeData } from '../../../lib/route-data';
import { SEARCH_PATH, searchUrl } from '../../../lib/search-url';
import { AgencyContactDocument } from '../api/agency-contact';
import { PackageDocument, usePackageQuery, type PackageQuery } from '../api/package';
import { BookingOptionsDocument, type BookingOptionsQuery } from '../booking/api/booking-options';
import { BookingQuoteDocument } from '../booking/api/booking-quote';
import { bookFromForm } from '../booking/lib/book-from-form';
import { firstQuoteInput } from '../booking/lib/first-quote';
import { BookingBox } from '../components/booking-box';
import { EnquiryBox } from '../components/enquiry-box';
import { OtherDepartures } from '../components/other-departures';
import { PackageDetails } from '../components/package-details';
import { PackageGallery } from '../components/package-gallery';
import { inLanguage } from '../lib/in-language';
import { packageJsonLd } from '../lib/structured-data';

type Pkg = PackageQuery['package'];

/** "Vetëm N vende të lira!" from this many seats down (as on the card). */
const FEW_SEATS = 5;

/** The search the visitor opened this package from (its card's link says), or the plain search page. */
function backToSearch(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === SEARCH_PATH || from.startsWith(`${SEARCH_PATH}?`)) ? from : searchUrl();
}

/** The trip at a glance: dates, nights, airport, party, room, board. */
function Facts({ pkg }: { pkg: Pkg }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('pkg.dates'), formatDateRange(pkg.departureDate, pkg.returnDate, i18n.language)],
    [t('pkg.duration'), t('pkg.nights', { count: pkg.nights })],
    [t('pkg.airport'), pkg.airport.label],
    [t('pkg.travellers'), t('pkg.adults', { count: pkg.persons })],
    [t('pkg.roomType'), localized(i18n.language, pkg.roomType, pkg.roomTypeEn)],
    [t('pkg.service'), pkg.board ? boardLabel(t, pkg.board) : pkg.service],
  ];
  return (
    <section aria-label={t('pkgPage.facts')}>
      <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The "from" price and the seats left, above the booking box. */
function PriceBox({ pkg }: { pkg: Pkg }) {
  const { t } = useTranslation();
  const left = pkg.seatsLeft;
  return (
    <div>
      <p className="text-slate-700">
        {t('pkg.fromPP')} <span className="text-3xl font-extrabold text-sky-800">{formatEuro(pkg.price)}</span>
      </p>
      {left === 0 && <p className="mt-1 inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-bold text-slate-800">{t('pkg.full')}</p>}
      {left !== null && left !== undefined && left > 0 && (
        <p className={`mt-1 text-sm font-semibold ${left <= FEW_SEATS ? 'text-amber-800' : 'text-slate-700'}`}>
          {left <= FEW_SEATS ? t('pkg.lastSeats', { count: left }) : t('pkgPage.seatsLeft', { count: left })}
        </p>
      )}
    </div>
  );
}

/** The text search engines and link previews show: the description's first lines, else the summary. */
function summaryOf(pkg: Pkg, language: string, fallback: string): string {
  const text = inLanguage(language, pkg.details?.descriptionSq, pkg.details?.descriptionEn) ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat ? (flat.length > 160 ? `${flat.slice(0, 157).trimEnd()}…` : flat) : fallback;
}

/** The package's id in the URL; anything else is no package of ours. */
function packageId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw routerData(null, { status: 404 });
  return id;
}

// The page, its booking box (options and terms, then the price of its first choice) and the enquiry
// box's number, asked before it is drawn.
const route = routeData(
  ({ params }) => {
    const id = packageId(params);
    return [pageQuery(PackageDocument, { id }), pageQuery(BookingOptionsDocument, { id }), pageQuery(AgencyContactDocument, {})];
  },
  (_args, [, booking]) => {
    const pkg = (booking as BookingOptionsQuery | undefined)?.package;
    // A package no longer on sale has no price to ask: its booking box says booking has closed.
    return pkg?.bookable ? [pageQuery(BookingQuoteDocument, { input: firstQuoteInput(pkg) })] : [];
  },
);
export const loader = (args: LoaderFunctionArgs) => route.loader(args);
export const clientLoader = (args: ClientLoaderFunctionArgs) => route.clientLoader(args);
/** The booking box sent as a plain form (before the app runs, or without it). */
export const action = async ({ request, params, context }: ActionFunctionArgs) => bookFromForm(context, packageId(params), await request.formData());

/** The way back: to the search the visitor came from, else the search page. */
function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={backToSearch(useLocation().state)} className="font-medium text-sky-800 underline-offset-2 hover:underline">
      {t('pkg.backToSearch')}
    </Link>
  );
}

/** A package that does not exist (deleted, a mistyped link): a real 404, with the way back. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageMeta title={t(missing ? 'notFound.title' : 'error.title')} />
      <h1 className="text-3xl font-bold text-slate-900">{t(missing ? 'notFound.title' : 'error.title')}</h1>
      <p className="mb-6 mt-3 text-slate-600">{t(missing ? 'pkg.notFound' : 'pkg.loadError')}</p>
      <BackLink />
    </section>
  );
}

/**
 * /aranzhmani/:id — the package page that sells (issue 20): gallery, the trip's facts, description,
 * inclusions, flight, other departures of the same hotel; beside them the price, the seats left, the
 * booking box and the enquiry links. Shareable: title, description, Open Graph and JSON-LD in its HTML.
 */
export default function PackagePage() {
  route.useHydrate();
  const { t, i18n } = useTranslation();
  const origin = useSiteOrigin();
  const id = Number(useParams().id);
  const pkg = usePackageQuery({ variables: { id } }).data?.package;
  const mine = useVisitor();
  if (!pkg) return null;
  const summary = summaryOf(pkg, i18n.language, t('pkg.pageDescription', { title: pkg.title, country: pkg.country.name }));
  const place = [pkg.city && inLanguage(i18n.language, pkg.city.name, pkg.city.nameEn), inLanguage(i18n.language, pkg.country.name, pkg.country.nameEn)].filter(Boolean).join(', ');
  const hotelPlace = inLanguage(i18n.language, pkg.details?.place, pkg.details?.placeEn);
  const images = [pkg.image, ...pkg.gallery].flatMap((i) => (i ? [i] : []));
  const share = images[0];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title={pkg.title}
        description={summary}
        type="product"
        image={share && { url: origin + share.url.replace(/\.webp$/, '.jpg'), width: share.width, height: share.height }}
        jsonLd={packageJsonLd({
          id: pkg.id, title: pkg.title, description: summary, price: pkg.price, departureDate: pkg.departureDate, seatsLeft: pkg.seatsLeft,
          images: images.map((i) => i.url.replace(/\.webp$/, '.jpg')),
        }, origin)}
      />
      <nav aria-label={t('pkg.breadcrumb')} className="mb-4 text-sm">
        <BackLink />
      </nav>
      <article>
        <header className="mb-6 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{pkg.title}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
              <Stars count={pkg.rating} />
              {pkg.details?.hotelName && pkg.details.hotelName !== pkg.title && <span className="font-medium">{pkg.details.hotelName}</span>}
              <span className="inline-flex items-center gap-1">
                <Icon name="hotel" className="size-4 shrink-0 text-sky-700" />
                {place}
              </span>
              {hotelPlace && <span>{hotelPlace}</span>}
            </div>
          </div>
          {mine.signedIn && <FavouriteButton packageId={pkg.id} title={pkg.title} active={mine.favourite.has(pkg.id)} />}
        </header>
        {/* On a phone the price and the booking box come right after the pictures and the facts, not
            below the whole description; from lg they sit beside everything, sticky. */}
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <PackageGallery key={pkg.id} main={pkg.image} gallery={pkg.gallery} title={pkg.title} place={place} />
            <Facts pkg={pkg} />
          </div>
          <aside className="space-y-6 lg:sticky lg:top-4 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
            <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <PriceBox pkg={pkg} />
              <BookingBox packageId={pkg.id} />
            </div>
            <EnquiryBox pkg={pkg} />
          </aside>
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <PackageDetails pkg={pkg} />
            <OtherDepartures departures={pkg.otherDepartures} />
          </div>
        </div>
      </article>
    </div>
  );
}
