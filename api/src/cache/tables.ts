/**
 * The hot public reads that are answered from the public cache (public-cache.ts), and the tables
 * each is read from: a committed write to one of those tables drops the answer (migration
 * PublicDataChanges announces them). A read whose answer depends on anything else (the user, a
 * table not listed) must not be here; the day is part of every key (store.ts). public-cache.test.ts checks
 * every entry exists and that every table listed announces its writes (a trigger).
 */
export interface PublicReads {
  /** Legacy GET paths under /api (lower case, as the router matches them case-insensitively); `:id` is a number. */
  rest: Record<string, readonly string[]>;
  /** GraphQL query fields; a query is cached only when every root field it asks is here. */
  graphql: Record<string, readonly string[]>;
}

const COUNTRIES = ['countries'];
const CITIES = ['cities', 'countries'];
const AIRPORTS = ['airports', 'countries'];
const SLIDES = ['slider_images'];
const CARDS = ['cards'];
/** A package as the site shows it: its places, and its seats left (the reservations, and its flight's block: issue 43). */
const PACKAGES = ['packages', 'countries', 'cities', 'airports', 'reservations', 'flights', 'package_options',
  // Issue 20, the package page: its content and gallery (media rows never change, so they need no entry).
  'package_content', 'package_photos'];

export const PUBLIC_READS: PublicReads = {
  rest: {
    '/api/shtetet': COUNTRIES,
    '/api/qytetet': CITIES,
    '/api/airports': AIRPORTS,
    '/api/travel-plans': ['travel_plans'],
    '/api/images': SLIDES,
    '/api/bullgari/images': SLIDES,
    '/api/greqi-images': SLIDES,
    '/api/cards': CARDS,
    '/api/hurghada/cards': CARDS,
    '/api/kapodakia/cards': CARDS,
    '/api/room-price': ['room_prices'],
    '/api/dubai-price': ['dubai_prices'],
    '/api/maqedoni-price': ['macedonia_prices'],
    '/api/aranzhmanet/:id': PACKAGES,
  },
  graphql: {
    countries: COUNTRIES,
    cities: CITIES,
    // `withDepartures` lists the airports a package leaves from: a package written may add or drop one.
    airports: [...AIRPORTS, 'packages'],
    travelPlans: ['travel_plans'],
    sliderImages: SLIDES,
    cards: CARDS,
    roomPrices: ['room_prices'],
    dubaiPrices: ['dubai_prices'],
    macedoniaPrices: ['macedonia_prices'],
    // The search page and the package page: the same search asked again (popular filters, paging
    // back) is answered from memory until a package, a place or a reservation changes.
    searchPackages: PACKAGES,
    package: PACKAGES,
  },
};

/**
 * What a rendered page may read and still be kept for visitors who are not logged in
 * (server-render/page-cache.ts): the public reads, and two more that the page cache may keep though
 * the public cache may not, because it keeps a page for one day of the server at most.
 */
export const PAGE_READS: PublicReads = {
  rest: {},
  graphql: {
    ...PUBLIC_READS.graphql,
    // The package page's price for the default party: its payment dates count from today.
    bookingQuote: PACKAGES,
    // The agency's number, from the configuration: no table.
    agencyContact: [],
  },
};
