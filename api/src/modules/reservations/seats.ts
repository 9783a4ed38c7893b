import type { EntityManager } from '@mikro-orm/postgresql';
import { ReservationStatus } from './reservation.entity.js';

/** The reservations that hold seats: options and confirmed ones (a cancelled, expired or waitlisted one holds none). */
export const LIVE = [ReservationStatus.OPTION, ReservationStatus.CONFIRMED];

const LIVE_SQL = LIVE.map((s) => `'${s}'`).join(', ');

/**
 * THE seats-taken query, as an SQL expression: the travellers holding seats on the package whose id
 * is `packageId` (a column such as `p.id`, or a `?` placeholder). The search's "hide full packages",
 * reserving (never oversell) and `Package.seatsLeft` all count seats with it.
 */
export function seatsTakenSql(packageId: string): string {
  return `(select coalesce(sum(r.travellers), 0) from reservations r where r.package_id = ${packageId} and r.status in (${LIVE_SQL}))`;
}

/**
 * Seats still free on a package, read in the caller's transaction (null: no limit). Call it with the
 * package row locked (FOR UPDATE): bookings and waitlist offers both count with it, one after another.
 */
export async function seatsFree(em: EntityManager, pkg: { id: number; seats?: number | null }): Promise<number | null> {
  if (pkg.seats === null || pkg.seats === undefined) return null;
  const [{ taken }] = await em.execute<{ taken: string }[]>(`select ${seatsTakenSql('?')} as taken`, [pkg.id]);
  return Math.max(0, pkg.seats - Number(taken));
}
