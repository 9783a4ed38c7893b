import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo';

/** The app's providers; the server passes its per-request client, the browser gets one for the page's life. */
export function Providers({ client: given, children }: { client?: ApolloClient; children: ReactNode }) {
  // One client for the app's lifetime (a new one would drop the cache on every render).
  const [client] = useState(() => given ?? createApolloClient());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
