import { ConflictError } from '../../shared/errors.js';
import { addDays, todayLocal, todayLocalKept } from '../../shared/local-date.js';

/**
 * The first departure day still on sale: bookings close BOOKING_CUTOFF_DAYS days before departure
 * (1: a package leaving tomorrow is booked until tonight). Public lists start here; staff see every
 * package, departed ones included. Without `now`, today as kept for a second (todayLocalKept): every
 * public search asks it, and working the day out builds a time-zone date format each time.
 */
export function firstOnSaleDay(cutoffDays: number, now?: Date): string {
  return addDays(now ? todayLocal(now) : todayLocalKept(), cutoffDays);
}

/** Still bookable at this instant: not departed, nor inside the cut-off (the exact day, never one kept from before midnight). */
export function isOnSale(pkg: { departureDate: string }, cutoffDays: number): boolean {
  return pkg.departureDate >= firstOnSaleDay(cutoffDays, new Date());
}

/** Every booking path refuses a package that has departed or is inside the cut-off: a 409 naming it. */
export function assertOnSale(pkg: { departureDate: string }, cutoffDays: number): void {
  if (isOnSale(pkg, cutoffDays)) return;
  const text = `Ky aranzhman nuk rezervohet më: nisja është më ${pkg.departureDate} dhe rezervimet mbyllen ${cutoffDays === 1 ? 'një ditë' : `${cutoffDays} ditë`} para nisjes.`;
  throw new ConflictError(text, { packageId: text }, { packageId: 'bookingClosed' }, { packageId: { code: 'BOOKING_CLOSED', params: { cutoffDays } } });
}
