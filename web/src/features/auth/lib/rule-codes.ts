import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The rule codes an API refusal names (extensions.rules: `{ field: { code } }`), e.g. TWO_FACTOR_ENROLMENT_EXPIRED. */
export function ruleCodesOf(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => Object.values((e.extensions?.rules ?? {}) as Record<string, { code?: unknown }>).map((rule) => String(rule?.code)));
}
