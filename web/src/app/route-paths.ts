/*
 * Every path the web app answers, as React Router patterns in their canonical casing. The web build
 * writes this list to /route-paths.json, and the server answers HTTP 404 (with the app's not-found
 * page) for any other path, as a real 404 should (ADR 0011). No React here: vite.config.ts reads it.
 * routes.test.ts keeps it equal to the route table (app/routes.tsx). The API's own paths (/api,
 * /graphql, /media, /user, /logout, /healthz) never reach the web app and are not listed.
 */
export const sitePaths = [
  '/',
  '/login',
  '/register',
  '/harruat-fjalekalimin',
  '/rivendos-fjalekalimin',
  '/profili',
  '/turqi',
  '/bullgari',
  '/FestateFundVitit',
  '/Maqedoni',
  '/Greqi',
  '/EuropeCityBreak',
  '/Dubai',
  '/VisitKosova',
  '/kontakt',
  '/search',
  '/aranzhmani/:id',
  '/te-preferuarat',
  '/rezervimet-e-mia',
  '/unsubscribe',
  '/keshilla-per-udhetim',
  '/rregullat-e-udhetimit',
  '/rreth-nesh',
  '/politika-e-cookies',
  '/privatesia',
  '/b2b',
] as const;

export const dashboardPaths = [
  '/dashboard',
  '/dashboard/AddShtetin',
  '/dashboard/ManageShtetet',
  '/dashboard/AddQytetet',
  '/dashboard/ManageQytetet',
  '/dashboard/AddAirport',
  '/dashboard/ManageAirports',
  '/dashboard/AddAranzhmanet',
  '/dashboard/ManageAranzhmanet',
  '/dashboard/PackageOptions/:id',
  '/dashboard/AranzhmaniFaqja/:id',
  '/dashboard/ManageHomeTable',
  '/dashboard/TurqiTable',
  '/dashboard/DubaiTable',
  '/dashboard/MaqedoniPricesTable',
  '/dashboard/SliderManage',
  '/dashboard/GreqiSlider',
  '/dashboard/SliderBullgari',
  '/dashboard/SliderKosova',
  '/dashboard/ManageCardsStamboll',
  '/dashboard/HurghadaCards',
  '/dashboard/KapodakiaCards',
  '/dashboard/AddUser',
  '/dashboard/ManageUser',
  '/dashboard/Logs',
  '/dashboard/Reservations',
  '/dashboard/Messages',
  '/dashboard/Subscribers',
  '/dashboard/Outbox',
] as const;

export const routePaths: readonly string[] = [...sitePaths, ...dashboardPaths];
