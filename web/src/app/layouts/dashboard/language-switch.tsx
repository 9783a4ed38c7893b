import { useTranslation } from '../../../lib/i18n/translation';
import { languages } from '../../../lib/i18n';
import { useSwitchLanguage } from '../../../lib/i18n/use-switch-language';

// Each language named in itself ("Shqip", "English"), as the public header's switch names them.
const names = { sq: 'Shqip', en: 'English' } as const;

/**
 * The dashboard's SQ/EN switch (issue 42), in the sidebar's colours: the page changes at once, the
 * choice is kept (cookie, and the staff member's account, so their mails follow it).
 */
export function DashboardLanguageSwitch() {
  const { t, i18n } = useTranslation();
  const switchTo = useSwitchLanguage();
  return (
    <div role="group" aria-label={t('dash.common.language')} className="inline-flex rounded-lg border border-sky-700 p-0.5">
      {languages.map((lng) => {
        const active = i18n.resolvedLanguage === lng;
        return (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={active}
            onClick={() => switchTo(lng)}
            className={`rounded-md px-2.5 py-1 text-xs font-bold ${active ? 'bg-white text-sky-900' : 'text-sky-100 hover:bg-sky-800'}`}
          >
            {names[lng]}
          </button>
        );
      })}
    </div>
  );
}
