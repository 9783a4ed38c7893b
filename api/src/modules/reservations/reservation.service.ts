import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Config } from '../../config/env.js';
import { signedIn, type Actor } from '../users/actor.js';
import { STAFF } from '../users/role.js';
import { quoteFor, type Quote } from '../package-options/quote.js';
import type { Party } from '../package-options/pricing.js';
import { todayLocal } from '../../shared/local-date.js';
import { cleanName, lettersIn } from '../../shared/person-name.js';
import { nextReference } from './reference.js';
import { bookingRequestKey } from './booking-request.js';
import { changeStatus } from './reservation-status.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { attach } from '../documents/attachment.js';
import { DocumentKind } from '../documents/document.entity.js';
import { queueDocuments } from '../documents/document.tasks.js';
import { currentTermsVersion } from '../documents/terms.js';
import { enqueueMail } from '../mail/outbox.js';
import { cancelledByCustomer, cancelledByCustomerToStaff, reservationToStaff, reservationToUser, statusChanged, type Lang, type MailContext } from '../mail/templates.js';
import { assertOnSale } from '../packages/on-sale.js';
import { Package } from '../packages/package.entity.js';
import type { Flight } from '../flights/flight.entity.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/role.js';
import { customerOf, PARTNER_BOOKS_FOR_A_CUSTOMER, type PartnerSale } from '../partners/partner-sale.js';
import { assertCredit, commissionOf, lockSeller } from '../partners/partner-credit.js';
import { bookingScope } from '../partners/booking-scope.js';
import { Reservation, ReservationStatus } from './reservation.entity.js';
import type { BookingInput, ReserveInput } from './reservation.inputs.js';
import { optionExpiry } from './option-expiry.js';
import { waitlisted } from '../mail/lifecycle-templates.js';
import { addPassengers } from '../passengers/passenger.service.js';
import { addSchedule } from '../payments/stages.js';
import { toCents } from '../payments/money.js';
import { dropExpiry, offerSoonFor, scheduleExpiry } from './booking.tasks.js';
import { LIVE, planeSeats, seatsLeftSql } from './seats.js';
import { fits, lockRoom } from './room.js';
import { bookingEvent } from '../webhooks/webhook-events.js';
import { WebhookEventType } from '../webhooks/webhook.entity.js';

/** The same booking sent again within this time is taken for a repeat of the first (ADR 0021). */
const REPEAT_WINDOW_MS = 2 * 60_000;

export const NO_SEATS = 'Nuk ka mjaftueshëm vende të lira për këtë aranzhman.';

/** What a booking records besides the package and the customer: an OPTION until `expiresAt`, or WAITLISTED; its plane seats. */
export interface Booking {
  quote: Quote; party: Party; names: string[]; requestKey?: string; seats?: number;
  status?: ReservationStatus.OPTION | ReservationStatus.WAITLISTED; expiresAt?: Date | null;
  /** The staff member booking at the office (the reports' "taken by"); a customer's online booking has none. */
  takenBy?: User | null;
}

/** Who took a booking: the staff member signed in at the dashboard, or nobody (the customer booked online). */
export const takenByOf = (actor: Actor, user: User): User | null => (STAFF.includes(actor.role) ? user : null);

/** What a booking of seats alone (ADR 0032) records in place of a package: its flight and the trip's snapshot. */
export interface SeatsOf { flight: Flight; title: string; departureDate: string; returnDate: string; oneWay: boolean }

/**
 * A new reservation (an option, unless waitlisted) holding a snapshot of the package, the customer's name and contact, the
 * option, the party, the server's total and the payment plan, so the lists still read right after the
 * package is edited or deleted. Its reference comes from the sequence.
 */
