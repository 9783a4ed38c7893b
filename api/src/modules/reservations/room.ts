import type { EntityManager } from '@mikro-orm/postgresql';
import { lockFlightSeats } from '../flights/flight-seats.js';
import type { Package } from '../packages/package.entity.js';
import { seatsTakenSql } from './seats.js';

/**
 * What a departure can still take, read under locks (issue 43): travellers within the package's own cap
 * (its rooms) and plane seats within its flight's block; null where there is no limit. `free` is the
 * smaller, as a 409 names it.
 */
export interface Room { travellers: number | null; seats: number | null; free: number | null }

/**
 * Locks the package's flight (the caller holds the package row: package first, then flight, as every
 * booking and waitlist offer does, so they never deadlock) and counts what is free on both.
 */
export async function lockRoom(em: EntityManager, pkg: Pick<Package, 'id' | 'seats' | 'flight'>): Promise<Room> {
  let travellers: number | null = null;
  if (pkg.seats !== null && pkg.seats !== undefined) {
    const [{ taken }] = await em.execute<{ taken: string }[]>(`select ${seatsTakenSql('?')} as taken`, [pkg.id]);
    travellers = Math.max(0, pkg.seats - Number(taken));
  }
  let seats: number | null = null;
  if (pkg.flight) {
    const plane = await lockFlightSeats(em, pkg.flight.id);
    if (plane) seats = Math.max(0, plane.block - plane.taken);
  }
  const known = [travellers, seats].filter((n): n is number => n !== null);
  return { travellers, seats, free: known.length ? Math.min(...known) : null };
}

/** Whether a party (its travellers, and the plane seats they take) fits what is free. */
export const fits = (room: Room, travellers: number, seats: number) =>
  (room.travellers === null || travellers <= room.travellers) && (room.seats === null || seats <= room.seats);

/** What is left once a party took its place. */
export function take(room: Room, travellers: number, seats: number): Room {
  const t = room.travellers === null ? null : room.travellers - travellers;
  const s = room.seats === null ? null : room.seats - seats;
  const known = [t, s].filter((n): n is number => n !== null);
  return { travellers: t, seats: s, free: known.length ? Math.min(...known) : null };
}
