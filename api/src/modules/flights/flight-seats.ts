import type { EntityManager } from '@mikro-orm/postgresql';
import { blockSql, flightSeatsTakenSql } from '../reservations/seats.js';

/** A flight's block and the seats its packages' live reservations take. */
export interface FlightSeats { block: number; taken: number }

/**
 * The flight's row locked (FOR UPDATE) and its seats counted under that lock: every booking, move or
 * resize on one flight is then counted one after another, whichever hotel it is for. Bookings and
 * moves lock the package row first and the flight's second, always in that order (no deadlock);
 * null when there is no such flight.
 */
export async function lockFlightSeats(em: EntityManager, flightId: number): Promise<FlightSeats | null> {
  const locked = await em.execute<{ id: number }[]>('select id from flights where id = ? for update', [flightId]);
  if (!locked.length) return null;
  return flightSeats(em, flightId);
}

/** The same count without a lock (a read). */
export async function flightSeats(em: EntityManager, flightId: number): Promise<FlightSeats | null> {
  const rows = await em.execute<{ block: number; taken: number }[]>(
    `select ${blockSql('f')}::int as block, ${flightSeatsTakenSql('f.id')}::int as taken from flights f where f.id = ?`, [flightId]);
  return rows[0] ?? null;
}

/** The plane seats the live reservations of one package take (what moving it to another flight carries). */
export async function packagePlaneSeats(em: EntityManager, packageId: number, live: string[]): Promise<number> {
  const [{ seats }] = await em.execute<{ seats: number }[]>(
    `select coalesce(sum(seats), 0)::int as seats from reservations where package_id = ? and status in (${live.map(() => '?').join(', ')})`, [packageId, ...live]);
  return seats;
}
