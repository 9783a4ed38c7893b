import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MeDocument } from '../../../lib/api/me';
import { useLogoutMutation } from '../api/logout';

/** Ends the session, then shows the site as anonymous at `to` (home, or /login from the dashboard). */
export function useLogout() {
  const [logout, { loading }] = useLogoutMutation();
  const client = useApolloClient();
  const navigate = useNavigate();

  const run = useCallback(
    async (to: string) => {
      try {
        await logout();
      } catch (error) {
        // SPEC §8: a failed logout is only logged; the visitor stays logged in.
        console.error('Logout failed', error);
        return;
      }
      navigate(to);
      // Leave first, then mark anonymous in the same tick: guards never see a half-logged-out state.
      client.cache.writeQuery({ query: MeDocument, data: { me: null } });
      // Another user's cached data must not survive the session; watched queries refetch. A refetch
      // whose component unmounts meanwhile is aborted, rejecting the reset: harmless, each query
      // reports its own errors.
      await client.resetStore().catch(() => undefined);
    },
    [client, logout, navigate],
  );

  return [run, loading] as const;
}
