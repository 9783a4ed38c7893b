import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation';
import { useWord } from '../../../lib/message';
import { useSuccessCount } from '../../../lib/use-form-errors';
import type { action, SubscribeAnswer } from '../routes/subscribe-action';

/**
 * The weekly-offers box of the footer: a form to /abonohu (features/subscribe/routes/subscribe-action.ts)
 * that works before the app runs; once it does, the answer shows here without leaving the page.
 */
export function SubscribeBox() {
  const { t, i18n } = useTranslation();
  const word = useWord();
  const id = useId();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data as SubscribeAnswer | undefined;
  const sent = useSuccessCount(result, result?.kind === 'success');

  return (
    <section aria-labelledby={`${id}-title`} className="bg-sky-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <h2 id={`${id}-title`} className="max-w-md text-lg font-semibold text-white">
          {t('subscribe.text')}
        </h2>
        <fetcher.Form method="post" action="/abonohu" noValidate className="flex w-full max-w-lg flex-col gap-2">
          <input type="hidden" name="next" value={pathname + search} />
          {/* The welcome mail (and later ones) follow the language the visitor reads the site in. */}
          <input type="hidden" name="language" value={i18n.resolvedLanguage ?? 'sq'} />
          <div className="flex flex-col gap-2 sm:flex-row">
            {/* Named apart from other "Email" fields of a page (e.g. the register form above it). */}
            <label htmlFor={`${id}-email`} className="sr-only">
              {t('subscribe.emailLabel')}
            </label>
            <input
              key={sent}
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              placeholder={t('subscribe.email')}
              aria-invalid={result?.invalid ? true : undefined}
              aria-describedby={result ? `${id}-result` : undefined}
              className="h-11 w-full rounded-lg border border-sky-700 bg-white px-3 text-slate-900 placeholder:text-slate-500 sm:flex-1"
            />
            <button type="submit" disabled={fetcher.state !== 'idle'} className="h-11 rounded-lg bg-orange-700 px-6 font-bold text-white hover:bg-orange-800 disabled:opacity-70">
              {t('subscribe.submit')}
            </button>
          </div>
          <div aria-live="polite">
            {result && fetcher.state === 'idle' && (
              <p id={`${id}-result`} className={`rounded-md px-3 py-2 text-sm font-medium ${result.kind === 'success' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
                {word(result.message)}
              </p>
            )}
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
