import { CombinedGraphQLErrors } from '@apollo/client/errors';
import i18n from 'i18next';
import { msg, type Message, type MessageKey } from './message';

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
  /**
   * Field name -> the server's rule with a code the dictionaries know (extensions.rules: the password
   * rule, a username's characters...), as a message worded in the page's language when drawn: more
   * precise than the text of the bare reason, so the forms show it first.
   */
  rules?: Record<string, Message>;
  /** The server was not reached or did not answer GraphQL ("Failed to fetch", a proxy's 502...). */
  network?: boolean;
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
 * is kept as a message, shown in the page's language instead of the server's Albanian text.
 */
function knownRules(rules: unknown): Record<string, Message> {
  if (typeof rules !== 'object' || rules === null) return {};
  const out: Record<string, Message> = {};
  for (const [name, rule] of Object.entries(rules as Record<string, { code?: unknown; params?: Record<string, number> }>)) {
    const key = `serverRules.${String(rule?.code)}`;
    if (i18n.exists(key)) out[name] = msg(key as MessageKey, rule.params ?? {});
  }
  return out;
}

/** Turns whatever an Apollo hook reports (error result or thrown) into one shape the UI can show. */
export function toApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = error.errors.map((e) => e.extensions?.code).find(isCode) ?? null;
    const fields = Object.assign({}, ...error.errors.map((e) => fieldsOf(e.extensions?.fields)));
    const reasons = Object.assign({}, ...error.errors.map((e) => fieldsOf(e.extensions?.reasons)));
    const rules = Object.assign({}, ...error.errors.map((e) => knownRules(e.extensions?.rules)));
    return { code, message: first?.message ?? error.message, fields, reasons, rules, network: false };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: null, message, fields: {}, reasons: {}, network: true };
}
