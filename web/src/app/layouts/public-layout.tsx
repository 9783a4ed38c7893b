import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation';
import { FlashMessage } from './flash-message';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './header/site-header';

// Every path outside /dashboard: a skip link (the first thing Tab reaches), header, page, footer.
export default function PublicLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-sky-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skip')}
      </a>
      {/* The next page is being loaded: a thin bar, so a tap on a link is seen to have worked. */}
      {navigation.state !== 'idle' && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-sky-600" />}
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus here, so the next Tab starts inside the page. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 scroll-mt-24 outline-none">
        <FlashMessage />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
