import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { infoPaths } from './features/info/content/paths';
import { infoPages } from './features/info/content/types';

/**
 * The route table (React Router's framework mode, ADR 0019). Paths in their canonical casing (SPEC §2);
 * any other casing redirects to it (root.tsx). Every path here is listed in app/route-paths.ts too (a
 * unit test keeps the two equal).
 */
export default [
  layout('app/layouts/public-layout.tsx', [
    index('features/home/routes/home-page.tsx'),
    route('login', 'features/auth/routes/login-page.tsx'),
    route('verifikimi-me-dy-hapa', 'features/auth/routes/two-factor-enrolment-page.tsx'),
    route('register', 'features/auth/routes/register-page.tsx'),
    route('harruat-fjalekalimin', 'features/auth/routes/forgot-password-page.tsx'),
    route('rivendos-fjalekalimin', 'features/auth/routes/reset-password-page.tsx'),
    route('profili', 'features/auth/routes/profile-page.tsx'),
    route('turqi', 'features/destinations/routes/turqi-page.tsx'),
    route('bullgari', 'features/destinations/routes/bullgari-page.tsx'),
    route('FestateFundVitit', 'features/destinations/routes/festat-page.tsx'),
    route('Maqedoni', 'features/destinations/routes/maqedoni-page.tsx'),
    route('Greqi', 'features/destinations/routes/greqi-page.tsx'),
    route('EuropeCityBreak', 'features/destinations/routes/europe-page.tsx'),
    route('Dubai', 'features/destinations/routes/dubai-page.tsx'),
    route('VisitKosova', 'features/destinations/routes/kosova-page.tsx'),
    route('kontakt', 'features/contact/routes/contact-page.tsx'),
    route('search', 'features/search/routes/search-page.tsx'),
    // Issue 43, item 6: the home's Fluturimi tab, seats sold alone.
    route('fluturime', 'features/packages/routes/flights-page.tsx'),
    route('aranzhmani/:id', 'features/packages/routes/package-page.tsx'),
    route('te-preferuarat', 'features/packages/routes/favourites-page.tsx'),
    route('rezervimet-e-mia', 'features/packages/routes/my-reservations-page.tsx'),
    route('rezervimet-e-mia/:id/udhetaret', 'features/packages/routes/travellers-page.tsx'),
    // Issue 47: a partner agency's bookings.
    route('rezervimet-e-agjencise', 'features/packages/routes/agency-bookings-page.tsx'),
    // Its API tokens and webhooks (partners have no dashboard).
    route('integrimet-e-agjencise', 'features/packages/routes/agency-integrations-page.tsx'),
    route('unsubscribe', 'features/subscribe/routes/unsubscribe-page.tsx'),
    // The footer's information pages: travel advice, terms, about, cookies, privacy, B2B; one module.
    ...infoPages.map((page) => route(infoPaths[page].slice(1), 'features/info/routes/info-page.tsx', { id: `info-${page}` })),
    route('*', 'app/routes/not-found-page.tsx'),
  ]),
  // Staff only; drawn in the browser (the guard also answers on the server), its screens its own routes.
  route('dashboard/*', 'app/dashboard-shell.tsx'),
  route('graphiql', 'graphiql/graphiql-page.tsx'),
  // Forms that belong to no page: the SQ/EN switch and logging out (the header), the offers (the footer).
  route('gjuha', 'app/routes/language.ts'),
  route('dalje', 'app/routes/logout.ts'),
  route('abonohu', 'features/subscribe/routes/subscribe-action.ts'),
] satisfies RouteConfig;
