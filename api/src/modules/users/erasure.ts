import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '../../shared/like.js';
import { Favourite } from '../favourites/favourite.entity.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { erasePassengers } from '../passengers/erasure.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { dropRecoveryCodes } from '../two-factor/recovery-codes.js';
import { endSessions } from './end-sessions.js';
import { PasswordReset } from './password-reset.entity.js';
import { User } from './user.entity.js';

/** What erasing an account did: deleted it, or (it had bookings the agency must keep) anonymised it. */
export type ErasureResult = 'DELETED' | 'ANONYMISED';

/** The name a booking of an erased account keeps, and each of its travellers' ("Udhëtar 1", ...). */
export const ERASED_NAME = 'Klient i fshirë';

/**
 * Erases a person's account on their request (issue 41), in the caller's transaction. Their sessions,
 * reset links, recovery codes, favourites and newsletter subscriptions go. An account with bookings
 * (the agency keeps them for its accounts) stays as an anonymous row: no name, e-mail, phone or
 * password (nobody can sign in to it), and its bookings keep prices and dates but lose the name,
 * contact and travellers' names. An account without bookings is deleted.
 */
export async function eraseAccount(em: EntityManager, user: User): Promise<{ result: ErasureResult; bookingsKept: number }> {
  await endSessions(em, user.id);
  await em.nativeDelete(PasswordReset, { user: user.id });
  await dropRecoveryCodes(em, user.id);
  await em.nativeDelete(Subscription, { email: { $ilike: escapeLike(user.email) } });
  await em.nativeDelete(Favourite, { user: user.id });
  const bookingsKept = await em.count(Reservation, { user: user.id });
  if (!bookingsKept) {
    em.remove(user);
    await em.flush();
    return { result: 'DELETED', bookingsKept };
  }
  await em.execute(
    `update reservations set user_name = ?, customer_email = '', customer_phone = '',
       traveller_names = (select coalesce(jsonb_agg('Udhëtar ' || n order by n), '[]'::jsonb) from jsonb_array_elements(traveller_names) with ordinality t(v, n))
     where user_id = ?`,
    [ERASED_NAME, user.id]);
  await erasePassengers(em, user.id);
  Object.assign(user, {
    firstName: 'Klient', lastName: 'i fshirë', number: '', email: `fshire-${user.id}@anonim.invalid`, username: `fshire-${user.id}`,
    // Matches no password: verifyPassword reads neither our scheme nor bcrypt in it.
    passwordHash: '!', language: 'sq', twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null,
    twoFactorPendingSecret: null, twoFactorPendingAt: null, anonymisedAt: new Date(),
  });
  await em.flush();
  return { result: 'ANONYMISED', bookingsKept };
}
