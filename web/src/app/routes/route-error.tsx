import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';

// The one error boundary: a render crash shows a way out instead of a blank page.
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('error.title')}</h1>
      <p className="mt-3 text-slate-600">{t('error.text')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </main>
  );
}
