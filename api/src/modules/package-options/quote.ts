import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { InvalidInputError } from '../../shared/errors.js';
import { addDays } from '../../shared/local-date.js';
import type { Package } from '../packages/package.entity.js';
import { checkOccupancy } from './occupancy.js';
import { PackageOption } from './package-option.entity.js';
import { paymentPlan, priceParty, type Party, type PaymentPlan, type PriceLineValue, type Terms } from './pricing.js';

/** What the terms need of the configuration. */
export type TermsConfig = Pick<Config, 'bookingTerms'>;

/** A package's terms: each of its own, or the agency's default. */
export function termsOf(pkg: Package, config: TermsConfig): Terms & { agencyDefaults: boolean } {
  const d = config.bookingTerms;
  return {
    depositPercent: pkg.depositPercent ?? d.depositPercent,
    balanceDueDays: pkg.balanceDueDays ?? d.balanceDueDays,
    freeCancellationDays: pkg.freeCancellationDays ?? d.freeCancellationDays,
    depositPerPersonCents: pkg.depositPerPersonCents ?? null,
    agencyDefaults: pkg.depositPercent == null && pkg.balanceDueDays == null && pkg.freeCancellationDays == null && pkg.depositPerPersonCents == null,
  };
}

/** The terms with their dates for this package's departure (what the page shows before booking). */
export function paymentTermsOf(pkg: Package, config: TermsConfig) {
  const terms = termsOf(pkg, config);
  return {
    ...terms,
    balanceDueDate: addDays(pkg.departureDate, -terms.balanceDueDays),
    freeCancellationUntil: addDays(pkg.departureDate, -terms.freeCancellationDays),
    own: { depositPercent: pkg.depositPercent ?? null, balanceDueDays: pkg.balanceDueDays ?? null, freeCancellationDays: pkg.freeCancellationDays ?? null, depositPerPersonCents: pkg.depositPerPersonCents ?? null },
    agency: config.bookingTerms,
  };
}

export interface Quote extends PaymentPlan {
  option: PackageOption | null;
  /** What the reservation records of the option (the package's own room and service when it has none). */
  roomType: string;
  /** The room's English name, when staff gave one. */
  roomTypeEn: string | null;
  board: string;
  adultPrice: number;
  lines: PriceLineValue[];
  total: number;
  depositPercent: number;
}

/**
 * THE price of a party on a package, computed here and only here (never from a client's figure): the
 * chosen option (the cheapest when none is named; the package's own price, all travellers adults' when
 * it has no options), priced by priceParty, with the payment plan of the package's terms. The party
 * must fit the option's room when `check.occupancy` (every booking but the legacy one).
 */
export async function quoteFor(
  em: EntityManager, pkg: Package, optionId: number | undefined | null, party: Party, config: TermsConfig, today: string, check: { occupancy: boolean },
): Promise<Quote> {
  const options = await em.find(PackageOption, { package: pkg.id }, { orderBy: { adultPrice: 'asc', position: 'asc', id: 'asc' } });
  const option = optionId ? options.find((o) => o.id === optionId) : options[0];
  if (optionId && !option) throw new InvalidInputError({ optionId: 'Ky opsion nuk i përket këtij aranzhmani.' });
  // The legacy reserve books the package's persons in one go, as it always has: no room to fit them in.
  if (option && check.occupancy) checkOccupancy(option, party);
  const prices = option ?? { adultPrice: Number(pkg.price), singleSupplement: 0, childBands: [] };
  const { lines, total } = priceParty(prices, party);
  const terms = termsOf(pkg, config);
  return {
    option: option ?? null,
    roomType: option?.roomType ?? pkg.roomType,
    roomTypeEn: (option ? option.roomTypeEn : pkg.roomTypeEn) || null,
    board: option?.board ?? pkg.service,
    adultPrice: Number(prices.adultPrice),
    lines,
    total,
    depositPercent: terms.depositPercent,
    ...paymentPlan(total, terms, pkg.departureDate, today, party.adults + party.childAges.length),
  };
}

/** The package's "from" price: its cheapest option per adult (legacy cmimi); unchanged when it has none. */
export async function syncFromPrice(em: EntityManager, pkg: Package): Promise<void> {
  const [row] = await em.execute<{ min: string | null }[]>(`select min(adult_price) as min from package_options where package_id = ?`, [pkg.id]);
  if (row?.min != null) pkg.price = Number(row.min);
}
