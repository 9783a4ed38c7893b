import { useTranslation } from '../../../lib/i18n/translation';
import { languages } from '../../../lib/i18n';
import { useSwitchLanguage } from '../../../lib/i18n/use-switch-language';

// Each language named in itself, as language pickers do ("Shqip", "English", each in its own voice
// via lang): the name a screen reader hears is the text one sees (no "SQ" read out as letters).
const names = { sq: 'Shqip', en: 'English' } as const;

// SQ/EN: applies at once; lib/i18n remembers it and sets <html lang>.
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const switchTo = useSwitchLanguage();
  return (
    <div role="group" aria-label={t('nav.language')} className="inline-flex rounded-lg border border-sky-200 p-0.5">
      {languages.map((lng) => {
        const active = i18n.resolvedLanguage === lng;
        return (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={active}
            onClick={() => switchTo(lng)}
            className={`rounded-md px-2.5 py-1 text-xs font-bold ${
              active ? 'bg-sky-700 text-white' : 'text-sky-700 hover:bg-sky-50'
            }`}
          >
            {names[lng]}
          </button>
        );
      })}
    </div>
  );
}
