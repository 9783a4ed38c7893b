import { registerEnumType } from 'type-graphql';

export enum Role {
  USER = 'user',
  ADMIN = 'admin',
  OWNER = 'owner',
}

registerEnumType(Role, { name: 'Role', description: 'What an account may do: USER books, ADMIN and OWNER run the back office.' });

export const STAFF: readonly Role[] = [Role.ADMIN, Role.OWNER];
/** Every role: "anyone logged in". */
export const SIGNED_IN: readonly Role[] = [Role.USER, Role.ADMIN, Role.OWNER];
