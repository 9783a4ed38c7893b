import type { GraphQLField, GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { ApiScope } from '../modules/api-tokens/scopes.js';
import { DomainError } from '../shared/errors.js';

const { CATALOGUE_READ, BOOK, BOOKINGS_READ } = ApiScope;
const ALL = [CATALOGUE_READ, BOOK, BOOKINGS_READ];

/**
 * WHAT AN API TOKEN REACHES (issue 47): keyed `Query.field` / `Mutation.field` like policy.ts. A request
 * made with a token may call only the root fields listed here, and only with a token holding one of
 * the listed scopes; every other field (the dashboard's, account changes, token management itself) is
 * refused with FORBIDDEN. The role matrix (policy.ts, @Auth) still applies on top: the token acts as its
 * account, and never beyond what a customer's role reaches (graphql/auth.ts).
 */
export const TOKEN_SCOPES: Record<string, readonly ApiScope[]> = {
  'Query.me': ALL,
  'Query.countries': [CATALOGUE_READ],
  'Query.country': [CATALOGUE_READ],
  'Query.cities': [CATALOGUE_READ],
  'Query.city': [CATALOGUE_READ],
  'Query.airports': [CATALOGUE_READ],
  'Query.airport': [CATALOGUE_READ],
  'Query.searchPackages': [CATALOGUE_READ],
  'Query.package': [CATALOGUE_READ],
  'Query.travelPlans': [CATALOGUE_READ],
  'Query.travelPlan': [CATALOGUE_READ],
  'Query.searchFlights': [CATALOGUE_READ],
  'Query.agencyContact': [CATALOGUE_READ],
  'Query.roomPrices': [CATALOGUE_READ],
  'Query.dubaiPrices': [CATALOGUE_READ],
  'Query.macedoniaPrices': [CATALOGUE_READ],
  // The price of a party: reading the catalogue, and what a booking client asks right before booking.
  'Query.bookingQuote': [CATALOGUE_READ, BOOK],
  'Mutation.bookPackage': [BOOK],
  'Query.myReservations': [BOOKINGS_READ],
  'Query.myBookedPackageIds': [BOOKINGS_READ],
  'Query.bookingPassengers': [BOOKINGS_READ],
  'Query.bookingDocuments': [BOOKINGS_READ],
  // A partner agency's booking system: its agency's bookings and what it owes (partners/booking-scope.ts).
  'Query.agencyBookings': [BOOKINGS_READ],
  'Query.myPartnerAgency': [BOOKINGS_READ],
};

/** What a token request carries: the scopes it holds. */
interface TokenContext {
  token?: { scopes: readonly ApiScope[]; wrote(field: string, result: unknown): Promise<void> } | null;
}

/**
 * Refused: not reachable with a token, or not with this token's scopes. A FORBIDDEN like a role's
 * refusal; `rules[field].code` TOKEN_SCOPE lets a client word it in its own language.
 */
export class TokenScopeError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor(readonly field: string, readonly needs: readonly ApiScope[]) {
    super(needs.length
      ? `Tokeni i API-së nuk e lejon këtë veprim: ${field} kërkon të drejtën ${needs.join(' ose ')}.`
      : `Tokeni i API-së nuk e lejon këtë veprim: ${field} nuk arrihet me token.`,
    undefined, { [field]: 'tokenScope' }, { [field]: { code: needs.length ? 'TOKEN_SCOPE_MISSING' : 'TOKEN_NOT_ALLOWED' } });
  }
}

const SCOPED = Symbol('tokenScoped');

/**
 * Wraps every root field once: a token request is checked against TOKEN_SCOPES before the resolver
 * runs; a session or anonymous request passes untouched. Each listed field's description says which
 * scopes reach it, so GraphiQL's docs show it.
 */
export function scopeRootFields(schema: GraphQLSchema): GraphQLSchema {
  for (const [kind, type] of [['Query', schema.getQueryType()], ['Mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {}) as (GraphQLField<unknown, TokenContext> & { [SCOPED]?: true })[]) {
      if (field[SCOPED]) continue;
      const key = `${kind}.${field.name}`;
      const needs = TOKEN_SCOPES[key] ?? [];
      if (needs.length) field.description = `${field.description ? `${field.description}\n\n` : ''}API tokens: scope ${needs.join(' or ')}.`;
      const resolve: GraphQLFieldResolver<unknown, TokenContext> = field.resolve ?? ((src) => (src as Record<string, unknown>)?.[field.name]);
      // Sessions and visitors go straight to the resolver (as before, synchronous when it is).
      field.resolve = (src, args, ctx, info) => {
        const token = ctx.token;
        if (!token) return resolve(src, args, ctx, info);
        if (!needs.some((s) => token.scopes.includes(s))) throw new TokenScopeError(key, needs);
        if (kind === 'Query') return resolve(src, args, ctx, info);
        // Writes made with a token are activity-logged with the token's name (issue 47).
        return Promise.resolve(resolve(src, args, ctx, info)).then(async (result: unknown) => {
          await token.wrote(field.name, result);
          return result;
        });
      };
      field[SCOPED] = true;
    }
  }
  return schema;
}
