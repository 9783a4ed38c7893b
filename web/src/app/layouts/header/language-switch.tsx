import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { languages, type Language } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n/translation';
import { useSwitchLanguage } from '../../../lib/i18n/use-switch-language';

// Each language named in itself, as language pickers do ("Shqip", "English", each in its own voice
// via lang): the name a screen reader hears is the text one sees (no "SQ" read out as letters).
const names = { sq: 'Shqip', en: 'English' } as const;

/**
 * SQ/EN: a form to /gjuha (app/routes/language.ts), which the browser sends while the app has not
 * started (the server remembers the choice and shows the page again in it); once it runs, the page
 * changes in place and lib/i18n remembers it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const switchTo = useSwitchLanguage();
  const { pathname, search } = useLocation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    if (chosen === 'sq' || chosen === 'en') switchTo(chosen as Language);
  };
  return (
    <form method="post" action="/gjuha" onSubmit={onSubmit}>
      <input type="hidden" name="next" value={pathname + search} />
      <div role="group" aria-label={t('nav.language')} className="inline-flex rounded-lg border border-sky-200 p-0.5">
        {languages.map((lng) => {
          const active = i18n.resolvedLanguage === lng;
          return (
            <button
              key={lng}
              type="submit"
              name="language"
              value={lng}
              lang={lng}
              aria-pressed={active}
              className={`rounded-md px-2.5 py-1 text-xs font-bold ${active ? 'bg-sky-700 text-white' : 'text-sky-700 hover:bg-sky-50'}`}
            >
              {names[lng]}
            </button>
          );
        })}
      </div>
    </form>
  );
}
