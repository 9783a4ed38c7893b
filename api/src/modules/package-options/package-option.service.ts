import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Config } from '../../config/env.js';
import { findOr404 } from '../../shared/entity-helpers.js';
import { InvalidInputError } from '../../shared/errors.js';
import { englishName } from '../../shared/validate.js';
import { todayLocal } from '../../shared/local-date.js';
import { audit, describeChanges, LogAction, LogKind } from '../logs/audit.js';
import { assertOnSale, isOnSale } from '../packages/on-sale.js';
import { Package } from '../packages/package.entity.js';
import type { Actor } from '../users/actor.js';
import { PackageOption, type ChildBand } from './package-option.entity.js';
import type { ChildBandInput, PackageOptionInput, PackageTermsInput, QuoteInput } from './package-option.inputs.js';
import { defaultOccupancy } from './occupancy.js';
import { paymentTermsOf, quoteFor, type Quote } from './quote.js';

/** At most this many options per package: the booking box lists them all. */
const MAX_OPTIONS = 20;

/** An option as the activity log shows it: "Dhomë dyshe ALL_INCLUSIVE 650 (3+2, min 1)". */
const summary = (o: { roomType: string; board: string; adultPrice: number; maxAdults: number; maxChildren: number; minPersons: number }) =>
  `${o.roomType} ${o.board} ${Number(o.adultPrice)} (${o.maxAdults}+${o.maxChildren}, min ${o.minPersons})`;

