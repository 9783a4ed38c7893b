import { Matches } from 'class-validator';
import { InvalidInputError } from '../../shared/errors.js';

/**
 * The characters of a NEW username: Latin a–z (with the Albanian ë and ç), digits, ".", "_" and "-".
 * Letters of other scripts are refused because many are drawn exactly like Latin ones: a Cyrillic
 * "аdmin" registered beside "admin" (issue 15), and nobody reading a log or a reservation could tell
 * them apart. Accounts keep the names they already have and log in with them; the rule applies when a
 * name is chosen: registration, staff creating an account, a rename.
 */
const NEW_USERNAME = /^[A-Za-z0-9ëËçÇ._-]+$/;
export const NEW_USERNAME_RULE = 'username lejon vetëm shkronjat a–z (edhe ë e ç), shifrat 0–9, pikën, - dhe _.';

/** Its code, for clients that word the rule in their own language. */
const CODE = { code: 'USERNAME_CHARACTERS' };

/** The input-class form of the rule (registration and staff-created accounts always name a new user). */
export const IsNewUsername = (): PropertyDecorator => Matches(NEW_USERNAME, { message: NEW_USERNAME_RULE, context: CODE });

/** The service form of the rule, for a rename (an edit may resend the name an account already has). */
export function assertNewUsername(username: string): void {
  if (!NEW_USERNAME.test(username)) throw new InvalidInputError({ username: NEW_USERNAME_RULE }, undefined, { username: 'matches' }, { username: CODE });
}
