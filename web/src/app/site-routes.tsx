import type { RouteObject } from 'react-router-dom';
import { ContactPage } from '../features/contact/routes/contact-page';
import { BullgariPage } from '../features/destinations/routes/bullgari-page';
import { DubaiPage } from '../features/destinations/routes/dubai-page';
import { EuropePage } from '../features/destinations/routes/europe-page';
import { FestatPage } from '../features/destinations/routes/festat-page';
import { GreqiPage } from '../features/destinations/routes/greqi-page';
import { KosovaPage } from '../features/destinations/routes/kosova-page';
import { MaqedoniPage } from '../features/destinations/routes/maqedoni-page';
import { TurqiPage } from '../features/destinations/routes/turqi-page';
import { FavouritesPage } from '../features/packages/routes/favourites-page';
import { MyReservationsPage } from '../features/packages/routes/my-reservations-page';
import { PackagePage } from '../features/packages/routes/package-page';
import { SearchPage } from '../features/search/routes/search-page';
import { UnsubscribePage } from '../features/subscribe/routes/unsubscribe-page';

/**
 * Public-site pages (inside the public layout, before the 404), each from its own feature.
 * Paths in their canonical casing (SPEC §2); any other casing redirects here (canonical-path.ts).
 * The indexable ones are listed in sitemap-paths.ts too (for /sitemap.xml).
 */
export const siteRoutes: RouteObject[] = [
  { path: 'turqi', element: <TurqiPage /> },
  { path: 'bullgari', element: <BullgariPage /> },
  { path: 'FestateFundVitit', element: <FestatPage /> },
  { path: 'Maqedoni', element: <MaqedoniPage /> },
  { path: 'Greqi', element: <GreqiPage /> },
  { path: 'EuropeCityBreak', element: <EuropePage /> },
  { path: 'Dubai', element: <DubaiPage /> },
  { path: 'VisitKosova', element: <KosovaPage /> },
  { path: 'kontakt', element: <ContactPage /> },
  { path: 'search', element: <SearchPage /> },
  { path: 'aranzhmani/:id', element: <PackagePage /> },
  { path: 'te-preferuarat', element: <FavouritesPage /> },
  { path: 'rezervimet-e-mia', element: <MyReservationsPage /> },
  { path: 'unsubscribe', element: <UnsubscribePage /> },
];
