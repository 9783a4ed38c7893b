import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { toApiError } from '../../../lib/errors';
import { checkField, fieldError, requestError, type SiteField } from '../../../lib/field-errors';
import { msg, useWord, type FormResult } from '../../../lib/message';
import { useSubscribeMutation } from '../api/subscribe';

/** The weekly-offers box of the footer. Messages: SPEC §8 (green success, red failure). */
export function SubscribeBox() {
  const { t, i18n } = useTranslation();
  const word = useWord();
  const id = useId();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<(FormResult & { invalid?: boolean }) | null>(null);
  const [subscribe, { loading }] = useSubscribeMutation();
  const field: SiteField = { label: msg('subscribe.emailLabel'), kind: 'email', required: true, maxLength: 254 };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const rule = checkField(email, field);
    if (rule) {
      setResult({ kind: 'error', message: fieldError(rule, field), invalid: true });
      return;
    }
    try {
      // The welcome mail (and later ones) follow the language the visitor reads the site in.
      await subscribe({ variables: { input: { email: email.trim(), language: i18n.resolvedLanguage ?? 'sq' } } });
      setResult({ kind: 'success', message: msg('subscribe.success') });
      setEmail('');
    } catch (error) {
      const api = toApiError(error);
      const invalid = Boolean(api.fields.email);
      setResult({ kind: 'error', message: invalid ? fieldError('email', field) : requestError(api, msg('subscribe.failure')), invalid });
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="bg-sky-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <h2 id={`${id}-title`} className="max-w-md text-lg font-semibold text-white">
          {t('subscribe.text')}
        </h2>
        <form onSubmit={onSubmit} noValidate className="flex w-full max-w-lg flex-col gap-2">
          <div className="flex flex-col gap-2 sm:flex-row">
            {/* Named apart from other "Email" fields of a page (e.g. the register form above it). */}
            <label htmlFor={`${id}-email`} className="sr-only">
              {t('subscribe.emailLabel')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              placeholder={t('subscribe.email')}
              value={email}
              aria-invalid={result?.invalid ? true : undefined}
              aria-describedby={result ? `${id}-result` : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (result?.invalid) setResult(null);
              }}
              className="h-11 w-full rounded-lg border border-sky-700 bg-white px-3 text-slate-900 placeholder:text-slate-500 sm:flex-1"
            />
            <button type="submit" disabled={loading} className="h-11 rounded-lg bg-orange-700 px-6 font-bold text-white hover:bg-orange-800 disabled:opacity-70">
              {t('subscribe.submit')}
            </button>
          </div>
          <div aria-live="polite">
            {result && (
              <p id={`${id}-result`} className={`rounded-md px-3 py-2 text-sm font-medium ${result.kind === 'success' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
                {word(result.message)}
              </p>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
