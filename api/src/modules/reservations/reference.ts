import type { EntityManager } from '@mikro-orm/postgresql';
import { todayLocal } from '../../shared/local-date.js';

/**
 * A new booking reference, `BT-<year>-<6 digits>` (BT-2026-000123): the number from a PostgreSQL
 * sequence, so two instances booking at once never share one, and unique in the table besides.
 */
export async function nextReference(em: EntityManager, now = new Date()): Promise<string> {
  const [{ n }] = await em.execute<{ n: string }[]>(`select nextval('booking_reference_seq') as n`);
  return `BT-${todayLocal(now).slice(0, 4)}-${String(n).padStart(6, '0')}`;
}
