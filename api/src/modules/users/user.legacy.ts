import type { User } from './user.entity.js';

/** The legacy REST shape of a user: the ONE place it is mapped; never a password hash. */
export function toLegacyUser(u: User) {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    number: u.number,
    email: u.email,
    username: u.username,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  };
}
