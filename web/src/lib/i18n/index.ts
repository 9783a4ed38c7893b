import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sq } from './sq';

export const languages = ['sq', 'en'] as const;
export type Language = (typeof languages)[number];

/** The cookie the SQ/EN switch writes, so that the server renders the next page in that language too. */
export const languageCookie = 'lang';
const oneYear = 365 * 24 * 60 * 60;

/** The cookie that remembers a language, as the browser and the server (app/routes/language.ts) write it. */
export const languageCookieValue = (language: Language, secure: boolean) =>
  `${languageCookie}=${language}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The language a Cookie header names, Albanian when none. Shared with the server (entry-server.tsx). */
export function languageOfCookies(cookies: string | undefined): Language {
  return /(?:^|;\s*)lang=en(?:;|$)/.test(cookies ?? '') ? 'en' : 'sq';
}

/**
 * The visitor's choice: the cookie, else what an older version of the site kept in localStorage.
 * Read when asked, not when this module loads: a page's first `document.cookie` and `localStorage` are
 * synchronous calls to the browser process, the larger part of this chunk's evaluation in a trace, and a
 * page the server rendered needs the answer only after it is taken over (start.tsx); by then index.html's
 * inline script has made those first calls, before the first paint, and these are local.
 */
export function rememberedLanguage(): Language {
  if (typeof document === 'undefined') return 'sq';
  if (/(?:^|;\s*)lang=/.test(document.cookie)) return languageOfCookies(document.cookie);
  try {
    return localStorage.getItem('lang') === 'en' ? 'en' : 'sq';
  } catch {
    return 'sq'; // storage blocked (privacy mode): default language, nothing to remember
  }
}

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

// The switch must persist (a cookie, which the server reads too) and <html lang> must follow it (screen
// readers pick the voice from it). Registered after init: starting in Albanian is no choice of the visitor's.
i18n.on('languageChanged', (lng) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.cookie = languageCookieValue(lng === 'en' ? 'en' : 'sq', location.protocol === 'https:');
});

// English sentences embed field labels mid-sentence ("Enter your first name"); Albanian keeps the label.
i18n.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());

/** Adds the English dictionary (once): the server at its start, the browser when English is chosen. */
export function addEnglish(en: object) {
  if (!i18n.hasResourceBundle('en', 'translation')) i18n.addResourceBundle('en', 'translation', en);
}

/** Loads a language's dictionary (once) and switches to it; resolves when the page shows it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') addEnglish((await import('./en')).en);
  await i18n.changeLanguage(language);
}

export default i18n;
