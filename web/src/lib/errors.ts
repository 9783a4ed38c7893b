import { CombinedGraphQLErrors } from '@apollo/client/errors';
import i18n from 'i18next';

// extensions.code values the API sets (api/src/graphql errors mapping).
export const errorCodes = ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS'] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface ApiError {
  /** A known API code, or null for network failures and unexpected server errors. */
  code: ErrorCode | null;
  /** The server's message (first GraphQL error), or the transport's. */
  message: string;
  /** Field name -> message, from extensions.fields (validation and uniqueness errors). */
  fields: Record<string, string>;
}

const isCode = (value: unknown): value is ErrorCode => errorCodes.includes(value as ErrorCode);

function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/**
 * The server words field errors in Albanian and, for some rules (the password rule...), adds
 * `extensions.rules`: `{ field: { code, params } }`. A rule the dictionaries know (`serverRules.<code>`)
 * is shown in the page's language instead of the server's Albanian text.
 */
function inPageLanguage(fields: Record<string, string>, rules: unknown): Record<string, string> {
  if (typeof rules !== 'object' || rules === null) return fields;
  const out = { ...fields };
  for (const [name, rule] of Object.entries(rules as Record<string, { code?: unknown; params?: Record<string, number> }>)) {
    const key = `serverRules.${String(rule?.code)}`;
    if (name in out && i18n.exists(key)) out[name] = i18n.t(key as 'serverRules.PASSWORD_COMMON', rule.params ?? {});
  }
  return out;
}

/** Turns whatever an Apollo hook reports (error result or thrown) into one shape the UI can show. */
export function toApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = error.errors.map((e) => e.extensions?.code).find(isCode) ?? null;
    const fields = Object.assign({}, ...error.errors.map((e) => inPageLanguage(fieldsOf(e.extensions?.fields), e.extensions?.rules)));
    return { code, message: first?.message ?? error.message, fields };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: null, message, fields: {} };
}
