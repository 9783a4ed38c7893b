import { registerEnumType } from 'type-graphql';
import { Role } from '../users/role.js';

/** What an API token may do (issue 47). Which fields each reaches: graphql/token-scopes.ts. */
export enum ApiScope {
  CATALOGUE_READ = 'CATALOGUE_READ',
  BOOK = 'BOOK',
  BOOKINGS_READ = 'BOOKINGS_READ',
}
registerEnumType(ApiScope, {
  name: 'ApiScope',
  description: 'What an API token may do: CATALOGUE_READ reads the catalogue, BOOK books, BOOKINGS_READ reads the bookings of the token\'s account.',
  valuesConfig: {
    CATALOGUE_READ: { description: 'Read the catalogue: packages, search, countries, cities, airports, travel plans, quotes, flights.' },
    BOOK: { description: 'Book a package (bookPackage), as the token\'s account.' },
    BOOKINGS_READ: { description: 'Read the bookings of the token\'s account, their travellers and documents.' },
  },
});

/**
 * WHO MAY HOLD API TOKENS: the one rule. The owner (the agency's own integrations) and a partner
 * agency's people (their booking systems). A token acts as its user, so a partner's token sees only its
 * agency's bookings (partners/booking-scope.ts) and an owner's token reaches no staff field.
 */
export function mayHoldApiTokens(user: { role: Role }): boolean {
  return user.role === Role.OWNER || user.role === Role.PARTNER;
}

/** A token lives at most this long: a leaked one stops working by itself. */
export const MAX_TOKEN_DAYS = 366;
export const MAX_TOKENS_PER_USER = 50;
