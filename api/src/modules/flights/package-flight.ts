import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, InvalidInputError } from '../../shared/errors.js';
import { LIVE } from '../reservations/seats.js';
import { Flight } from './flight.entity.js';
import { lockFlightSeats, packagePlaneSeats } from './flight-seats.js';

/**
 * The flight a package is put on (issue 43), or null to take it off one. Call it with the package row
 * locked (so no booking of it slips in); the new flight's row is locked next (the bookings' order):
 * its free seats must take the seats the package's live reservations already hold, else a 409
 * naming both counts. `packageId` null: a new package (no reservations yet).
 */
export async function flightForPackage(em: EntityManager, flightId: number | null, packageId: number | null): Promise<Flight | null> {
  if (flightId === null) return null;
  const seats = await lockFlightSeats(em, flightId);
  if (!seats) throw new InvalidInputError({ flightId: `Fluturimi me id ${flightId} nuk ekziston.` });
  const needed = packageId === null ? 0 : await packagePlaneSeats(em, packageId, LIVE);
  const free = Math.max(0, seats.block - seats.taken);
  if (needed > free) {
    const text = `Aranzhmani ka ${needed} vende të zëna, por fluturimi ka vetëm ${free} të lira.`;
    throw new ConflictError(text, { flightId: text }, { flightId: 'seats' }, { flightId: { code: 'FLIGHT_TOO_SMALL', params: { needed, free } } });
  }
  return em.getReference(Flight, flightId);
}
