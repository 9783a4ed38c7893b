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
