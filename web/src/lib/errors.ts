import { CombinedGraphQLErrors } from '@apollo/client/errors';

// extensions.code values the API sets (api/src/graphql errors mapping).
export const errorCodes = ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS'] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface ApiError {
  /** A known API code, or null for network failures and unexpected server errors. */
  code: ErrorCode | null;
  /** The server's message (first GraphQL error), or the transport's. */
  message: string;
  /** Field name -> message, from extensions.fields (validation and uniqueness errors): Albanian. */
  fields: Record<string, string>;
  /**
   * Field name -> the rule it broke, from extensions.reasons (`isNotEmpty`, `minLength`, `unique`...):
   * what lib/field-errors.ts turns into a text in the page's language.
   */
  reasons?: Record<string, string>;
  /** The server was not reached or did not answer GraphQL ("Failed to fetch", a proxy's 502...). */
  network?: boolean;
}

const isCode = (value: unknown): value is ErrorCode => errorCodes.includes(value as ErrorCode);

function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/** Turns whatever an Apollo hook reports (error result or thrown) into one shape the UI can show. */
export function toApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = error.errors.map((e) => e.extensions?.code).find(isCode) ?? null;
    const fields = Object.assign({}, ...error.errors.map((e) => fieldsOf(e.extensions?.fields)));
    const reasons = Object.assign({}, ...error.errors.map((e) => fieldsOf(e.extensions?.reasons)));
    return { code, message: first?.message ?? error.message, fields, reasons, network: false };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: null, message, fields: {}, reasons: {}, network: true };
}
