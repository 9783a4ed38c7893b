import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo';

export function Providers({ children }: { children: ReactNode }) {
  // One client for the app's lifetime (a new one would drop the cache on every render).
  const [client] = useState(createApolloClient);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
