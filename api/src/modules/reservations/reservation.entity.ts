import { DecimalType, Entity, Enum, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';
import { PriceLine } from '../package-options/pricing.types.js';
import type { PriceLineValue } from '../package-options/pricing.js';
import { Package } from '../packages/package.entity.js';
import { Flight } from '../flights/flight.entity.js';
import { User } from '../users/user.entity.js';

/** A booking's life (issue 43): OPTION -> CONFIRMED -> TRAVELLED; CANCELLED, EXPIRED; WAITLISTED -> OPTION. */
export enum ReservationStatus {
  OPTION = 'OPTION',
  CONFIRMED = 'CONFIRMED',
  TRAVELLED = 'TRAVELLED',
  CANCELLED = 'CANCELLED',
  EXPIRED = 'EXPIRED',
  WAITLISTED = 'WAITLISTED',
}
registerEnumType(ReservationStatus, {
  name: 'ReservationStatus',
  valuesConfig: {
    OPTION: { description: 'Held: the seats are taken until `expiresAt`; the deposit (or staff) confirms it.' },
    CONFIRMED: { description: 'Confirmed by staff (or the deposit).' },
    TRAVELLED: { description: 'The trip is over (set after the return date).' },
    CANCELLED: { description: 'Cancelled by the customer or staff; the seats are free again.' },
    EXPIRED: { description: 'The option lapsed unconfirmed; the seats are free again.' },
    WAITLISTED: { description: 'The departure was full: waiting, first come first served, for freed seats.' },
  },
});

/** A booking, with a snapshot of what was booked so it stays readable if the package changes or goes. */
@ObjectType('Reservation')
@Entity({ tableName: 'reservations' })
export class Reservation {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;

  @ManyToOne({ entity: () => User, fieldName: 'user_id', nullable: true, deleteRule: 'set null' })
  user?: Rel<User> | null;

  @Field(() => String, { description: 'Who booked (snapshot).' })
  @Property({ type: 'string', fieldName: 'user_name' }) userName!: string;

  /** The staff member who took it at the office (issue 46, reports); null for a customer's own online booking. */
  @ManyToOne({ entity: () => User, fieldName: 'taken_by_id', nullable: true, deleteRule: 'set null' })
  takenBy?: Rel<User> | null;

  @ManyToOne({ entity: () => Package, fieldName: 'package_id', nullable: true, deleteRule: 'set null' })
  package?: Rel<Package> | null;

  /** A booking of seats alone (ADR 0032): its flight, and no package. Package bookings leave it null. */
  @ManyToOne({ entity: () => Flight, fieldName: 'flight_id', nullable: true, deleteRule: 'set null' })
  flight?: Rel<Flight> | null;
  @Field(() => Boolean, { description: 'Seats alone: the outbound leg only.' })
  @Property({ type: 'boolean', fieldName: 'one_way' }) oneWay: boolean = false;

  @Field(() => String) @Property({ type: 'string' }) title!: string;
  @Field(() => LocalDate) @Property({ type: 'date', fieldName: 'departure_date' }) departureDate!: string;
  @Field(() => LocalDate) @Property({ type: 'date', fieldName: 'return_date' }) returnDate!: string;
  @Field(() => Float, { description: 'Price per person at booking time.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)' }) price!: number;
  @Field(() => Int) @Property({ type: 'integer' }) travellers!: number;
  @Field(() => Int, { description: 'Seats it takes on the flight: the travellers less the infants (issue 43).' })
  @Property({ type: 'integer' }) seats!: number;

  @Field(() => ReservationStatus)
  @Enum({ items: () => ReservationStatus, type: 'string' }) status: ReservationStatus = ReservationStatus.OPTION;
  @Field(() => Date, { nullable: true, description: 'An OPTION lapses at this instant unless confirmed.' })
  @Property({ type: 'datetime', fieldName: 'expires_at', nullable: true }) expiresAt?: Date | null;

  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt: Date = new Date();

  // The booking (issue 20): its reference, what was chosen, the party, the server's total and the plan.
  @Field(() => String, { description: 'Booking reference, e.g. BT-2026-000123.' })
  @Property({ type: 'string', unique: true }) reference!: string;
  /** The reference's number, from the column's own sequence (booking_reference_seq). */
  @Property({ type: 'integer', fieldName: 'reference_no', unique: true }) referenceNo!: number;
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', fieldName: 'option_id', nullable: true }) optionId?: number | null;
  @Field(() => String) @Property({ type: 'string', fieldName: 'room_type' }) roomType: string = '';
  @Field(() => String, { nullable: true, description: 'The room in English as booked (the option\'s English name); null when staff gave none: show roomType.' })
  @Property({ type: 'string', fieldName: 'room_type_en', nullable: true }) roomTypeEn?: string | null;
  @Field(() => String, { description: 'A Board value, or the package\'s own service text when it had no options.' })
  @Property({ type: 'string' }) board: string = '';
  @Field(() => Int) @Property({ type: 'integer' }) adults: number = 1;
  @Field(() => [Int]) @Property({ type: 'json', fieldName: 'child_ages' }) childAges: number[] = [];
  @Field(() => [String]) @Property({ type: 'json', fieldName: 'traveller_names' }) travellerNames: string[] = [];
  @Field(() => [PriceLine]) @Property({ type: 'json', fieldName: 'price_lines' }) priceLines: PriceLineValue[] = [];
  @Field(() => Float, { description: 'What the whole party pays, computed by the server.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(12,2)' }) total: number = 0;
  @Field(() => Float) @Property({ type: new DecimalType('number'), columnType: 'numeric(12,2)' }) deposit: number = 0;
  /** Issue 44: the total in cents (the ledger's unit) and the ledger's sum, kept under the row lock. */
  @Property({ type: 'integer', fieldName: 'total_cents' }) totalCents: number = 0;
  @Property({ type: 'integer', fieldName: 'paid_cents' }) paidCents: number = 0;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', fieldName: 'cancelled_at', nullable: true }) cancelledAt?: Date | null;
  @Field(() => LocalDate, { nullable: true }) @Property({ type: 'date', fieldName: 'balance_due_date', nullable: true }) balanceDueDate?: string | null;
  @Field(() => LocalDate, { nullable: true, description: 'Null: the booking had no free cancellation.' })
  @Property({ type: 'date', fieldName: 'free_cancellation_until', nullable: true }) freeCancellationUntil?: string | null;
  @Field(() => String, { description: "The customer's e-mail at booking time." })
  @Property({ type: 'string', fieldName: 'customer_email' }) customerEmail: string = '';
  @Field(() => String, { description: "The customer's phone at booking time." })
  @Property({ type: 'string', fieldName: 'customer_phone' }) customerPhone: string = '';

  /** Issue 47 (ADR 0042): the partner agency that sold it (null: sold by the agency itself), and its commission in cents, fixed at booking. */
  @Field(() => Int, { nullable: true, description: 'The partner agency that sold it (the seller); null when the agency sold it itself.' })
  @Property({ type: 'integer', fieldName: 'partner_agency_id', nullable: true }) partnerAgencyId?: number | null;
  @Property({ type: 'integer', fieldName: 'commission_cents' }) commissionCents: number = 0;

  /** The contract terms it was booked under (issue 45): its contract keeps them when the owner publishes new ones. */
  @Property({ type: 'integer', fieldName: 'terms_version', nullable: true }) termsVersion?: number | null;

  /** SHA-256 of the booking as asked (booking-request.ts): a repeat within minutes is answered with this one. Never exposed. */
  @Property({ type: 'string', fieldName: 'request_key', length: 64, nullable: true, hidden: true }) requestKey?: string | null;

  @Field(() => Float, { description: 'Balance: total minus deposit.' }) get balance(): number { return Math.round((Number(this.total) - Number(this.deposit)) * 100) / 100; }

  @Field(() => Int, { nullable: true }) get packageId(): number | null { return this.package?.id ?? null; }
  @Field(() => Int, { nullable: true, description: 'Set on a booking of seats alone (no package).' }) get flightId(): number | null { return this.flight?.id ?? null; }
  @Field(() => Int, { nullable: true }) get userId(): number | null { return this.user?.id ?? null; }
}
