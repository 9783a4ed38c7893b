import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useUnsubscribeMutation } from '../api/unsubscribe';

/**
 * /unsubscribe?token= — the link of the offer mails. A click confirms (mail scanners open links on
 * their own; a GET alone must not unsubscribe anybody).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  usePageMeta(t('unsubscribe.title'), t('unsubscribe.description'));
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [unsubscribe, { loading }] = useUnsubscribeMutation();
  const [status, setStatus] = useState<'idle' | 'success' | 'error'>('idle');

  async function onConfirm() {
    try {
      const result = await unsubscribe({ variables: { token } });
      setStatus(result.data?.unsubscribe ? 'success' : 'error');
    } catch {
      setStatus('error');
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-2xl border border-sky-100 bg-white p-6 shadow-lg shadow-sky-100/60 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('unsubscribe.title')}</h1>
        {!token ? (
          <p className="mt-4 text-slate-700">{t('unsubscribe.noToken')}</p>
        ) : (
          <>
            <p className="mt-4 text-slate-700">{t('unsubscribe.text')}</p>
            <div className="mt-6 space-y-4">
              {status === 'success' && <FormMessage kind="success">{t('unsubscribe.success')}</FormMessage>}
              {status === 'error' && <FormMessage kind="error">{t('unsubscribe.failure')}</FormMessage>}
              {status !== 'success' && (
                <Button onClick={() => void onConfirm()} disabled={loading}>
                  {t('unsubscribe.confirm')}
                </Button>
              )}
            </div>
          </>
        )}
        <p className="mt-6">
          <Link to="/" className="font-medium text-sky-800 underline">
            {t('notFound.home')}
          </Link>
        </p>
      </div>
    </div>
  );
}
