import { Entity, Enum, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';
import { Reservation } from '../reservations/reservation.entity.js';

/** What a ledger entry is: money in, money paid back, or the undoing of an earlier entry. */
export enum PaymentKind {
  PAYMENT = 'PAYMENT',
  REFUND = 'REFUND',
  REVERSAL = 'REVERSAL',
}
registerEnumType(PaymentKind, { name: 'PaymentKind' });

/**
 * How the money moved. Open: a card gateway adds its own (ADR 0034); the column is text, so a new
 * method is a new value here, not a migration.
 */
export enum PaymentMethod {
  CASH = 'CASH',
  CARD = 'CARD',
  BANK_TRANSFER = 'BANK_TRANSFER',
}
registerEnumType(PaymentMethod, { name: 'PaymentMethod', description: 'Cash or card at the office, or a bank transfer.' });

export enum StageKind {
  DEPOSIT = 'DEPOSIT',
  BALANCE = 'BALANCE',
  FULL = 'FULL',
}
registerEnumType(StageKind, { name: 'PaymentStageKind', description: 'The deposit, the balance, or everything at once (departure near).' });

/** Where a stage stands: paid, partly paid, due, or past its day unpaid. */
export enum StageState {
  PAID = 'PAID',
  PART_PAID = 'PART_PAID',
  DUE = 'DUE',
  OVERDUE = 'OVERDUE',
}
registerEnumType(StageState, { name: 'PaymentStageState' });

/** One due amount of a booking's payment schedule, made by the server when it is booked. */
@Entity({ tableName: 'payment_stages' })
export class PaymentStage {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Reservation, fieldName: 'reservation_id', deleteRule: 'cascade' }) reservation!: Rel<Reservation>;
  @Property({ type: 'smallint' }) seq!: number;
  @Enum({ items: () => StageKind, type: 'text' }) kind!: StageKind;
  @Property({ type: 'integer', fieldName: 'amount_cents' }) amountCents!: number;
  @Property({ type: 'date', fieldName: 'due_date' }) dueDate!: string;
}

/**
 * A ledger entry (issue 44). Never changed or deleted (the database refuses it): a mistake is undone
 * by a REVERSAL entry of the opposite amount. Amounts in cents, signed: money in > 0, out < 0.
 */
@ObjectType('Payment')
@Entity({ tableName: 'payments' })
export class Payment {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Reservation, fieldName: 'reservation_id', deleteRule: 'cascade' }) reservation!: Rel<Reservation>;
  @Field(() => PaymentKind) @Enum({ items: () => PaymentKind, type: 'text' }) kind!: PaymentKind;
  @Field(() => String, { description: 'A PaymentMethod value (open for methods to come).' }) @Property({ type: 'text' }) method!: string;
  @Field(() => Int, { description: 'Cents, signed: money in > 0, refunds < 0, a reversal the opposite of its entry.' })
  @Property({ type: 'integer', fieldName: 'amount_cents' }) amountCents!: number;
  @Field(() => LocalDate) @Property({ type: 'date', fieldName: 'paid_on' }) paidOn!: string;
  @Field(() => String) @Property({ type: 'text' }) payer: string = '';
  @Field(() => String) @Property({ type: 'text' }) note: string = '';
  @Field(() => String, { nullable: true }) @Property({ type: 'text', fieldName: 'receipt_no', nullable: true }) receiptNo?: string | null;
  @Field(() => Int, { nullable: true, description: 'The entry this one reverses.' })
  @Property({ type: 'integer', fieldName: 'reverses_id', nullable: true }) reversesId?: number | null;
  @Field(() => Int, { nullable: true, description: 'The bank statement line it was booked from.' })
  @Property({ type: 'integer', fieldName: 'statement_line_id', nullable: true }) statementLineId?: number | null;
  @Property({ type: 'integer', fieldName: 'created_by', nullable: true }) createdBy?: number | null;
  @Field(() => String, { description: 'Who recorded it (a staff name, or the system for a bank match).' })
  @Property({ type: 'text', fieldName: 'created_by_name' }) createdByName!: string;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();

  @Field(() => Int) get reservationId(): number { return this.reservation.id; }
}
