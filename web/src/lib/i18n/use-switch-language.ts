import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeQuery } from '../api/me';
import { useUpdateMyLanguageMutation } from '../api/update-my-language';

/**
 * The SQ/EN switch: the page changes at once; for a logged-in visitor the choice is also stored on
 * the account, so the mails (reservations, offers) come in the same language.
 */
export function useSwitchLanguage() {
  const { i18n } = useTranslation();
  const loggedIn = Boolean(useMeQuery().data?.me);
  const [update] = useUpdateMyLanguageMutation();
  return useCallback(
    (language: string) => {
      void i18n.changeLanguage(language);
      if (!loggedIn) return;
      // Not saved: the site still switches; the mails keep the previous language.
      update({ variables: { language } }).catch(() => undefined);
    },
    [i18n, loggedIn, update],
  );
}
