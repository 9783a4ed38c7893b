import { useTranslation } from '../lib/i18n/translation';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { documentTitle } from '../lib/use-document-title';

// A real 404 (public site, or inside the dashboard layout with a way back to the dashboard).
export function NotFoundView({ area = 'site' }: { area?: 'site' | 'dashboard' }) {
  const { t } = useTranslation();
  const back = area === 'dashboard' ? { to: '/dashboard', label: t('notFound.dashboardHome') } : { to: '/', label: t('notFound.home') };
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{documentTitle(t('notFound.title'))}</title>
      <p aria-hidden="true" className="text-7xl font-extrabold text-sky-200">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link to={back.to} className={`${buttonClass('primary')} mt-8`}>
        {back.label}
      </Link>
    </section>
  );
}
