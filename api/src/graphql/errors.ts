import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { domainErrorFromDb } from '../shared/db-errors.js';
import { DomainError, InvalidInputError } from '../shared/errors.js';

/**
 * The single GraphQL edge mapping: domain errors keep their message and get `extensions.code`
 * (and `fields` naming the bad inputs, `rules` saying why in codes); GraphQL's own parse/validation errors pass through;
 * anything else is masked so no stack trace or SQL ever leaves the server, in any NODE_ENV.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const original = domainErrorFromDb(unwrapped) ?? unwrapped;
  if (original instanceof DomainError) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: original.code,
        ...(original.fields ? { fields: original.fields } : {}),
        ...(original instanceof InvalidInputError && original.rules ? { rules: original.rules } : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  const known = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST',
    'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE'];
  if (original instanceof GraphQLError && typeof code === 'string' && known.includes(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  if (typeof code === 'string' && known.includes(code)) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code } };
  }
  console.error('[graphql] unexpected error', original);
  return { message: 'Ndodhi një gabim i papritur.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