export async function newReservation(em: EntityManager, user: User, pkg: Package | SeatsOf, { quote, party, names, requestKey, seats, status, expiresAt, takenBy }: Booking, createdAt = new Date()): Promise<Reservation> {
  const travellers = party.adults + party.childAges.length;
  // Seats alone (ADR 0032) name their flight and no package; a package booking names its package only.
  const what = pkg instanceof Package ? { package: pkg } : { package: null, flight: pkg.flight, oneWay: pkg.oneWay };
  const r = em.create(Reservation, {
    user, userName: `${user.firstName} ${user.lastName}`.trim() || user.username, ...what, title: pkg.title,
    departureDate: pkg.departureDate, returnDate: pkg.returnDate, price: quote.adultPrice, travellers, seats: seats ?? travellers,
    status: status ?? ReservationStatus.OPTION, expiresAt: expiresAt ?? null, createdAt, updatedAt: createdAt,
    ...(await nextReference(em, createdAt)), optionId: quote.option?.id ?? null, roomType: quote.roomType, roomTypeEn: quote.roomTypeEn, board: quote.board,
    adults: party.adults, childAges: party.childAges, travellerNames: names, priceLines: quote.lines, total: quote.total, deposit: quote.deposit,
    balanceDueDate: quote.balanceDueDate, freeCancellationUntil: quote.freeCancellationUntil, customerEmail: user.email, customerPhone: user.number,
    totalCents: toCents(quote.total), termsVersion: await currentTermsVersion(em),
    requestKey: requestKey ?? null, takenBy: takenBy ?? null,
  } as never) as Reservation;
  // Issue 43: a row per traveller, for the passport data the customer fills in later.
  addPassengers(em, r);
  // Issue 44: the payment schedule, kept with the booking, in cents.
  addSchedule(em, r, toCents(quote.total), toCents(quote.deposit), quote.balanceDueDate, todayLocal(createdAt));
  return r;
}

/** The party and a clean name per traveller (adults, then children): a 400 naming travellerNames otherwise. */
export function partyOf(input: { adults: number; childAges?: number[] | null; travellerNames: string[] }): { party: Party; names: string[] } {
  const party = { adults: input.adults, childAges: input.childAges ?? [] };
  const names = input.travellerNames.map(cleanName);
  const count = party.adults + party.childAges.length;
  // A name needs letters: zero-width characters alone once made a blank traveller.
  if (names.length !== count || names.some((n) => lettersIn(n) < 2)) {
    const text = `Shkruani emrin dhe mbiemrin e secilit udhëtar (${count}).`;
    throw new InvalidInputError({ travellerNames: text }, undefined, { travellerNames: 'personName' }, { travellerNames: { code: 'TRAVELLER_NAMES', params: { count } } });
  }
  return { party, names };
}

