import { ReservationStatus } from './reservation.entity.js';

/** The reservations that hold seats: pending and confirmed ones (a cancelled one gave its seats back). */
export const LIVE = [ReservationStatus.PENDING, ReservationStatus.CONFIRMED];

const LIVE_SQL = LIVE.map((s) => `'${s}'`).join(', ');

/**
 * THE seats-taken query, as an SQL expression: the travellers holding seats on the package whose id
 * is `packageId` (a column such as `p.id`, or a `?` placeholder). The search's "hide full packages",
 * reserving (never oversell) and `Package.seatsLeft` all count seats with it.
 */
export function seatsTakenSql(packageId: string): string {
  return `(select coalesce(sum(r.travellers), 0) from reservations r where r.package_id = ${packageId} and r.status in (${LIVE_SQL}))`;
}
