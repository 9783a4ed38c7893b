import { registerEnumType } from 'type-graphql';

export enum Role {
  USER = 'user',
  ADMIN = 'admin',
  OWNER = 'owner',
  /** A partner agency's person (issue 47, ADR 0042): books for its customers, sees its agency's bookings only. */
  PARTNER = 'partner',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'What an account may do: USER books, ADMIN and OWNER run the back office, PARTNER sells for a partner agency.',
});

export const STAFF: readonly Role[] = [Role.ADMIN, Role.OWNER];
/** Every role: "anyone logged in". */
export const SIGNED_IN: readonly Role[] = [Role.USER, Role.ADMIN, Role.OWNER, Role.PARTNER];

/**
 * API TOKENS (issue 47): who may hold one. The API-token work calls this when a token is made (and
 * when one is used, in case the role changed since): a partner agency's person may, so an agency's
 * own booking system can book and read its agency's bookings; the token acts as that user, so the
 * partner's scope (partners/booking-scope.ts `bookingScope`/`maySeeBooking`) applies to it unchanged.
 * Staff: kept allowed here; customers (USER) hold none.
 */
export function mayHoldApiToken(role: Role): boolean {
  return role === Role.PARTNER || STAFF.includes(role);
}
