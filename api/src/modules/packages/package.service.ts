import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { applyPatch, findOr404, refOr400 } from '../../shared/entity-helpers.js';
import { InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { englishName } from '../../shared/validate.js';
import { daysBetween, todayLocal } from '../../shared/local-date.js';
import type { PageInput } from '../../shared/paging.js';
import { audit, describeChanges, describeValues, LogAction, LogKind } from '../logs/audit.js';
import { Media } from '../media/media.entity.js';
import { Airport } from '../places/airport.entity.js';
import { City } from '../places/city.entity.js';
import { Country } from '../places/country.entity.js';
import type { CompressedList, FullListCopies } from './full-list.js';
import { packageJsonInBatches } from './package-list.js';
import { firstOnSaleDay } from './on-sale.js';
import { searchPackages, type PackageSearchPage } from './package-search.js';
import { Package, RELATIONS } from './package.entity.js';
import { Board, BOARD_NAMES, boardOfText } from '../package-options/board.js';
import { syncFromPrice } from '../package-options/quote.js';
import { activeBookings, settleBookings } from '../reservations/withdraw.js';
import { flightForPackage } from '../flights/package-flight.js';
import type { PackageInput, PackageUpdateInput } from './package.inputs.js';
import type { SearchCounts } from './search-counts.js';
import type { SearchIndex } from './search-index.js';
import type { PackageOrder, PackageSearchInput } from './search.inputs.js';

const WHAT = 'Aranzhman';
/** The nights' bound (the table checks it too). */
const MAX_NIGHTS = 365;

export class PackageService {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor | null,
    private readonly counts: SearchCounts,
    /** The search's columns in memory (none: every search is SQL). */
    private readonly index: SearchIndex | undefined,
    private readonly fullList: FullListCopies,
    /** Bookings close this many days before departure: such packages leave the public lists (on-sale.ts). */
    private readonly cutoffDays: number,
    /** The agency's number, for the mails of bookings cancelled with their package. */
    private readonly agencyPhone: string,
  ) {}

  /**
   * Every package on sale (`all`: every package, departed ones included, as staff see them), soonest
   * departure first, as JSON shaped by `columns` (package-list.ts), in batches of `size`: bounded
   * memory whatever the catalogue's size (the legacy full list).
   */
  listAsJson(columns: string, all = false, size = 2000): AsyncGenerator<string> {
    return packageJsonInBatches(this.em, columns, size, all ? undefined : firstOnSaleDay(this.cutoffDays));
  }

  /**
   * The legacy full list of the packages on sale (LEGACY_PACKAGE_COLUMNS), as the gzip and brotli
   * copies kept until a package or place changes, or the day does, and made again right after
   * (full-list.ts); undefined while they cannot be kept (then stream it).
   */
  listCompressed(): Promise<CompressedList> | undefined {
    return this.fullList.get();
  }

  get(id: number): Promise<Package> {
    return findOr404(this.em, Package, id, WHAT, [...RELATIONS]);
  }

  /** The public search: packages still on sale only (departed ones and those inside the cut-off are left out). */
  search(filter: PackageSearchInput, order: PackageOrder, page: PageInput): Promise<PackageSearchPage> {
    assertPriceRange(filter);
    return searchPackages(this.em, { counts: this.counts, index: this.index }, filter, order, page, firstOnSaleDay(this.cutoffDays));
  }

  /** Staff's search: every package, departed ones included. */
  searchAll(filter: PackageSearchInput, order: PackageOrder, page: PageInput): Promise<PackageSearchPage> {
    assertPriceRange(filter);
    return searchPackages(this.em, { counts: this.counts, index: this.index }, filter, order, page);
  }

  create(input: PackageInput): Promise<Package> {
    if (input.departureDate < todayLocal()) {
      throw new InvalidInputError({ departureDate: 'Data e nisjes nuk mund të jetë para ditës së sotme.' });
    }
    return this.em.transactional(async (em) => {
      const refs = await this.resolveRefs(em, input.countryId, input.cityId, input.airportId);
      if (input.imageId) await refOr400(em, Media, input.imageId, 'imageId', 'Fotografia');
      const { countryId: _c, cityId: _ci, airportId: _a, nights: _n, flightId, ...fields } = input;
      const flight = await flightForPackage(em, flightId ?? null, null);
      const pkg = em.create(Package, { ...fields, ...refs, flight, ...boardAndService(input), roomTypeEn: englishName(input.roomTypeEn), title: input.title.trim(), nights: 0, createdAt: new Date() } as never) as Package;
      setNightsFromDates(pkg);
      await em.flush();
      audit(em, this.actor, LogAction.ADD, LogKind.PACKAGE, pkg.id, {
        subject: pkg.title, changes: describeValues({ country: refs.country, price: pkg.price, departureDate: pkg.departureDate, returnDate: pkg.returnDate }),
      });
      return pkg;
    });
  }

  /**
   * Partial: keys left out keep their stored values; the date rule is checked on the merged row. Moving
   * the dates of a package with active bookings needs `cancelBookings` (settleBookings).
   */
  update(id: number, input: PackageUpdateInput, cancelBookings = false): Promise<Package> {
    return this.em.transactional(async (em) => {
      const pkg = await lockedPackage(em, id);
      await em.populate(pkg, [...RELATIONS]);
      const moved = (input.departureDate && input.departureDate !== pkg.departureDate) || (input.returnDate && input.returnDate !== pkg.returnDate);
      const cancelled = moved ? await settleBookings(em, this.actor, pkg, 'dates', cancelBookings, this.agencyPhone) : 0;
      const { countryId, cityId, airportId, nights: _ignored, flightId, ...fields } = input;
      // Another flight (issue 43): it must take the seats this package has sold; the package row is locked already.
      const flight = flightId === undefined || flightId === (pkg.flight?.id ?? null) ? undefined : await flightForPackage(em, flightId, pkg.id);
      const countryTarget = countryId ?? pkg.country.id;
      const cityTarget = cityId === undefined ? (countryId && pkg.city && pkg.city.country.id !== countryId ? null : pkg.city?.id) : cityId;
      const refs = await this.resolveRefs(em, countryTarget, cityTarget, airportId ?? pkg.airport.id);
      if (fields.imageId) await refOr400(em, Media, fields.imageId, 'imageId', 'Fotografia');
      const patch = { ...fields, ...(flight === undefined ? {} : { flight }), title: fields.title?.trim(), roomTypeEn: fields.roomTypeEn === undefined ? undefined : englishName(fields.roomTypeEn), ...refs, ...(fields.board || fields.service ? boardAndService(fields) : {}) };
      const before = applyPatch(pkg, patch as Partial<Package>, ['city', 'seats', 'imageId', 'roomTypeEn', 'board', 'flight']);
      setNightsFromDates(pkg);
      // A package with price options keeps its cheapest one as its price (legacy cmimi, issue 20).
      await syncFromPrice(em, pkg);
      const changes = describeChanges(before, patch);
      if (cancelled) changes.push({ field: 'cancelledBookings', to: String(cancelled) });
      audit(em, this.actor, LogAction.EDIT, LogKind.PACKAGE, id, { subject: pkg.title, changes });
      return pkg;
    });
  }

  /** Refused while the package has active bookings, unless `cancelBookings` (settleBookings). */
  delete(id: number, cancelBookings = false): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const pkg = await lockedPackage(em, id);
      const cancelled = await settleBookings(em, this.actor, pkg, 'delete', cancelBookings, this.agencyPhone);
      em.remove(pkg);
      audit(em, this.actor, LogAction.DELETE, LogKind.PACKAGE, id, { subject: pkg.title, changes: cancelled ? [{ field: 'cancelledBookings', to: String(cancelled) }] : [] });
      return true;
    });
  }

  /** Staff, before deleting or moving a package: its active (pending and confirmed) bookings. */
  activeBookings(id: number): Promise<number> {
    return activeBookings(this.em, id);
  }

  /** The packages with this title and these dates, relations joined (several may share them). */
  findByTitleAndDates(title: string, departureDate: string, returnDate: string): Promise<Package[]> {
    return this.em.find(Package, { title, departureDate, returnDate }, { populate: [...RELATIONS] });
  }

  /** Country, optional city (which must lie in that country) and airport, or a 400 naming the field. */
  private async resolveRefs(em: EntityManager, countryId: number, cityId: number | null | undefined, airportId: number) {
    const country = await refOr400(em, Country, countryId, 'countryId', 'Shteti');
    const airport = await refOr400(em, Airport, airportId, 'airportId', 'Aeroporti');
    let city: City | null = null;
    if (cityId) {
      city = await refOr400(em, City, cityId, 'cityId', 'Qyteti');
      if (city.country.id !== country.id) throw new InvalidInputError({ cityId: `Qyteti "${city.name}" nuk është në shtetin "${country.name}".` });
    }
    return { country, airport, city };
  }
}

