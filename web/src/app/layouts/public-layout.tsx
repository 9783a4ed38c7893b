import { useTranslation } from '../../lib/i18n/translation';
import { Outlet } from 'react-router-dom';
import { HydrateApart } from '../../components/ui/hydrate-apart';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './header/site-header';

// Every path outside /dashboard: a skip link (the first thing Tab reaches), header, page, footer.
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-sky-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skip')}
      </a>
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus here, so the next Tab starts inside the page. At least a
          screen tall: the footer does not sit under the header and jump as the page's data arrives. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 scroll-mt-24 outline-none">
        <Outlet />
      </main>
      {/* Below every page: taken over by the browser after the page (components/ui/hydrate-apart.tsx),
          at start: a part that waits must not outlive a navigation (two journeys broke when it did). */}
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
    </div>
  );
}
