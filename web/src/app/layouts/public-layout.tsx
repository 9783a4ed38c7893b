import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './header/site-header';

// Every path outside /dashboard: header, page, footer.
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      {/* At least a screen tall: the footer does not sit under the header and jump as the page's data arrives. */}
      <main id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
