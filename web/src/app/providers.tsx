import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo';
import { TranslationProvider } from '../lib/i18n/translation';

/** The app's providers; the server passes its per-request client, the browser gets one for the page's life.
 *  The server wraps them in its per-request i18next instance (entry-server.tsx); the browser uses the global one. */
export function Providers({ client: given, children }: { client?: ApolloClient; children: ReactNode }) {
  // One client for the app's lifetime (a new one would drop the cache on every render).
  const [client] = useState(() => given ?? createApolloClient());
  return (
    <ApolloProvider client={client}>
      <TranslationProvider>{children}</TranslationProvider>
    </ApolloProvider>
  );
}
