// The public pages search engines should index, in their canonical casing: the web build writes them
// to /sitemap.xml (vite.config.ts). Account pages, favourites and one-off links stay out.
export const sitemapPaths = [
  '/',
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
  '/login',
  '/register',
  '/keshilla-per-udhetim',
  '/rregullat-e-udhetimit',
  '/rreth-nesh',
  '/politika-e-cookies',
  '/privatesia',
  '/b2b',
] as const;
