import type { RouteObject } from 'react-router-dom';
import { infoPaths } from '../features/info/content/paths';
import { infoPages } from '../features/info/content/types';
import { lazyPage } from './lazy-page';

/**
 * Public-site pages (inside the public layout, before the 404), each from its own feature and its own
 * chunk (lazy-page.ts).
 * Paths in their canonical casing (SPEC §2); any other casing redirects here (canonical-path.ts).
 * The indexable ones are listed in sitemap-paths.ts too (for /sitemap.xml).
 */
export const siteRoutes: RouteObject[] = [
  { path: 'turqi', lazy: lazyPage(() => import('../features/destinations/routes/turqi-page'), (m) => m.TurqiPage) },
  { path: 'bullgari', lazy: lazyPage(() => import('../features/destinations/routes/bullgari-page'), (m) => m.BullgariPage) },
  { path: 'FestateFundVitit', lazy: lazyPage(() => import('../features/destinations/routes/festat-page'), (m) => m.FestatPage) },
  { path: 'Maqedoni', lazy: lazyPage(() => import('../features/destinations/routes/maqedoni-page'), (m) => m.MaqedoniPage) },
  { path: 'Greqi', lazy: lazyPage(() => import('../features/destinations/routes/greqi-page'), (m) => m.GreqiPage) },
  { path: 'EuropeCityBreak', lazy: lazyPage(() => import('../features/destinations/routes/europe-page'), (m) => m.EuropePage) },
  { path: 'Dubai', lazy: lazyPage(() => import('../features/destinations/routes/dubai-page'), (m) => m.DubaiPage) },
  { path: 'VisitKosova', lazy: lazyPage(() => import('../features/destinations/routes/kosova-page'), (m) => m.KosovaPage) },
  { path: 'kontakt', lazy: lazyPage(() => import('../features/contact/routes/contact-page'), (m) => m.ContactPage) },
  { path: 'search', lazy: lazyPage(() => import('../features/search/routes/search-page'), (m) => m.SearchPage) },
  { path: 'aranzhmani/:id', lazy: lazyPage(() => import('../features/packages/routes/package-page'), (m) => m.PackagePage) },
  { path: 'te-preferuarat', lazy: lazyPage(() => import('../features/packages/routes/favourites-page'), (m) => m.FavouritesPage) },
  { path: 'rezervimet-e-mia', lazy: lazyPage(() => import('../features/packages/routes/my-reservations-page'), (m) => m.MyReservationsPage) },
  { path: 'unsubscribe', lazy: lazyPage(() => import('../features/subscribe/routes/unsubscribe-page'), (m) => m.UnsubscribePage) },
  // The footer's information pages: travel advice, terms, about, cookies, privacy, B2B.
  ...infoPages.map((page) => ({
    path: infoPaths[page].slice(1),
    lazy: lazyPage(() => import('../features/info/routes/info-page'), ({ InfoPage }) => function Info() {
      return <InfoPage page={page} />;
    }),
  })),
];
