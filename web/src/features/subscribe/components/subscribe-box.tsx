import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribeMutation } from '../api/subscribe';

/** The weekly-offers box of the footer. Messages: SPEC §8 (green success, red failure). */
export function SubscribeBox() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'success' | 'error'>('idle');
  const [subscribe, { loading }] = useSubscribeMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      // The welcome mail (and later ones) follow the language the visitor reads the site in.
      await subscribe({ variables: { input: { email: email.trim(), language: i18n.resolvedLanguage ?? 'sq' } } });
      setStatus('success');
      setEmail('');
    } catch {
      setStatus('error');
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="bg-sky-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <h2 id={`${id}-title`} className="max-w-md text-lg font-semibold text-white">
          {t('subscribe.text')}
        </h2>
        <form onSubmit={onSubmit} className="flex w-full max-w-lg flex-col gap-2">
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
              placeholder={t('subscribe.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="h-11 w-full rounded-lg border border-sky-700 bg-white px-3 text-slate-900 placeholder:text-slate-500 sm:flex-1"
            />
            <button type="submit" disabled={loading} className="h-11 rounded-lg bg-orange-700 px-6 font-bold text-white hover:bg-orange-800 disabled:opacity-70">
              {t('subscribe.submit')}
            </button>
          </div>
          <div aria-live="polite">
            {status === 'success' && <p className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">{t('subscribe.success')}</p>}
            {status === 'error' && <p className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{t('subscribe.failure')}</p>}
          </div>
        </form>
      </div>
    </section>
  );
}
