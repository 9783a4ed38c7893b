import { createHash } from 'node:crypto';

/** A booking as the customer asked for it: the option as chosen (null: the cheapest), the party, the names. */
export interface BookingRequest {
  packageId: number;
  optionId: number | null;
  adults: number;
  childAges: number[];
  names: string[];
  /** A partner's booking (issue 47): the customer it is for; another customer is another booking. */
  customer?: string[];
}

/**
 * The key of a booking request: the same key means the same request, field for field. A repeat sent
 * within minutes (a double click, a retry) is answered with the booking it made; anything else is a
 * new booking (issue 41: a Suite, then the same names with no option, once got the Suite back).
 */
export function bookingRequestKey(r: BookingRequest): string {
  const canonical = JSON.stringify([r.packageId, r.optionId, r.adults, r.childAges, r.names, ...(r.customer ? [r.customer] : [])]);
  return createHash('sha256').update(canonical).digest('hex');
}
