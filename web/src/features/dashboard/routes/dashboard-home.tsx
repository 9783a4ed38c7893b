import '../../../lib/i18n/dashboard-home-texts';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Loading } from '../../../components/ui/loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDashboardOverviewQuery } from '../api/dashboard-overview';
import { useUsersCountQuery } from '../api/users-count';
import { HomeFigures } from '../components/home-figures';
import { LoadError } from '../components/load-error';

// The charts and chart.js come in a chunk of their own, after the numbers (ADR 0038).
const HomeCharts = lazy(() => import('../components/home-charts').then((m) => ({ default: m.HomeCharts })));

/** The dashboard's home (issue 46, item 1): the welcome, today's numbers and the season's charts. */
export function DashboardHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const { data, loading, error } = useUsersCountQuery();
  const overview = useDashboardOverviewQuery({ fetchPolicy: 'cache-and-network' });
  const o = overview.data?.dashboardOverview;

  return (
    <section className="mx-auto max-w-7xl">
      <h1 className="text-3xl font-bold text-slate-900">{t('dashboard.title')}</h1>
      <div className="mt-6 rounded-2xl border border-sky-100 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-xl font-semibold text-sky-800">{t('dashboard.welcome')}</h2>
        {loading && <Loading className="justify-start px-0 pb-0" />}
        {error && (
          <p role="alert" className="mt-4 text-red-700">
            {t('dashboard.countError')}
          </p>
        )}
        {data && <p className="mt-4 text-lg text-slate-700">{t('dashboard.clients', { count: data.usersCount })}</p>}
      </div>
      {overview.error && !o && <div className="mt-6"><LoadError text={t('dashHome.error')} onRetry={() => void overview.refetch()} /></div>}
      {!o && overview.loading && <Loading className="justify-start px-0" />}
      {o && (
        <>
          <HomeFigures o={o} />
          <Suspense fallback={<Loading className="justify-start px-0" />}>
            <HomeCharts o={o} />
          </Suspense>
        </>
      )}
    </section>
  );
}
