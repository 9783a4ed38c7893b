import { InvalidInputError } from '../../shared/errors.js';
import type { Party } from './pricing.js';

/** Who a room takes: the most adults, the most children, and the fewest persons it is sold for. */
export interface Occupancy { maxAdults: number; maxChildren: number; minPersons: number }

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * An option's occupancy when staff give none, from its room type's name (the migration's rule too):
 * a single room 1 adult and a child, a family room 4 and 3 for at least 2 persons, a suite 4 and 2,
 * anything else (a double room, with an extra bed) 3 and 2.
 */
export function defaultOccupancy(roomType: string): Occupancy {
  const name = fold(roomType);
  if (/(teke|single|njeshe)/.test(name)) return { maxAdults: 1, maxChildren: 1, minPersons: 1 };
  if (/(familj|family)/.test(name)) return { maxAdults: 4, maxChildren: 3, minPersons: 2 };
  if (/suit/.test(name)) return { maxAdults: 4, maxChildren: 2, minPersons: 1 };
  return { maxAdults: 3, maxChildren: 2, minPersons: 1 };
}

/**
 * The party fits the room, or a field error saying why, in Albanian with a code and the number for a
 * client to say it in its own language (serverRules.OCCUPANCY_*): bookingQuote and bookPackage both
 * refuse a party the room cannot take, so the booking box can say why it stops (issue 42).
 */
export function checkOccupancy(room: Occupancy & { roomType: string }, party: Party): void {
  const children = party.childAges.length;
  const refuse = (field: 'adults' | 'childAges', text: string, code: string, count: number) => {
    throw new InvalidInputError({ [field]: text }, undefined, { [field]: 'max' }, { [field]: { code, params: { count } } });
  };
  if (party.adults > room.maxAdults) {
    refuse('adults', `${room.roomType} merr më së shumti ${room.maxAdults} të rritur.`, 'OCCUPANCY_ADULTS', room.maxAdults);
  }
  if (children > room.maxChildren) {
    const text = room.maxChildren ? `${room.roomType} merr më së shumti ${room.maxChildren} fëmijë.` : `${room.roomType} nuk merr fëmijë.`;
    refuse('childAges', text, 'OCCUPANCY_CHILDREN', room.maxChildren);
  }
  if (party.adults + children < room.minPersons) {
    refuse('adults', `${room.roomType} rezervohet për të paktën ${room.minPersons} persona.`, 'OCCUPANCY_MIN', room.minPersons);
  }
}
