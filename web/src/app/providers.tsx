import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TranslationProvider } from '../lib/i18n/translation';

/**
 * The app's providers, around the router: the server passes its per-request client and i18next instance
 * (entry.server.tsx), the browser its own for the page's life (entry.client.tsx).
 */
export function AppProviders({ client, i18n, children }: { client: ApolloClient; i18n: I18n; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <TranslationProvider>{children}</TranslationProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
