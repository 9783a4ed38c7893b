import { useTranslation } from '../../../lib/i18n/translation';
import { Loading } from '../../../components/ui/loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUsersCountQuery } from '../api/users-count';

export function DashboardHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const { data, loading, error } = useUsersCountQuery();

  return (
    <section className="mx-auto max-w-4xl">
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
    </section>
  );
}
