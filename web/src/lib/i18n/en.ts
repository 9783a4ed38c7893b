import { booking_en } from './booking.en';
import { dashboard_en } from './dashboard.en';
import { destinations_en } from './destinations.en';
import { pages_en } from './pages.en';
import { passengers_en } from './passengers.en';
import { payments_en } from './payments.en';
import { documents_en } from './documents.en';
import { webhooks_en } from './webhooks.en';
import { partners_en } from './partners.en';
import { departureLists_en } from './departure-lists.en';
import { apiTokens_en } from './api-tokens.en';
import { integrations_en } from './integrations.en';
import { dashboardHome_en } from './dashboard-home.en';
import { reports_en } from './reports.en';
import { flights_en } from './flights.en';
import { search_en } from './search.en';
import { sale_en } from './sale.en';
import { security_en } from './security.en';
import { site_en } from './site.en';
import type { sq } from './sq';

// Same keys as Albanian (the source of truth), any wording: a missing or extra key fails typecheck.
type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const en: Messages<typeof sq> = {
  ...site_en,
  // With the dashboard's texts too (sq adds those when the dashboard loads, dashboard-texts.ts).
  ...dashboard_en,
  ...sale_en,
  // English is its own chunk already: the booking's texts come with it (sq adds them lazily, booking-texts.ts).
  ...booking_en,
  ...destinations_en,
  ...pages_en,
  ...search_en,
  // The same for the second factor's and the profile's security texts (security-texts.ts).
  ...security_en,
  // Issue 43: the travellers' passport data (passengers-texts.ts).
  ...passengers_en,
  // Issue 43, item 6: seats alone (flights-texts.ts).
  ...flights_en,
  // Issue 44: a booking's money in the dashboard (payments-texts.ts).
  ...payments_en,
  // Issue 45: the contract terms page (documents-texts.ts).
  ...documents_en,
  // Issue 47: the partner agencies page (partners-texts.ts).
  ...partners_en,
  // Issue 46: the departure lists page (departure-lists-texts.ts).
  ...departureLists_en,
  // Issue 47: the webhooks page (webhooks-texts.ts).
  ...webhooks_en,
  // Issue 47: the API tokens page (api-tokens-texts.ts).
  ...apiTokens_en,
  // Issue 47: a partner's integrations page (integrations-texts.ts).
  ...integrations_en,
  // Issue 46, item 1: the dashboard's home (dashboard-home-texts.ts).
  ...dashboardHome_en,
  // Issue 46, item 2: the reports page (reports-texts.ts).
  ...reports_en,
  // The few of these pages' texts the header and the slider use stay in the first bundle (site.*.ts).
  dest: { ...site_en.dest, ...destinations_en.dest },
  myRes: { ...site_en.myRes, ...pages_en.myRes },
  fav: { ...site_en.fav, ...pages_en.fav },
  account: { ...pages_en.account, profile: { ...site_en.account.profile, ...pages_en.account.profile } },
  app: { name: 'Bani Travel' },
  common: {
    loading: 'Loading…',
    close: 'Close',
  },
  nav: {
    label: 'Main navigation',
    agencyBookings: 'Agency bookings',
    agencyIntegrations: 'Integrations',
    home: 'Bani Travel, home page',
    favourites: '❤️ Favourites',
    destination: 'Destination',
    search: 'Search',
    turqi: 'Turkey',
    bullgari: 'Bulgaria',
    festat: 'New Year holidays',
    maqedoni: 'North Macedonia',
    greqi: 'Greece',
    europe: 'Europe City Break',
    dubai: 'Dubai',
    kosova: 'Visit Kosovo',
    kontakt: 'Contact',
    register: 'Register',
    login: 'Login',
    logout: 'Logout',
    dashboard: 'Dashboard',
    menu: 'Menu',
    language: 'Language',
    skip: 'Skip to content',
  },
  home: {
    title: 'Home',
    tagline: 'A travel agency from Kosovo: holiday packages, hotels and flights to every destination.',
    features: 'Our services',
    charter: 'Charter flights',
    individual: 'Individual trips',
    flights: 'Plane tickets',
    hotels: 'Hotels all over the world',
    cruises: 'Cruises',
    recommendations: 'Recommendations',
    cityBreak: 'City Break',
    dubai: 'Dubai',
    stamboll: 'Istanbul',
    callCenter: 'Call Center',
    whatsapp: 'WhatsApp',
    viber: 'Viber',
  },
  footer: {
    callCenter: 'Call Center',
    consultants: '+5,000 consultants',
    tourists: '+200,000 travellers a year',
    experience: '+25 years of experience',
    topDestinations: 'Top destinations',
    info: 'Important information',
    travelTips: 'Travel tips',
    travelRules: 'Travel rules',
    about: 'About us',
    cookiePolicy: 'Cookie policy',
    cookieSettings: 'Change cookie settings',
    privacy: 'Privacy policy',
    bookings: 'Bookings',
    clientCare: 'Client Care',
    b2b: 'B2B Login',
    agency: 'Bani Travel | Kosovo',
    phone: 'Call Center: +383 45 963 828',
    email: 'info@Bani-travel.com',
    rights: '© {{year}} Bani Travel. All rights reserved.',
  },
  dashboardGate: {
    failure: "The dashboard is for the agency's staff only.",
  },
  bookingDone: {
    success: 'Booked! You will find it below, with its reference.',
  },
  login: {
    title: 'Log in to your account',
    username: 'Username or e-mail',
    password: 'Password',
    usernamePlaceholder: 'Enter your username',
    passwordPlaceholder: 'Enter your password',
    submit: 'Log in',
    toRegister: "Don't have an account? Register here",
    success: 'Login successful.',
    failure: 'Login failed.',
    accountDeleted: 'Your account was deleted and you are signed out.',
  },
  register: {
    title: 'Register',
    firstName: 'First name',
    lastName: 'Last name',
    number: 'Phone number',
    email: 'Email',
    username: 'Username',
    password: 'Password',
    placeholder: 'Enter your {{field, lowercase}}',
    submit: 'Register',
    success: 'Registration successful.',
    failure: 'Registration failed.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
    dashboardHome: 'Back to the Dashboard',
  },
  error: {
    title: 'Something went wrong',
    text: 'An unexpected error occurred.',
    reload: 'Reload the page',
  },
  // Rules the server names by code (extensions.rules), shown in the page's language (lib/errors.ts).
  serverRules: {
    // The dashboard's own rules come with its texts (dashboard.*.ts).
    ...dashboard_en.serverRules,
    ...passengers_en.serverRules,
    ...payments_en.serverRules,
    PASSWORD_TOO_SHORT: 'The password must have at least {{min}} characters.',
    STAFF_PASSWORD_TOO_SHORT: "A staff account's password must have at least {{min}} characters.",
    PASSWORD_COMMON: 'This password is one of the most common ones and easy to guess: choose another one.',
    USERNAME_CHARACTERS: 'A username may only use the letters a–z (also ë and ç), the digits 0–9, the dot, - and _.',
    RESET_LINK_INVALID: 'This link no longer works: it expired, was used, or a newer one replaced it. Ask for a new link.',
    NO_SEATS: 'Not enough seats are left on this package.',
    BOOKING_CLOSED: 'Booking for this departure has closed.',
    CREDIT_LIMIT: 'This booking (net €{{net}}) would take the agency past its credit limit (€{{limit}}; open balance €{{open}}). Settle what is owed or contact Bani Travel.',
    SEATS_PER_CUSTOMER: 'You can hold at most {{max}} seats on one departure (you hold {{held}}). For a bigger group, contact the agency.',
    OPTION_NOT_OF_PACKAGE: 'This option does not belong to this package.',
    PRICE_RANGE: 'The minimum price (€{{min}}) cannot be higher than the maximum price (€{{max}}).',
    OCCUPANCY_ADULTS_one: 'This room takes at most {{count}} adult.',
    OCCUPANCY_ADULTS_other: 'This room takes at most {{count}} adults.',
    OCCUPANCY_ADULTS: 'This room takes at most {{count}} adults.',
    OCCUPANCY_CHILDREN_one: 'This room takes at most {{count}} child.',
    OCCUPANCY_CHILDREN_other: 'This room takes at most {{count}} children.',
    OCCUPANCY_CHILDREN: 'This room takes at most {{count}} children.',
    OCCUPANCY_MIN_one: 'This room is booked for at least {{count}} person.',
    OCCUPANCY_MIN_other: 'This room is booked for at least {{count}} persons.',
    OCCUPANCY_MIN: 'This room is booked for at least {{count}} persons.',
  },
};
