import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { domainErrorFromDb } from '../shared/db-errors.js';
import { DomainError } from '../shared/errors.js';

const KNOWN_CODES = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE'];

/** The domain error an error stands for (a database refusal of bad input included), if any. */
function domainErrorOf(error: unknown): DomainError | undefined {
  const unwrapped = unwrapResolverError(error);
  const original = domainErrorFromDb(unwrapped) ?? unwrapped;
  return original instanceof DomainError ? original : undefined;
}

/** GraphQL's own parse/validation errors and domain errors are the client's; anything else is ours (a 500). */
export function isUnexpected(error: unknown, code: unknown): boolean {
  return !domainErrorOf(error) && !(typeof code === 'string' && KNOWN_CODES.includes(code));
}

/**
 * The single GraphQL edge mapping: domain errors keep their message and get `extensions.code`
 * (and `fields` naming the bad inputs, `reasons` naming the rule each broke, `rules` with codes and numbers
 * for the rules that have them, for translation); GraphQL's own parse/validation errors pass through;
 * anything else is masked so no stack trace or SQL ever leaves the server, in any NODE_ENV.
 * Logging happens in the operations plugin (graphql/operations.ts), which knows the request.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const domain = domainErrorOf(error);
  if (domain) {
    return {
      message: domain.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: domain.code,
        ...(domain.fields ? { fields: domain.fields } : {}),
        ...(domain.reasons ? { reasons: domain.reasons } : {}),
        ...(domain.rules ? { rules: domain.rules } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (unwrapResolverError(error) instanceof GraphQLError && typeof code === 'string' && KNOWN_CODES.includes(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  if (typeof code === 'string' && KNOWN_CODES.includes(code)) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code } };
  }
  return { message: 'Ndodhi një gabim i papritur.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
