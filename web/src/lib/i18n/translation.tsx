import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation as useI18nextTranslation, type UseTranslationResponse } from 'react-i18next';

type Translation = UseTranslationResponse<'translation', undefined>;

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's one subscription to i18next (react-i18next's hook), handed to every component through a
 * context. Each call of react-i18next's hook copies the i18next instance for its component (a wrapper
 * whose identity changes with the language) and subscribes to it: with a hundred or so components on
 * a page, that was ~15 ms of a phone's main thread during hydration (ADR 0019). A language switch
 * re-renders this provider, and so every component that reads it, as before.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const translation = useI18nextTranslation();
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/** `{ t, i18n }` in the page's language: react-i18next's `useTranslation()`, shared (above). */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation outside <TranslationProvider> (app/providers.tsx)');
  return translation;
}
