import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { browserApollo } from './lib/apollo';
import i18n, { loadLanguage } from './lib/i18n';

/**
 * The app takes the server's page over as soon as its modules are here (they are preloaded by the
 * page's HTML): a tap or a keystroke from then on is React's. What the visitor typed before is kept
 * (the forms are the server's, with their values), and a form sent before still works: the server
 * answers it (route actions).
 */
async function hydrate() {
  // The page's language is the server's: its dictionary first, so the first render matches the HTML.
  if (document.documentElement.lang === 'en') await loadLanguage('en');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppProviders client={browserApollo()} i18n={i18n}>
          <HydratedRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void hydrate();
