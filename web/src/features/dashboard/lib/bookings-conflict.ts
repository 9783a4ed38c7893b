import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The count of active bookings a refusal names (issue 42: a package's dates are not moved while it has
 * some, extensions.rules.bookings), or null when the error is about something else.
 */
export function bookingsConflict(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const count = (e.extensions?.rules as { bookings?: { params?: { count?: unknown } } } | undefined)?.bookings?.params?.count;
    if (e.extensions?.code === 'CONFLICT' && typeof count === 'number') return count;
  }
  return null;
}
