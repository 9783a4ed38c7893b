import '../../../lib/i18n/pages-texts';
import { Form, Link, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { mutate } from '../../../lib/form-action';
import { useTranslation } from '../../../lib/i18n/translation';
import { PageMeta } from '../../../lib/page-meta';
import { UnsubscribeDocument } from '../api/unsubscribe';
import type { PageHandle } from '../../../lib/page-handle';

/** The mailed link's token. */
export const handle: PageHandle = { query: ['token'] };

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get('token') ?? '').trim();
  const { data, error } = token ? await mutate(context, UnsubscribeDocument, { token }) : { data: undefined, error: true };
  return { done: Boolean(!error && data?.unsubscribe) };
}

/**
 * /unsubscribe?token= — the link of the offer mails. A click confirms (mail scanners open links on
 * their own; a GET alone must not unsubscribe anybody).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const status = answer ? (answer.done ? 'success' : 'error') : 'idle';

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <PageMeta title={t('unsubscribe.title')} description={t('unsubscribe.description')} />
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
                <Form method="post">
                  <input type="hidden" name="token" value={token} />
                  <Button type="submit" disabled={navigation.state === 'submitting'}>
                    {t('unsubscribe.confirm')}
                  </Button>
                </Form>
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
