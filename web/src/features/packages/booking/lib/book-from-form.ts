import type { AppLoadContext } from 'react-router';
import { BookPackageDocument } from '../../../../gql/graphql';
import { redirectWithFlash } from '../../../../lib/flash';
import { mutate, refused } from '../../../../lib/form-action';
import { bookingProblem, partyProblem, readBookingForm, type BookingAnswer } from './booking-answer';

/**
 * The package page's action (ADR 0019): the booking box sent as a plain form, before the app runs or
 * without it. The same checks and the same mutation as the box's own request; booked, the visitor goes
 * to their bookings (post, redirect, get: a reload books nothing twice), told so; refused, the page
 * comes back with what they chose and typed, and why.
 */
export async function bookFromForm(context: AppLoadContext, packageId: number, form: FormData) {
  const sent = readBookingForm(form);
  const { party, customer } = sent;
  const problem = partyProblem(party);
  if (problem) return refused<BookingAnswer>(context, { booking: { ...sent, ...problem } });
  const forCustomer = customer.customerName.trim() || customer.customerPhone.trim()
    ? { customerName: customer.customerName.trim(), customerPhone: customer.customerPhone.trim(), ...(customer.customerEmail.trim() ? { customerEmail: customer.customerEmail.trim() } : {}) }
    : {};
  const { error } = await mutate(context, BookPackageDocument, {
    input: {
      packageId, optionId: sent.optionId, adults: party.adults, childAges: party.childAges.filter((a): a is number => a !== null),
      travellerNames: party.names.map((n) => n.trim()), ...forCustomer,
    },
  });
  if (error) return refused<BookingAnswer>(context, { booking: { ...sent, ...bookingProblem(error) } }, error);
  return redirectWithFlash('/rezervimet-e-mia', 'bookingDone.success', { status: 303 });
}
