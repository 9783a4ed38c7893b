import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PackageList } from '../../../components/packages/package-list';
import { Button } from '../../../components/ui/button';
import { HydrateApart } from '../../../components/ui/hydrate-apart';
import { Loading } from '../../../components/ui/loading';
import { Pagination } from '../../../components/ui/pagination';
import { useSitePlacesQuery } from '../../../lib/api/places';
import { toApiError } from '../../../lib/errors';
import { pageCount } from '../../../lib/paging';
import { filterKey, filterValues, pageSize, requestFromUrl, searchUrl, sorts } from '../../../lib/search-url';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSearchPackagesQuery } from '../api/search-packages';
import { FilterPanel } from '../components/filter-panel';
import { NoResults } from '../components/no-results';
import { SortMenu } from '../components/sort-menu';

/** /search — filters on the left (top on phones), results with count, sort and pages on the right. */
export function SearchPage() {
  const { t } = useTranslation();
  usePageMeta(t('search.title'), t('search.description'));
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const places = useSitePlacesQuery();
  const request = requestFromUrl(params);
  // Set by Clear Filters: a nonce, so each click re-mounts the panel (dropping unsent changes) even
  // when the URL was already bare; sort and pages carry it along.
  const clearedAt = (location.state as { cleared?: number } | null)?.cleared;

  const { data, previousData, loading, error, refetch } = useSearchPackagesQuery({
    variables: {
      filter: request.filter,
      order: sorts[request.sort],
      page: { page: request.page, pageSize },
    },
  });
  // A failed search shows its failure, not the previous search's results under this one's filters.
  const result = error ? undefined : (data?.searchPackages ?? previousData?.searchPackages);
  const pages = result ? pageCount(result.total, pageSize) : 1;
  const pastEnd = Boolean(result && result.items.length === 0 && result.total > 0);

  // Sort and page links keep the filters of the URL; a new filter or sort starts at page 1.
  const filters = filterValues(params);
  const heading = error && !loading ? t('search.errorHeading') : result ? t('search.count', { count: result.total }) : t('common.loading');

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('search.title')}</h1>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="min-w-0">
          {places.loading ? (
            // The panel's height on a phone (it comes above the results there): they do not jump down.
            <Loading className="min-h-[37.5rem] items-start lg:min-h-0" />
          ) : (
            // The panel is taken over by the browser in a pass of its own.
            <HydrateApart>
              <FilterPanel
                key={`${filterKey(params)}#${clearedAt ?? ''}`}
                params={params}
                places={places.data}
                onSearch={(values) => navigate(searchUrl({ ...values, sort: request.sort }))}
                onClear={() => navigate(searchUrl({ sort: request.sort }), { state: { cleared: Date.now() } })}
              />
            </HydrateApart>
          )}
        </div>
        <section aria-labelledby="results-heading" aria-busy={loading && !error} className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-lg font-semibold text-slate-900" aria-live="polite">
              {heading}
            </h2>
            {/* Sort and pages keep the navigation state: the cleared panel stays as Clear left it. */}
            <SortMenu value={request.sort} onChange={(sort) => navigate(searchUrl({ ...filters, sort }), { state: location.state })} />
          </div>
          {request.filter.s && (
            <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {t('search.textFilter')} <strong className="text-slate-900">“{request.filter.s}”</strong>
              </span>
              <button type="button" onClick={() => navigate(searchUrl({ ...filters, s: undefined, sort: request.sort }))} className="rounded-full border border-slate-300 px-3 py-1 font-medium text-slate-800 hover:bg-slate-100">
                {t('search.removeText')}
              </button>
            </p>
          )}
          {error && !loading && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
              <p>{toApiError(error).network ? t('formErrors.network') : t('search.error')}</p>
              <Button variant="secondary" className="mt-3" onClick={() => void refetch().catch(() => undefined)}>
                {t('search.retry')}
              </Button>
            </div>
          )}
          {!result && loading && <Loading />}
          {result && result.total === 0 && <NoResults params={params} places={places.data} />}
          {pastEnd && (
            <div className="rounded-lg bg-slate-50 p-6 text-slate-700">
              <p className="font-semibold text-slate-900">{t('search.pastEnd', { page: request.page, count: pages })}</p>
              <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                <Link to={searchUrl({ ...filters, sort: request.sort, page: pages })} className="font-medium text-sky-800 underline underline-offset-2">
                  {t('search.lastPage', { page: pages })}
                </Link>
                <Link to={searchUrl({ ...filters, sort: request.sort })} className="font-medium text-sky-800 underline underline-offset-2">
                  {t('search.firstPage')}
                </Link>
              </p>
            </div>
          )}
          {result && result.items.length > 0 && (
            <div className={loading ? 'opacity-60 transition-opacity' : ''}>
              {/* On a phone the results start below the first screen (the panel comes first): taken
                  over when seen; beside the panel (lg) they are in view and taken over at once. */}
              <HydrateApart until="visible">
                <PackageList packages={result.items} headingLevel={3} />
              </HydrateApart>
            </div>
          )}
          {!pastEnd && (
            <Pagination
              page={request.page}
              pages={pages}
              href={(page) => searchUrl({ ...filters, sort: request.sort, page })}
              state={location.state}
              labels={{ nav: t('search.pages'), previous: t('search.previous'), next: t('search.next'), pageN: (n) => t('search.pageN', { n }) }}
            />
          )}
        </section>
      </div>
    </div>
  );
}
