import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Deletes the user's server-side sessions inside the caller's transaction (role change, deletion,
 * password change or reset), all of them or all but the one the change was made from.
 */
export async function endSessions(em: EntityManager, userId: number, exceptSid?: string): Promise<void> {
  await em.execute(
    `delete from "session" where (sess->>'userId')::int = ? and (?::text is null or sid <> ?)`,
    [userId, exceptSid ?? null, exceptSid ?? null],
  );
}
