import type { EntityManager } from '@mikro-orm/postgresql';
import { todayLocal } from '../../shared/local-date.js';

/**
 * A new booking reference, `BT-<year>-<6 digits>` (BT-2026-000123), and its number: the number from
 * the PostgreSQL sequence of `reservations.reference_no`, so two instances booking at once never share
 * one (and a restored backup continues after the highest), unique in the table besides.
 */
export async function nextReference(em: EntityManager, now = new Date()): Promise<{ referenceNo: number; reference: string }> {
  const [{ n }] = await em.execute<{ n: string }[]>(`select nextval(pg_get_serial_sequence('reservations', 'reference_no')) as n`);
  return { referenceNo: Number(n), reference: `BT-${todayLocal(now).slice(0, 4)}-${String(n).padStart(6, '0')}` };
}
