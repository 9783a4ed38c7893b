import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
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

// The switch must persist and <html lang> must follow it (screen readers pick the voice from it).
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(storageKey, lng);
  } catch {
    // not remembered; the switch still works for this visit
  }
});

void i18n.use(initReactI18next).init({
  resources: { sq: { translation: sq }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'sq',
  supportedLngs: languages,
  // Resources are bundled: initialise synchronously so the first render is already translated.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  showSupportNotice: false, // keeps the browser console clean
});

// English sentences embed field labels mid-sentence ("Enter your first name"); Albanian keeps the label.
i18n.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());

export default i18n;
