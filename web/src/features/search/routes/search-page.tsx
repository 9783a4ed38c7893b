import '../../../lib/i18n/search-texts';
import { isRouteErrorResponse, Link, redirect, useLoaderData, useLocation, useNavigation, useRevalidator, useSearchParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PackageList } from '../../../components/packages/package-list';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SitePlacesDocument, useSitePlacesQuery } from '../../../lib/api/places';
import { useTranslation } from '../../../lib/i18n/translation';
import { PageMeta } from '../../../lib/page-meta';
import { pageCount } from '../../../lib/paging';
import { toApiError } from '../../../lib/errors';
import { pageQuery, routeData, type Preloaded, type RouteArgs } from '../../../lib/route-data';
import type { PageHandle } from '../../../lib/page-handle';
import { activeFilterCount, canonicalSearch, filterParams, filterValues, flexDays, pageSize, requestFromUrl, searchUrl, sorts } from '../../../lib/search-url';
import { SearchPackagesDocument, useSearchPackagesQuery, type SearchPackagesQuery } from '../api/search-packages';
import { FilterFold } from '../components/filter-fold';
import { FilterPanel } from '../components/filter-panel';
import { NoResults } from '../components/no-results';
import { SortMenu } from '../components/sort-menu';

/** Its filters, order and page (`to`: an old link's destination, canonicalSearch). */
export const handle: PageHandle = { query: [...filterParams, 'sort', 'page', 'to'] };

/** The API's variables for the search a URL asks. */
const variablesOf = (params: URLSearchParams) => {
  const request = requestFromUrl(params);
  return { filter: request.filter, order: sorts[request.sort], page: { page: request.page, pageSize } };
};

/**
 * A date with no departure: the same search ± 3 days, whose departures the page offers instead (issue 42,
 * item 10). Null when the search has no date or is already flexible.
 */
const nearbyVariablesOf = (params: URLSearchParams) => {
  const request = requestFromUrl(params);
  if (!request.filter.departureDate || request.filter.dateFlexDays) return null;
  return { filter: { ...request.filter, dateFlexDays: flexDays }, order: sorts.date, page: { page: 1, pageSize } };
};

const route = routeData(
  ({ url }: RouteArgs) => [pageQuery(SitePlacesDocument, {}), pageQuery(SearchPackagesDocument, variablesOf(url.searchParams))],
  // Asked with the page (in the server's HTML too) only when the date matched nothing.
  ({ url }, [, found]) => {
    const nearby = nearbyVariablesOf(url.searchParams);
    return nearby && (found as SearchPackagesQuery | undefined)?.searchPackages.total === 0 ? [pageQuery(SearchPackagesDocument, nearby)] : [];
  },
);

/** The same parameters in the same order, however each is encoded ("+" or "%20" for a space). */
const sameParams = (a: URLSearchParams, b: URLSearchParams) => JSON.stringify([...a]) === JSON.stringify([...b]);

/** A search sent by one of the forms (every field, empty ones too) goes to its own URL first. */
function toCanonical(request: Request) {
  const url = new URL(request.url);
  const canonical = canonicalSearch(url.searchParams);
  if (!sameParams(url.searchParams, new URL(canonical, url).searchParams)) throw redirect(canonical);
}
export async function loader(args: LoaderFunctionArgs) {
  toCanonical(args.request);
  return route.loader(args);
}
/** In the browser a search can fail (the server out of reach): the page stays, and says so. */
export async function clientLoader(args: ClientLoaderFunctionArgs): Promise<Preloaded & { failed?: 'network' | 'error' }> {
  toCanonical(args.request);
  try {
    return await route.clientLoader(args);
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    return { apollo: [], failed: toApiError(error).network ? 'network' : 'error' };
  }
}

/** /search — filters on the left (top on phones), results with count, sort and pages on the right. */
export default function SearchPage() {
  route.useHydrate();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const places = useSitePlacesQuery();
  const request = requestFromUrl(params);
  const failed = (useLoaderData() as { failed?: 'network' | 'error' } | undefined)?.failed;
  const revalidator = useRevalidator();
  const result = useSearchPackagesQuery({ variables: variablesOf(params), skip: Boolean(failed) }).data?.searchPackages;
  const nearbyVariables = result?.total === 0 ? nearbyVariablesOf(params) : null;
  const nearby = useSearchPackagesQuery({ variables: nearbyVariables ?? variablesOf(params), skip: !nearbyVariables }).data?.searchPackages;
  const pages = result ? pageCount(result.total, pageSize) : 1;
  const pastEnd = Boolean(result && result.items.length === 0 && result.total > 0);
  // The next search is on its way: the results shown are the last one's.
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  // Sort and page links keep the filters of the URL; a new filter or sort starts at page 1.
  const filters = filterValues(params);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={t('search.title')} description={t('search.description')} />
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('search.title')}</h1>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="min-w-0">
          <FilterFold key={location.key} count={activeFilterCount(request.filter)}>
            <FilterPanel params={params} places={places.data} sort={request.sort} />
          </FilterFold>
        </div>
        <section aria-labelledby="results-heading" aria-busy={loading} className="min-w-0">
          {/* On a phone the count has its line and the sort its own, with or without the app: the sort's
              button (no app yet) must not decide whether they share one, or the cards jump under a tap. */}
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="basis-full text-lg font-semibold text-slate-900 sm:basis-auto" aria-live="polite">
              {failed ? t('search.errorHeading') : result ? t('search.count', { count: result.total }) : t('common.loading')}
            </h2>
            <SortMenu value={request.sort} params={params} />
          </div>
          {request.filter.s && (
            <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {t('search.textFilter')} <strong className="text-slate-900">“{request.filter.s}”</strong>
              </span>
              <Link to={searchUrl({ ...filters, s: undefined, sort: request.sort })} className="rounded-full border border-slate-300 px-3 py-1 font-medium text-slate-800 hover:bg-slate-100">
                {t('search.removeText')}
              </Link>
            </p>
          )}
          {failed && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
              <p>{failed === 'network' ? t('formErrors.network') : t('search.error')}</p>
              <Button variant="secondary" className="mt-3" disabled={revalidator.state !== 'idle'} onClick={() => void revalidator.revalidate()}>
                {t('search.retry')}
              </Button>
            </div>
          )}
          {result && result.total === 0 && <NoResults params={params} places={places.data} nearby={nearbyVariables ? nearby?.items : undefined} />}
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
              <PackageList packages={result.items} headingLevel={3} />
            </div>
          )}
          {!pastEnd && (
            <Pagination
              page={request.page}
              pages={pages}
              href={(page) => searchUrl({ ...filters, sort: request.sort, page })}
              labels={{ nav: t('search.pages'), previous: t('search.previous'), next: t('search.next'), pageN: (n) => t('search.pageN', { n }) }}
            />
          )}
        </section>
      </div>
    </div>
  );
}

/** The search could not be made (the server out of reach): say so, with the way to try again. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={t('search.title')} />
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('search.errorHeading')}</h1>
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{t('search.error')}</p>
        <a href={pathname + search} className="mt-3 inline-block font-semibold underline">
          {t('search.retry')}
        </a>
      </div>
    </div>
  );
}
