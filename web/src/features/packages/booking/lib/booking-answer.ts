import type { ApiError } from '../../../../lib/errors';
import { requestError } from '../../../../lib/field-errors';
import type { FormAnswer } from '../../../../lib/form-action';
import { msg, type Message } from '../../../../lib/message';
import { MAX_ADULTS, MAX_CHILDREN, type PartyState } from '../party-fields';
import { noCustomer, type PartnerCustomer } from '../partner-sale';

/** What the booking box shows after a refusal: beside the names, a partner's customer, or under the form. */
export interface BookingProblem {
  namesError?: Message;
  customerErrors?: Partial<Record<keyof PartnerCustomer, string>>;
  /** The departure cannot seat the party: the waitlist is offered. */
  noRoom?: boolean;
  error?: Message;
}

/** The booking as the form sent it, and why it was refused: the page draws the box again from it. */
export interface BookingAnswer extends FormAnswer {
  booking: { optionId: number | null; party: PartyState; customer: PartnerCustomer } & BookingProblem;
}

/** The API's refusal of a booking, as the box shows it (the page's own request and the form's alike). */
export function bookingProblem(api: ApiError): BookingProblem {
  const seats = api.rules?.travellers;
  const rule = api.rules?.adults ?? api.rules?.childAges;
  if (api.rules?.creditLimit) return { error: api.rules.creditLimit };
  if (api.fields.customerName || api.fields.customerPhone || api.fields.customerEmail) return { customerErrors: api.fields };
  if (seats && 'key' in seats && seats.key === 'serverRules.NO_SEATS') return { noRoom: true };
  if (seats) return { error: seats };
  if (api.code === 'CONFLICT' && api.fields.travellers) return { error: msg('booking.noSeats') };
  if (rule) return { error: rule };
  if (api.fields.travellerNames) return { namesError: msg('booking.namesMissing') };
  return { error: requestError(api, msg('booking.failure')) };
}

const count = (value: FormDataEntryValue | null, min: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : min;
};

/**
 * The booking box's fields as a plain form sends them (before the app runs, or without it): the
 * option, the party and the names in order (adults first), a partner's customer. A count changed by
 * hand comes back with as many name and age fields as it now needs.
 */
export function readBookingForm(form: FormData): BookingAnswer['booking'] {
  const adults = count(form.get('adults'), 1, MAX_ADULTS);
  const children = count(form.get('children'), 0, MAX_CHILDREN);
  const ages = form.getAll('childAge').map((v) => (v === '' ? null : Number(v)));
  const childAges = Array.from({ length: children }, (_, i) => {
    const age = ages[i];
    return age !== undefined && age !== null && Number.isInteger(age) && age >= 0 && age <= 17 ? age : null;
  });
  const given = form.getAll('travellerName').map(String);
  const text = (name: keyof PartnerCustomer) => String(form.get(name) ?? '');
  return {
    optionId: Number(form.get('optionId')) || null,
    party: { adults, childAges, names: Array.from({ length: adults + children }, (_, i) => given[i] ?? '') },
    customer: form.has('customerName') ? { customerName: text('customerName'), customerEmail: text('customerEmail'), customerPhone: text('customerPhone') } : noCustomer,
  };
}

/** The page's own check before sending: every age chosen, every name written. */
export function partyProblem(party: PartyState): BookingProblem | null {
  if (party.childAges.some((a) => a === null)) return { error: msg('booking.agesNeeded') };
  if (party.names.some((n) => n.trim().length < 2)) return { namesError: msg('booking.namesMissing') };
  return null;
}
