import { LegacyVocabulary } from '../../rest/legacy.js';
import type { Actor } from './actor.js';
import type { User } from './user.entity.js';

/** The staff forms (LEGACY-API §2): "" from an untouched field means "not given". */
export const newUserVocab = new LegacyVocabulary({
  firstName: ['firstName', 'string'], lastName: ['lastName', 'string'], number: ['number', 'string'],
  email: ['email', 'string'], username: ['username', 'string'], password: ['password', 'string'],
});
export const userEditVocab = new LegacyVocabulary({
  firstName: ['firstName', 'string'], lastName: ['lastName', 'string'], number: ['number', 'string'],
  email: ['email', 'string'], username: ['username', 'string'], role: ['role', 'string'],
});

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

/** Who is logged in, as `/user` and `/api/login` answer it. */
export const toLegacySessionUser = (u: Actor) => ({ id: u.id, username: u.username, role: u.role });
