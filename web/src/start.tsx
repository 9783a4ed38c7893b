// The app itself, imported by main.tsx once the server's page is painted.
// i18n first: the first render must already be translated.
import { beforeLanguageSwitch, loadLanguage, rememberedLanguage } from './lib/i18n';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { whenAllPartsLive } from './components/ui/hydrate-apart';
import { deferParts, openAllParts, takeOverAllParts } from './components/ui/part-gates';
import { createRouter } from './app/router';
import { APOLLO_STATE_ID, createApolloClient } from './lib/apollo';
import { nextTask } from './lib/next-task';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// A page the server rendered (ADR 0019) carries the answers it used: the browser takes over that markup
// (hydrateRoot) with the same data, the same language and the same pages loaded, so nothing differs.
// Any other page (the dashboard, a failed server render) is drawn here from nothing.
const state = document.getElementById(APOLLO_STATE_ID);

/** Marks <html data-ready> once the first render (or hydration) is committed, every part of the page
 *  included (components/ui/hydrate-apart.tsx): the page is live. */
function Ready() {
  useEffect(() => {
    whenAllPartsLive(() => {
      document.documentElement.dataset.ready = 'true';
    });
  }, []);
  return null;
}

// The first render is a transition (hydration included): React renders it in slices of a few ms,
// yielding to the browser between them, instead of one long task that blocks input (Lighthouse's TBT
// on a phone: ~2 s -> ~0.7 s).
export async function start() {
  if (state) {
    const served = document.documentElement.lang === 'en' ? 'en' : 'sq';
    const [router] = await Promise.all([createRouter(true), served === 'en' ? loadLanguage('en') : undefined]);
    await nextTask();
    // Restoring the cache costs a few tens of ms on a phone: a task of its own, as is each step here.
    const client = createApolloClient(JSON.parse(state.textContent || '{}'));
    await nextTask();
    // The parts below the first screen are taken over when seen or used (components/ui/part-gates.ts);
    // from the first navigation or language switch on, the app renders anew and nothing waits (before a
    // switch, they are taken over in the language the server rendered them in).
    deferParts();
    const initial = router.state.location;
    router.subscribe((next) => {
      if (next.location.key !== initial.key || next.navigation.state !== 'idle') openAllParts();
    });
    beforeLanguageSwitch(takeOverAllParts);
    startTransition(() => {
      hydrateRoot(
        root!,
        <StrictMode>
          <Providers client={client}>
            <RouterProvider router={router} />
            <Ready />
          </Providers>
        </StrictMode>,
      );
    });
    // A choice kept by an older version of the site (localStorage, no cookie yet) applies after hydration,
    // read in a task of its own (the server already rendered in the cookie's language).
    await nextTask();
    const chosen = rememberedLanguage();
    if (chosen !== served) void loadLanguage(chosen);
    return;
  }
  // A visitor who chose English waits for its dictionary (a small chunk) rather than seeing Albanian flash.
  const [router] = await Promise.all([createRouter(false), rememberedLanguage() === 'en' ? loadLanguage('en') : undefined]);
  startTransition(() =>
    createRoot(root!).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
          <Ready />
        </Providers>
      </StrictMode>,
    ),
  );
}
