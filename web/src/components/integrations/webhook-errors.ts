import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's rule code of a refused webhook action (extensions.rules.<field>.code), for the page's own wording. */
export function webhookRuleCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const rules = e.extensions?.rules as Record<string, { code?: string }> | undefined;
    const code = rules && Object.values(rules).find((r) => typeof r?.code === 'string')?.code;
    if (code) return code;
  }
  return null;
}
