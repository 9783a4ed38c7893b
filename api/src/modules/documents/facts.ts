import type { EntityManager } from '@mikro-orm/postgresql';
import { PackageContent } from '../package-content/package-content.entity.js';
import { Passenger } from '../passengers/passenger.entity.js';
import { Payment, PaymentStage } from '../payments/payment.entity.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { Flight } from '../flights/flight.entity.js';
import { Package } from '../packages/package.entity.js';
import { ContractTerms } from './document.entity.js';
import type { AgencyDetails } from '../../config/documents-env.js';
import type { BankDetails } from '../../config/payments-env.js';
import type { PriceLineValue } from '../package-options/pricing.js';

/** Both languages of a text the package keeps (the English one falls back to the Albanian, as the pages do). */
export interface Both { sq: string; en: string }

export interface FlightFacts {
  carrier: string; outboundNumber: string; returnNumber: string; from: Both; fromCode: string; toCity: string; toCode: string;
  outboundDepartsAt: string; outboundArrivesAt: string; returnDepartsAt: string; returnArrivesAt: string; baggage: string; oneWay: boolean;
}

export interface PaymentFacts { id: number; kind: string; method: string; amountCents: number; paidOn: string; payer: string; note: string; reversesId: number | null; createdAt: string }

/** Everything a booking's documents say, read once, as plain data: the renderers and fingerprints take nothing else. */
export interface BookingFacts {
  id: number; reference: string; status: string; title: string; departureDate: string; returnDate: string; nights: number;
  bookedOn: string; customer: { name: string; email: string; phone: string };
  roomType: Both; board: string; adults: number; childAges: number[];
  travellers: { name: string; childAge: number | null }[];
  priceLines: PriceLineValue[]; totalCents: number; paidCents: number;
  freeCancellationUntil: string | null; balanceDueDate: string | null; expiresAt: string | null;
  hotel: string | null; place: Both | null; included: { sq: string[]; en: string[] }; notIncluded: { sq: string[]; en: string[] };
  flight: FlightFacts | null; isPackage: boolean;
  stages: { kind: string; amountCents: number; dueDate: string; paidCents: number }[];
  payments: PaymentFacts[];
  terms: { version: number; sq: string; en: string };
  feePercent: number; agency: AgencyDetails & { phone: string }; bank: BankDetails;
}

export interface FactsContext { agency: AgencyDetails; agencyPhone: string; bank: BankDetails; feePercent: number }

const day = (d: Date) => d.toISOString();

/** The booking's facts, read inside the caller's transaction (after it has locked the reservation). */
export async function loadFacts(em: EntityManager, r: Reservation, ctx: FactsContext): Promise<BookingFacts> {
  const packageId = r.package?.id ?? null;
  // One after another: inside a transaction they share one connection, which takes one query at a time.
  const content = packageId ? await em.findOne(PackageContent, { packageId }) : null;
  const passengers = await em.find(Passenger, { reservation: r.id }, { orderBy: { position: 'asc' } });
  const stages = await em.find(PaymentStage, { reservation: r.id }, { orderBy: { seq: 'asc' } });
  const payments = await em.find(Payment, { reservation: r.id }, { orderBy: { id: 'asc' } });
  const terms = r.termsVersion ? await em.findOne(ContractTerms, { version: r.termsVersion })
    : await em.findOne(ContractTerms, { version: { $gt: 0 } }, { orderBy: { version: 'asc' } });
  const pkg = packageId ? await em.findOne(Package, { id: packageId }) : null;
  const flightId = r.flight?.id ?? pkg?.flight?.id ?? null;
  const flight = flightId ? await em.findOne(Flight, { id: flightId }, { populate: ['fromAirport'] }) : null;
  let left = Math.max(0, r.paidCents);
  const names = passengers.length ? passengers.map((p) => ({ name: `${p.givenNames} ${p.surname}`.trim(), childAge: p.childAge ?? null }))
    : r.travellerNames.map((name, i) => ({ name, childAge: i < r.adults ? null : r.childAges[i - r.adults] ?? null }));
  return {
    id: r.id, reference: r.reference, status: r.status, title: r.title, departureDate: r.departureDate, returnDate: r.returnDate,
    nights: Math.round((Date.parse(r.returnDate) - Date.parse(r.departureDate)) / 86_400_000),
    bookedOn: day(r.createdAt), customer: { name: r.userName, email: r.customerEmail, phone: r.customerPhone },
    roomType: { sq: r.roomType, en: r.roomTypeEn || r.roomType }, board: r.board, adults: r.adults, childAges: r.childAges,
    travellers: names, priceLines: r.priceLines, totalCents: r.totalCents, paidCents: r.paidCents,
    freeCancellationUntil: r.freeCancellationUntil ?? null, balanceDueDate: r.balanceDueDate ?? null, expiresAt: r.expiresAt ? day(r.expiresAt) : null,
    hotel: content?.hotelName || null, place: content?.place ? { sq: content.place, en: content.placeEn || content.place } : null,
    included: { sq: content?.included ?? [], en: content?.includedEn.length ? content.includedEn : content?.included ?? [] },
    notIncluded: { sq: content?.notIncluded ?? [], en: content?.notIncludedEn.length ? content.notIncludedEn : content?.notIncluded ?? [] },
    flight: flight ? {
      carrier: flight.carrier, outboundNumber: flight.outboundNumber, returnNumber: flight.returnNumber,
      from: { sq: flight.fromAirport.name, en: flight.fromAirport.nameEn || flight.fromAirport.name }, fromCode: flight.fromAirport.code,
      toCity: flight.toCity, toCode: flight.toCode, outboundDepartsAt: day(flight.outboundDepartsAt), outboundArrivesAt: day(flight.outboundArrivesAt),
      returnDepartsAt: day(flight.returnDepartsAt), returnArrivesAt: day(flight.returnArrivesAt), baggage: flight.baggage, oneWay: r.oneWay,
    } : null,
    isPackage: packageId !== null || !r.flight,
    stages: stages.map((s) => {
      const paid = Math.min(left, s.amountCents);
      left -= paid;
      return { kind: s.kind, amountCents: s.amountCents, dueDate: s.dueDate, paidCents: paid };
    }),
    payments: payments.map((p) => ({ id: p.id, kind: p.kind, method: p.method, amountCents: p.amountCents, paidOn: p.paidOn, payer: p.payer, note: p.note, reversesId: p.reversesId ?? null, createdAt: day(p.createdAt) })),
    terms: { version: terms?.version ?? 0, sq: terms?.bodySq ?? '', en: terms?.bodyEn ?? '' },
    feePercent: ctx.feePercent, agency: { ...ctx.agency, phone: ctx.agencyPhone }, bank: ctx.bank,
  };
}
