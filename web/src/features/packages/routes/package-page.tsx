import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PackageList } from '../../../components/packages/package-list';
import { Loading } from '../../../components/ui/loading';
import { toApiError } from '../../../lib/errors';
import { SEARCH_PATH, searchUrl } from '../../../lib/search-url';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePackageQuery } from '../api/package';
import { BookingBox } from '../components/booking-box';

/** The search the visitor opened this package from (its card's link says), or the plain search page. */
function backToSearch(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === SEARCH_PATH || from.startsWith(`${SEARCH_PATH}?`)) ? from : searchUrl();
}

/** /aranzhmani/:id — one package, shareable, with the same reserve and favourite actions as a card. */
export function PackagePage() {
  const { t } = useTranslation();
  const back = backToSearch(useLocation().state);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = usePackageQuery({ variables: { id }, skip: !valid });
  const pkg = data?.package;
  usePageMeta(pkg?.title ?? t('pkg.pageTitle'), pkg ? t('pkg.pageDescription', { title: pkg.title, country: pkg.country.name }) : undefined);

  if (!valid || (error && toApiError(error).code === 'NOT_FOUND')) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-3 text-slate-600">{t('pkg.notFound')}</p>
        <Link to={back} className="mt-6 inline-block font-semibold text-sky-800 underline">
          {t('pkg.backToSearch')}
        </Link>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label={t('pkg.breadcrumb')} className="mb-4 text-sm">
        <Link to={back} className="font-medium text-sky-800 underline-offset-2 hover:underline">
          {t('pkg.backToSearch')}
        </Link>
      </nav>
      {!pkg && <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('pkg.pageTitle')}</h1>}
      {loading && <Loading />}
      {error && toApiError(error).code !== 'NOT_FOUND' && (
        <p role="alert" className="text-red-700">
          {t('pkg.loadError')}
        </p>
      )}
      {pkg && <PackageList packages={[pkg]} headingLevel={1} />}
      {pkg && (
        <div className="mt-6">
          <BookingBox packageId={pkg.id} />
        </div>
      )}
    </div>
  );
}
