import { addDays } from '../../shared/local-date.js';
import type { ChildBand } from './package-option.entity.js';

/** Who travels: adults, and each child's age in whole years on the departure day. */
export interface Party { adults: number; childAges: number[] }

export type PriceLineKind = 'ADULT' | 'CHILD' | 'SINGLE_SUPPLEMENT';
export interface PriceLineValue { kind: PriceLineKind; age: number | null; count: number; unitPrice: number; amount: number }

/** What a total is computed from: an option's prices (or a package's own price when it has no option). */
export interface Prices { adultPrice: number; singleSupplement: number; childBands: ChildBand[] }

/**
 * The agency's or the package's terms, in days before departure; a fixed deposit per traveller (cents)
 * takes the place of the percent when set.
 */
export interface Terms { depositPercent: number; balanceDueDays: number; freeCancellationDays: number; depositPerPersonCents?: number | null }

export interface PaymentPlan { deposit: number; balance: number; balanceDueDate: string; freeCancellationUntil: string }

// Money is added up in whole cents: 0.1 + 0.2 in euro floats is not 0.3.
const cents = (euro: number) => Math.round(euro * 100);
const euro = (c: number) => c / 100;

/** The band a child of `age` falls in; none = the adult price. */
export function bandOf(bands: readonly ChildBand[], age: number): ChildBand | undefined {
  return bands.find((b) => age >= b.minAge && age < b.maxAge);
}

/**
 * THE total of a booking, line by line: each adult at the adult price; each child at their band's price
 * (the adult price when no band holds their age); the single-room supplement once when one adult travels
 * alone (no one shares the room).
 */
export function priceParty(prices: Prices, party: Party): { lines: PriceLineValue[]; total: number } {
  const lines: PriceLineValue[] = [];
  const adult = cents(prices.adultPrice);
  lines.push({ kind: 'ADULT', age: null, count: party.adults, unitPrice: euro(adult), amount: euro(adult * party.adults) });
  for (const age of party.childAges) {
    const band = bandOf(prices.childBands, age);
    const unit = band ? cents(band.price) : adult;
    lines.push({ kind: 'CHILD', age, count: 1, unitPrice: euro(unit), amount: euro(unit) });
  }
  if (party.adults === 1 && party.childAges.length === 0 && prices.singleSupplement > 0) {
    const s = cents(prices.singleSupplement);
    lines.push({ kind: 'SINGLE_SUPPLEMENT', age: null, count: 1, unitPrice: euro(s), amount: euro(s) });
  }
  const total = lines.reduce((sum, l) => sum + cents(l.amount), 0);
  return { lines, total: euro(total) };
}

/**
 * The payment plan of a total booked on `today` for a departure of `travellers`: the deposit is the
 * percent of the total rounded to the cent (half up), or the fixed sum per traveller (never more than
 * the total); the balance is the rest, due `balanceDueDays` before departure. When that day is today or
 * has passed, everything is due at once, today. Cancelling is free until `freeCancellationDays` before
 * departure (a day before `today` means the booking has no free cancellation).
 */
export function paymentPlan(total: number, terms: Terms, departureDate: string, today: string, travellers = 1): PaymentPlan {
  const totalCents = cents(total);
  const due = addDays(departureDate, -terms.balanceDueDays);
  const freeUntil = addDays(departureDate, -terms.freeCancellationDays);
  const deposit = due <= today ? totalCents
    : terms.depositPerPersonCents != null ? Math.min(totalCents, terms.depositPerPersonCents * travellers)
    : Math.round((totalCents * terms.depositPercent) / 100);
  return {
    deposit: euro(deposit),
    balance: euro(totalCents - deposit),
    balanceDueDate: due < today ? today : due,
    freeCancellationUntil: freeUntil,
  };
}
