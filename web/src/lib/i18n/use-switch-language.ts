import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { MeDocument } from '../api/me';
import { useVisitorKind } from '../visitor';
import { loadLanguage, type Language } from './index';
import { useUpdateMyLanguageMutation } from '../api/update-my-language';

/**
 * The SQ/EN switch: the page changes at once; for a logged-in visitor the choice is also stored on
 * the account, so the mails (reservations, offers) come in the same language.
 */
export function useSwitchLanguage() {
  const kind = useVisitorKind();
  const client = useApolloClient();
  const [update] = useUpdateMyLanguageMutation();
  return useCallback(
    (language: Language) => {
      void loadLanguage(language);
      // Asked at the tap, not when the switch was drawn: right after a login the page drawn before it
      // (an anonymous one) may still be on screen while the browser already knows who is in.
      const loggedIn = kind !== 'anonymous' || Boolean(client.cache.readQuery({ query: MeDocument })?.me);
      if (!loggedIn) return;
      // Not saved: the site still switches; the mails keep the previous language.
      update({ variables: { language } }).catch(() => undefined);
    },
    [client, kind, update],
  );
}
