import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * An erased account's bookings stay for the agency's accounts without the person (users/erasure.ts):
 * their travellers lose every passport detail too (ADR 0030), in the same transaction.
 */
export async function erasePassengers(em: EntityManager, userId: number): Promise<void> {
  await em.execute(
    `update passengers set surname = '', given_names = '', sex = null, date_of_birth = null, passport_number = null,
       passport_expiry = null, nationality = null, updated_at = now()
     where reservation_id in (select id from reservations where user_id = ?)`,
    [userId]);
}
