import { useCallback } from 'react';
import { useVisitorKind } from '../visitor';
import { loadLanguage, type Language } from './index';
import { useUpdateMyLanguageMutation } from '../api/update-my-language';

/**
 * The SQ/EN switch: the page changes at once; for a logged-in visitor the choice is also stored on
 * the account, so the mails (reservations, offers) come in the same language.
 */
export function useSwitchLanguage() {
  const loggedIn = useVisitorKind() !== 'anonymous';
  const [update] = useUpdateMyLanguageMutation();
  return useCallback(
    (language: Language) => {
      void loadLanguage(language);
      if (!loggedIn) return;
      // Not saved: the site still switches; the mails keep the previous language.
      update({ variables: { language } }).catch(() => undefined);
    },
    [loggedIn, update],
  );
}
