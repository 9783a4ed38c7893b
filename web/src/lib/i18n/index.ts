import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sq } from './sq';

export const languages = ['sq', 'en'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'lang';

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'en' ? 'en' : 'sq';
  } catch {
    return 'sq'; // storage blocked (privacy mode): default language, nothing to remember
  }
}

// Read before init: initialising in Albanian fires languageChanged, which stores 'sq'.
const remembered = storedLanguage();

// The switch must persist and <html lang> must follow it (screen readers pick the voice from it).
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(storageKey, lng);
  } catch {
    // not remembered; the switch still works for this visit
  }
});

// Albanian is bundled (the default, and the fallback of every key); English is its own chunk, loaded
// before the first render when it is the remembered choice, else when the visitor switches to it.
void i18n.use(initReactI18next).init({
  resources: { sq: { translation: sq } },
  lng: 'sq',
  fallbackLng: 'sq',
  supportedLngs: languages,
  // Resources are bundled: initialise synchronously so the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  showSupportNotice: false, // keeps the browser console clean
});

// English sentences embed field labels mid-sentence ("Enter your first name"); Albanian keeps the label.
i18n.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());

/** Loads a language's dictionary (once) and switches to it; resolves when the page shows it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { en } = await import('./en');
    i18n.addResourceBundle('en', 'translation', en);
  }
  await i18n.changeLanguage(language);
}

/** Resolves when the remembered language is ready: main.tsx renders after it. */
export const languageReady: Promise<void> = remembered === 'sq' ? Promise.resolve() : loadLanguage(remembered);

export default i18n;