/**
 * A package's board and its text, each from the other when one is left out (issue 42): a board chosen
 * in the editor is written as its Albanian name for the legacy list; a text typed (the legacy client's
 * sherbimi) gives the board it names, or none.
 */
function boardAndService(input: { board?: Board | null; service?: string | null }): { board: Board | null; service: string } {
  const service = input.service?.trim();
  if (input.board) return { board: input.board, service: service || BOARD_NAMES.sq[input.board] };
  return { board: boardOfText(service), service: service ?? '' };
}

/** The package row, locked like a booking locks it: no booking is made while it is deleted or moved. */
async function lockedPackage(em: EntityManager, id: number): Promise<Package> {
  const pkg = await em.findOne(Package, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!pkg) throw new NotFoundError(WHAT);
  return pkg;
}

/**
 * The return comes on or after the departure, and the nights are the days between them: one truth for
 * the card ("7 Netë"), the nights filter of the search and the legacy nrNeteve (ADR 0020). A nights
 * value that contradicted the dates was once stored as sent (issue 15).
 */
function setNightsFromDates(pkg: Package): void {
  if (pkg.returnDate < pkg.departureDate) {
    throw new InvalidInputError({ returnDate: 'Data e kthimit nuk mund të jetë para datës së nisjes.' });
  }
  const nights = daysBetween(pkg.departureDate, pkg.returnDate);
  if (nights > MAX_NIGHTS) {
    const rule = { code: 'PACKAGE_TOO_LONG', params: { max: MAX_NIGHTS } };
    throw new InvalidInputError({ returnDate: `Një aranzhman zgjat më së shumti ${MAX_NIGHTS} netë.` }, undefined, { returnDate: 'max' }, { returnDate: rule });
  }
  pkg.nights = nights;
}

/** A range upside down finds nothing: say so rather than answer an empty page (issue 42). */
function assertPriceRange(filter: PackageSearchInput): void {
  if (filter.priceMin == null || filter.priceMax == null || filter.priceMin <= filter.priceMax) return;
  const rule = { code: 'PRICE_RANGE', params: { min: filter.priceMin, max: filter.priceMax } };
  throw new InvalidInputError({ priceMin: `Çmimi minimal (€${filter.priceMin}) nuk mund të jetë më i madh se çmimi maksimal (€${filter.priceMax}).` },
    undefined, { priceMin: 'max' }, { priceMin: rule });
}
