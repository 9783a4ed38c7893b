import type { QuoteInput } from '../../../../gql/schema';
import type { BookingOptionsQuery } from '../api/booking-options';
import type { PartyState } from '../party-fields';

/** The party a booking starts with: the package's own number of travellers, no children. */
export function firstParty(persons: number): PartyState {
  const adults = Math.min(Math.max(persons, 1), 20);
  return { adults, childAges: [], names: Array.from({ length: adults }, () => '') };
}

type Pkg = Pick<NonNullable<BookingOptionsQuery['package']>, 'id' | 'persons' | 'options'>;

/** The price the booking box shows first (its first option, its first party): the page's loader asks it too. */
export function firstQuoteInput(pkg: Pkg): QuoteInput {
  return { packageId: pkg.id, optionId: pkg.options[0]?.id ?? null, adults: firstParty(pkg.persons).adults, childAges: [] };
}