export class PackageOptionService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly config: Config) {}

  /** The options of each package, cheapest first, batched per request (a page of cards is one query). */
  readonly optionsOf = new DataLoader<number, PackageOption[]>(async (ids) => {
    const rows = await this.em.find(PackageOption, { package: { $in: [...ids] } }, { orderBy: { adultPrice: 'asc', position: 'asc', id: 'asc' } });
    return ids.map((id) => rows.filter((o) => o.package.id === id));
  });

  /** False once the package has departed or is inside the booking cut-off: its page shows the booking as closed. */
  bookable(pkg: Package): boolean {
    return isOnSale(pkg, this.config.bookingLimits.cutoffDays);
  }

  terms(pkg: Package) {
    return paymentTermsOf(pkg, this.config);
  }

  /** The price of a party on a package still on sale; a departed one (or one inside the cut-off) is a 409 BOOKING_CLOSED. */
  async quote(input: QuoteInput): Promise<Quote & { pkg: Package }> {
    const pkg = await findOr404(this.em, Package, input.packageId, 'Aranzhmani');
    assertOnSale(pkg, this.config.bookingLimits.cutoffDays);
    const quote = await quoteFor(this.em, pkg, input.optionId, { adults: input.adults, childAges: input.childAges ?? [] }, this.config, todayLocal(), { occupancy: true });
    return { ...quote, pkg };
  }

  /**
   * Staff: the package's whole list of options, as the editor shows it. An input with an id updates
   * that option (it must be this package's), one without adds one, and an option left out is removed
   * (reservations keep their snapshot). The package's price (legacy cmimi, the "from" price of the
   * cards) becomes its cheapest option per adult.
   */
  setOptions(packageId: number, inputs: PackageOptionInput[]): Promise<PackageOption[]> {
    if (inputs.length > MAX_OPTIONS) {
      throw new InvalidInputError({ options: `Një aranzhman ka më së shumti ${MAX_OPTIONS} opsione.` }, undefined, { options: 'max' }, { options: { code: 'OPTIONS_TOO_MANY', params: { max: MAX_OPTIONS } } });
    }
    inputs.forEach((o, i) => checkBands(o.childBands ?? [], `options.${i}.childBands`));
    return this.em.transactional(async (em) => {
      const pkg = await findOr404(em, Package, packageId, 'Aranzhmani');
      const existing = await em.find(PackageOption, { package: pkg.id }, { orderBy: { position: 'asc', id: 'asc' } });
      const before = existing.map(summary).join('; ');
      const kept = new Set<number>();
      const result: PackageOption[] = [];
      inputs.forEach((input, position) => {
        const room = defaultOccupancy(input.roomType);
        const occupancy = { maxAdults: input.maxAdults ?? room.maxAdults, maxChildren: input.maxChildren ?? room.maxChildren, minPersons: input.minPersons ?? room.minPersons };
        if (occupancy.minPersons > occupancy.maxAdults + occupancy.maxChildren) {
          const field = `options.${position}.minPersons`;
          const most = occupancy.maxAdults + occupancy.maxChildren;
          throw new InvalidInputError({ [field]: `minPersons: dhoma merr më së shumti ${most} persona, më pak se minimumi ${occupancy.minPersons}.` }, undefined,
            { [field]: 'max' }, { [field]: { code: 'OCCUPANCY_MIN_ABOVE_MAX', params: { min: occupancy.minPersons, max: most } } });
        }
        const fields = {
          ...occupancy,
          roomType: input.roomType.trim(), roomTypeEn: englishName(input.roomTypeEn), board: input.board, adultPrice: input.adultPrice, singleSupplement: input.singleSupplement ?? 0,
          childBands: (input.childBands ?? []).map(({ minAge, maxAge, price }) => ({ minAge, maxAge, price })).sort((a, b) => a.minAge - b.minAge),
          position,
        };
        if (input.id) {
          const option = existing.find((o) => o.id === input.id);
          const field = `options.${position}.id`;
          if (!option) throw new InvalidInputError({ [field]: 'Ky opsion nuk i përket këtij aranzhmani.' }, undefined, { [field]: 'invalid' }, { [field]: { code: 'OPTION_NOT_OF_PACKAGE' } });
          em.assign(option, fields);
          kept.add(option.id);
          result.push(option);
        } else {
          result.push(em.create(PackageOption, { ...fields, package: pkg } as never) as PackageOption);
        }
      });
      for (const o of existing) if (!kept.has(o.id)) em.remove(o);
      const priceBefore = Number(pkg.price);
      if (result.length) pkg.price = Math.min(...result.map((o) => Number(o.adultPrice)));
      const changes = describeChanges({ options: before, price: priceBefore }, { options: result.map(summary).join('; '), price: Number(pkg.price) });
      audit(em, this.actor, LogAction.EDIT, LogKind.PACKAGE, pkg.id, { subject: pkg.title, changes });
      await em.flush();
      return result;
    });
  }

  /** Staff: the package's own terms; null = the agency's default. */
  setTerms(packageId: number, input: PackageTermsInput): Promise<Package> {
    return this.em.transactional(async (em) => {
      const pkg = await findOr404(em, Package, packageId, 'Aranzhmani');
      const next = {
        depositPercent: input.depositPercent ?? null, balanceDueDays: input.balanceDueDays ?? null, freeCancellationDays: input.freeCancellationDays ?? null,
        depositPerPersonCents: input.depositPerPersonCents ?? null,
      };
      const before = {
        depositPercent: pkg.depositPercent ?? null, balanceDueDays: pkg.balanceDueDays ?? null, freeCancellationDays: pkg.freeCancellationDays ?? null,
        depositPerPersonCents: pkg.depositPerPersonCents ?? null,
      };
      em.assign(pkg, next);
      audit(em, this.actor, LogAction.EDIT, LogKind.PACKAGE, pkg.id, { subject: pkg.title, changes: describeChanges(before, next) });
      return pkg;
    });
  }
}

/** Each band from a younger age to an older one, and no age in two bands. */
function checkBands(bands: ChildBandInput[] | ChildBand[], field: string): void {
  const sorted = [...bands].sort((a, b) => a.minAge - b.minAge);
  sorted.forEach((b, i) => {
    // The codes and numbers let the dashboard say it in its own language (ADR 0005).
    if (b.minAge >= b.maxAge) {
      throw new InvalidInputError({ [field]: `Grupmosha ${b.minAge}-${b.maxAge}: mosha e fundit duhet të jetë më e madhe se e para.` }, undefined, { [field]: 'range' },
        { [field]: { code: 'BAND_AGES_ORDER', params: { min: b.minAge, max: b.maxAge } } });
    }
    const prev = sorted[i - 1];
    if (prev && b.minAge < prev.maxAge) {
      throw new InvalidInputError({ [field]: `Grupmoshat ${prev.minAge}-${prev.maxAge} dhe ${b.minAge}-${b.maxAge} mbivendosen.` }, undefined, { [field]: 'range' },
        { [field]: { code: 'BANDS_OVERLAP', params: { min1: prev.minAge, max1: prev.maxAge, min2: b.minAge, max2: b.maxAge } } });
    }
  });
}