export class ReservationService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly config: Config) {}

  /** Seats left per package (null: no limit), batched per request (one query per page of cards). */
  readonly seatsLeft = new DataLoader<number, number | null>(async (ids) => {
    const rows: { id: number; left: number | null }[] = await this.em.execute(
      `select p.id, (${seatsLeftSql('p')})::int as left from packages p where p.id in (${ids.map(() => '?').join(',')})`, [...ids]);
    const map = new Map(rows.map((r) => [Number(r.id), r.left === null ? null : Number(r.left)]));
    return ids.map((id) => map.get(id) ?? null);
  });

  /** Each waitlisted reservation's place in its departure's queue (1 = next), batched per request. */
  readonly waitlistPosition = new DataLoader<number, number>(async (ids) => {
    const rows: { id: number; place: string }[] = await this.em.execute(
      `select r.id, (select count(*) + 1 from reservations w where (w.package_id = r.package_id or (r.package_id is null and w.package_id is null and w.flight_id = r.flight_id)) and w.status = 'WAITLISTED'
         and (w.created_at, w.id) < (r.created_at, r.id)) as place from reservations r where r.id in (${ids.map(() => '?').join(',')})`, [...ids]);
    const map = new Map(rows.map((r) => [Number(r.id), Number(r.place)]));
    return ids.map((id) => map.get(id) ?? 1);
  });

  /** Seats left that were read with a page of packages (the search), for `seatsLeftOf` to answer at once. */
  private readonly knownLeft = new Map<number, number | null>();

  /** Seats left per package, read elsewhere in this request (with a search page): no query for them. */
  primeSeatsLeft(left: ReadonlyMap<number, number | null>): void {
    for (const [id, n] of left) {
      this.knownLeft.set(id, n);
      this.seatsLeft.prime(id, n);
    }
  }

  /**
   * Seats still free on a package (null: no limit): the smaller of what its own cap and its flight's
   * block leave (issue 43). A value, not a promise, when it is known already: GraphQL then completes a
   * page of cards without a promise per card (a measurable share of an uncached search's CPU,
   * docs/benchmarks.md).
   */
  seatsLeftOf(pkg: { id: number; seats?: number | null; flight?: { id: number } | null }): number | null | Promise<number | null> {
    if ((pkg.seats === null || pkg.seats === undefined) && !pkg.flight) return null;
    const known = this.knownLeft.get(pkg.id);
    if (known !== undefined) return known;
    return this.seatsLeft.load(pkg.id);
  }

  /**
   * Legacy reserve (reservePackage, REST reserveOffer): the package's cheapest option, its persons (or
   * `travellers`) as adults, no names. The same user reserving the same package again gets their live
   * reservation back.
   */
  async reserve(input: ReserveInput): Promise<Reservation> {
    const actor = signedIn(this.actor);
    // A partner's booking names its customer and is counted against the agency's credit: bookPackage only.
    if (actor.role === Role.PARTNER) throw new InvalidInputError({ customerName: PARTNER_BOOKS_FOR_A_CUSTOMER });
    return this.em.transactional(async (em) => {
      const pkg = await this.lockPackage(em, input.packageId);
      const existing = await em.findOne(Reservation, { user: actor.id, package: pkg.id, status: { $in: LIVE } });
      if (existing) return existing;
      return this.create(em, actor, pkg, null, { adults: input.travellers ?? pkg.persons, childAges: [] }, [], false);
    });
  }

  /**
   * A booking of the session user: the chosen option (the cheapest when none), the party, a name per
   * traveller. The server prices it (quoteFor); every booking is a new reservation with its own reference.
   */
  async book(input: BookingInput): Promise<Reservation> {
    const actor = signedIn(this.actor);
    const { party, names } = partyOf(input);
    const customer = customerOf(actor, input);
    // A double click (or a retried request) sends the same booking twice: the first one is answered.
    // The same booking means the whole request: another option, or none (the cheapest) after a Suite, is another.
    const requestKey = bookingRequestKey({
      packageId: input.packageId, optionId: input.optionId ?? null, ...party, names, ...(customer ? { customer: [customer.name, customer.email, customer.phone] } : {}),
    });
    return this.em.transactional(async (em) => {
      // A partner's agency first, then the package: the lock order of every path that takes both.
      const seller = customer ? await lockSeller(em, actor) : undefined;
      const pkg = await this.lockPackage(em, input.packageId);
      const same = await em.findOne(Reservation, {
        user: actor.id, package: pkg.id, status: { $in: [...LIVE, ReservationStatus.WAITLISTED] }, requestKey, createdAt: { $gt: new Date(Date.now() - REPEAT_WINDOW_MS) },
      });
      if (same) return same;
      return this.create(em, actor, pkg, input.optionId, party, names, true, requestKey, input.waitlist ?? false, seller && customer ? { agency: seller, customer } : undefined);
    });
  }

  /**
   * The package row, locked (FOR UPDATE) so parallel bookings are counted one after another: seats
   * can never be oversold; refused when it is no longer on sale.
   */
  private async lockPackage(em: EntityManager, id: number): Promise<Package> {
    const pkg = await em.findOne(Package, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!pkg) throw new NotFoundError('Aranzhmani');
    // Every booking path comes here: a departed package, or one inside the cut-off, is never booked.
    assertOnSale(pkg, this.config.bookingLimits.cutoffDays);
    return pkg;
  }

  /**
   * `occupancy`: the party must fit the option's room (not the legacy reserve, issue 42). A party the
   * departure cannot seat is refused (409), or put on its waitlist when the customer asked for that.
   */
  private async create(
    em: EntityManager, actor: Actor, pkg: Package, optionId: number | null | undefined, party: Party, names: string[], occupancy: boolean,
    requestKey?: string, waitlist = false, sale?: PartnerSale,
  ): Promise<Reservation> {
    const travellers = party.adults + party.childAges.length;
    const seats = planeSeats(party.adults, party.childAges, this.config.infantMaxAge);
    // The cap is one account's hold on a departure; a partner's sales are bounded by its credit limit instead.
    if (!sale) await this.assertSeatsPerCustomer(em, actor, pkg, travellers);
    // The package's cap and its plane's block (locked after the package: issue 43), counted under the locks.
    const room = await lockRoom(em, pkg);
    const full = !fits(room, travellers, seats);
    if (full && !waitlist) throw new ConflictError(NO_SEATS, { travellers: NO_SEATS }, undefined, { travellers: { code: 'NO_SEATS', params: { free: room.free ?? 0 } } });
    const quote = await quoteFor(em, pkg, optionId, party, this.config, todayLocal(), { occupancy });
    const user = await em.findOneOrFail(User, { id: actor.id });
    const now = new Date();
    const status = full ? ReservationStatus.WAITLISTED : ReservationStatus.OPTION;
    const expiresAt = full ? null : optionExpiry(now, pkg.departureDate, this.config.bookingOptions);
    const commissionCents = sale ? commissionOf(toCents(quote.total), sale.agency.commissionPercent) : 0;
    // Under the agency's lock: a racing booking of the same agency waits here and counts this one.
    if (sale) await assertCredit(em, sale.agency, toCents(quote.total) - commissionCents);
    const r = await newReservation(em, user, pkg, { quote, party, names, requestKey, seats, status, expiresAt, takenBy: takenByOf(actor, user) }, now);
    // Issue 47: sold by the partner (its person who booked is `user`), for its customer, with its commission.
    if (sale) {
      Object.assign(r, {
        partnerAgencyId: sale.agency.id, commissionCents, userName: sale.customer.name, customerEmail: sale.customer.email, customerPhone: sale.customer.phone,
      });
    }
    await em.flush();
    if (expiresAt) await scheduleExpiry(em, r.id, expiresAt);
    if (!full) await queueDocuments(em, r.id);
    // Issue 47: the subscribed systems hear of it, in this transaction (ADR 0043).
    await bookingEvent(em, WebhookEventType.BOOKING_CREATED, r);
    const lang = user.language as Lang;
    enqueueMail(em, 'reservation-user', user.email, full ? waitlisted(lang, r, this.mailContext())
      : { ...reservationToUser(lang, r, this.mailContext()), attachments: attach(r.id, lang, DocumentKind.CONTRACT, DocumentKind.INVOICE) });
    enqueueMail(em, 'reservation-staff', this.config.staffEmail, reservationToStaff(r, this.mailContext()));
    return r;
  }

  /**
   * One customer holds at most BOOKING_MAX_SEATS_PER_CUSTOMER seats on one departure (one account once
   * took all 40 seats with made-up travellers): a bigger group books with the agency. Places on the
   * waitlist count too, or one account could queue ahead of everyone. Counted under the package's lock,
   * so two bookings of one customer at once cannot both slip under the cap.
   */
  private async assertSeatsPerCustomer(em: EntityManager, actor: Actor, pkg: Package, travellers: number): Promise<void> {
    const max = this.config.bookingLimits.maxSeatsPerCustomer;
    const [{ held }] = await em.execute<{ held: number }[]>(
      `select coalesce(sum(travellers), 0)::int as held from reservations where user_id = ? and package_id = ? and status in (?, ?, ?)`,
      [actor.id, pkg.id, ...LIVE, ReservationStatus.WAITLISTED]);
    if (held + travellers <= max) return;
    const text = `Në një nisje mund të mbani më së shumti ${max} vende (keni ${held}). Për grupe më të mëdha kontaktoni agjencinë.`;
    throw new ConflictError(text, { travellers: text }, { travellers: 'max' }, { travellers: { code: 'SEATS_PER_CUSTOMER', params: { max, held } } });
  }

  /** What every reservation mail writes besides the booking: the day, and the agency's number. */
  private mailContext(): MailContext {
    return { today: todayLocal(), agencyPhone: this.config.agencyPhone, bank: this.config.bank };
  }

  /** The account's own bookings (a partner's: those it booked itself; its agency's are agencyBookings). */
  mine(): Promise<Reservation[]> {
    const actor = signedIn(this.actor);
    return this.em.find(Reservation, { $and: [bookingScope(actor), { user: actor.id }] }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * The packages the user holds a booking on, in any state but cancelled: a public page's cards say
   * "E rezervuar" by them. Ids only, so the browser's copy of the bookings themselves is never
   * overwritten in part by this later, smaller answer (their state without its expiry and money).
   */
  async bookedPackageIds(): Promise<number[]> {
    const actor = signedIn(this.actor);
    const rows = await this.em.find(Reservation,
      { $and: [bookingScope(actor), { user: actor.id, package: { $ne: null }, status: { $ne: ReservationStatus.CANCELLED } }] },
      { fields: ['package'], orderBy: { package: 'asc' } });
    return [...new Set(rows.map((r) => r.package!.id))];
  }

  /**
   * The user's own cancel: an option until the booking's free-cancellation day (its terms; after it the
   * agency handles the cancellation), or a place on the waitlist at any time (TRANSITIONS).
   */
  cancelMine(id: number): Promise<Reservation> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const { reservation: r, from } = await changeStatus(em, id, ReservationStatus.CANCELLED, 'customer', (found) => {
        if (found.user?.id !== actor.id) throw new NotFoundError('Rezervimi');
        if (found.status === ReservationStatus.OPTION && found.freeCancellationUntil && todayLocal() > found.freeCancellationUntil) {
          const text = `Anulimi falas mbaroi më ${found.freeCancellationUntil}: për anulim kontaktoni agjencinë.`;
          throw new ConflictError(text, { freeCancellationUntil: text });
        }
      });
      await dropExpiry(em, r.id);
      if (from === ReservationStatus.OPTION) await offerSoonFor(em, r);
      // The booking's history shows who ended it and why (issue 43).
      audit(em, actor, LogAction.EDIT, LogKind.RESERVATION, r.id, {
        subject: `${r.title} (${r.userName})`, changes: [{ field: 'status', from, to: r.status }, { field: 'reason', to: 'BY_CUSTOMER' }],
      });
      // Nobody heard of a customer's own cancel before (issue 42): the customer and staff are told.
      const user = await em.findOneOrFail(User, { id: actor.id });
      enqueueMail(em, 'reservation-cancelled', user.email, cancelledByCustomer(user.language as Lang, r, this.mailContext()));
      enqueueMail(em, 'reservation-cancelled-staff', this.config.staffEmail, cancelledByCustomerToStaff(r));
      return r;
    });
  }

  /** Staff: a change TRANSITIONS allows staff, with their reason when they give one (logged); the user is told by mail. */
  setStatus(id: number, status: ReservationStatus, reason?: string | null): Promise<Reservation> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const { reservation: r, from } = await changeStatus(em, id, status, 'staff');
      const why = reason?.trim() ? [{ field: 'reason', to: reason.trim() }] : [];
      await dropExpiry(em, r.id);
      // A cancel frees seats (unless it was a place on the waitlist): the waitlist is offered them.
      if (status === ReservationStatus.CANCELLED && from !== ReservationStatus.WAITLISTED) await offerSoonFor(em, r);
      audit(em, actor, LogAction.EDIT, LogKind.RESERVATION, r.id, { subject: `${r.title} (${r.userName})`, changes: [{ field: 'status', from, to: status }, ...why] });
      const user = r.user ? await em.findOne(User, { id: r.user.id }) : null;
      if (user) enqueueMail(em, 'reservation-status', user.email, statusChanged(user.language as Lang, r, status, this.mailContext()));
      return r;
    });
  }
}
