import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';
import { Reservation } from '../reservations/reservation.entity.js';
import type { DateFormat } from './amounts.js';

/** How one bank's CSV export reads (ADR 0035). Columns are named as the bank's header row names them. */
@ObjectType('BankFormat', { description: "A bank's CSV statement export: which of its columns hold what." })
@Entity({ tableName: 'bank_formats' })
export class BankFormat {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'string', unique: true }) code!: string;
  @Field(() => String) @Property({ type: 'string' }) name!: string;
  @Property({ type: 'string' }) delimiter!: string;
  @Property({ type: 'smallint', fieldName: 'header_row' }) headerRow: number = 1;
  @Property({ type: 'boolean', fieldName: 'decimal_comma' }) decimalComma!: boolean;
  @Property({ type: 'string', fieldName: 'date_format' }) dateFormat!: DateFormat;
  @Property({ type: 'string', fieldName: 'col_date' }) colDate!: string;
  @Property({ type: 'string', fieldName: 'col_amount', nullable: true }) colAmount?: string | null;
  @Property({ type: 'string', fieldName: 'col_credit', nullable: true }) colCredit?: string | null;
  @Property({ type: 'string', fieldName: 'col_debit', nullable: true }) colDebit?: string | null;
  @Property({ type: 'string', fieldName: 'col_currency', nullable: true }) colCurrency?: string | null;
  @Property({ type: 'string', fieldName: 'col_payer', nullable: true }) colPayer?: string | null;
  @Property({ type: 'string', fieldName: 'col_text' }) colText!: string;
  @Property({ type: 'string', fieldName: 'col_reference', nullable: true }) colReference?: string | null;
  @Property({ type: 'string', columnType: 'char(3)' }) currency: string = 'EUR';
}

export enum StatementKind { CSV = 'CSV', CAMT053 = 'CAMT053' }
registerEnumType(StatementKind, { name: 'StatementKind', description: 'CSV as a bank exports it, or ISO 20022 camt.053 XML.' });

/** One upload of a statement file, with what it did. */
@ObjectType('BankStatement')
@Entity({ tableName: 'bank_statements' })
export class BankStatement {
  [OptionalProps]?: 'lines' | 'credits' | 'matched' | 'unmatched' | 'alreadyBooked';
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => StatementKind) @Enum({ items: () => StatementKind, type: 'string' }) kind!: StatementKind;
  @Field(() => BankFormat, { nullable: true, description: 'The bank format of a CSV file.' })
  @ManyToOne({ entity: () => BankFormat, fieldName: 'format_id', nullable: true, deleteRule: 'set null' }) format?: Rel<BankFormat> | null;
  @Field(() => String) @Property({ type: 'string', fieldName: 'file_name' }) fileName!: string;
  @Property({ type: 'string', fieldName: 'file_sha256', columnType: 'char(64)' }) fileSha256!: string;
  @Field(() => String, { nullable: true, description: 'The account (IBAN) the statement is of, when the file names it.' })
  @Property({ type: 'string', nullable: true }) account?: string | null;
  @Field(() => Int, { description: 'Lines read from the file (credits and debits).' }) @Property({ type: 'integer' }) lines: number = 0;
  @Field(() => Int, { description: 'Credit lines (money in) in the file.' }) @Property({ type: 'integer' }) credits: number = 0;
  @Field(() => Int, { description: 'New credit lines booked by their reference.' }) @Property({ type: 'integer' }) matched: number = 0;
  @Field(() => Int, { description: 'New credit lines left for staff to assign.' }) @Property({ type: 'integer' }) unmatched: number = 0;
  @Field(() => Int, { description: 'Credit lines an earlier upload had already read: nothing done again.' })
  @Property({ type: 'integer', fieldName: 'already_booked' }) alreadyBooked: number = 0;
  @Property({ type: 'integer', fieldName: 'uploaded_by', nullable: true }) uploadedBy?: number | null;
  @Field(() => String) @Property({ type: 'string', fieldName: 'uploaded_by_name' }) uploadedByName: string = '';
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'uploaded_at' }) uploadedAt: Date = new Date();
}

export enum LineState {
  /** Booked by the reference in its text. */
  MATCHED = 'MATCHED',
  /** Booked by staff, who named the booking. */
  ASSIGNED = 'ASSIGNED',
  /** Money in that names no booking we know: staff's to assign. */
  UNMATCHED = 'UNMATCHED',
  /** Money in that staff marked as not a booking's. */
  IGNORED = 'IGNORED',
  /** Money out: kept, never booked. */
  DEBIT = 'DEBIT',
}
registerEnumType(LineState, { name: 'BankLineState' });

export enum LineDirection { CREDIT = 'CREDIT', DEBIT = 'DEBIT' }
registerEnumType(LineDirection, { name: 'BankLineDirection' });

/** One line of a statement, stored once however often its file is uploaded (`lineKey` is unique). */
@ObjectType('BankStatementLine')
@Entity({ tableName: 'bank_statement_lines' })
export class BankStatementLine {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'string', fieldName: 'line_key', unique: true }) lineKey!: string;
  @Field(() => Int, { description: 'The upload that first read it.' }) @Property({ type: 'integer', fieldName: 'statement_id' }) statementId!: number;
  @Field(() => Int, { description: 'Its place in that file.' }) @Property({ type: 'integer' }) seq!: number;
  @Field(() => LocalDate) @Property({ type: 'date', fieldName: 'booked_on' }) bookedOn!: string;
  @Field(() => LineDirection) @Enum({ items: () => LineDirection, type: 'string' }) direction!: LineDirection;
  @Field(() => Int, { description: 'Always positive; the direction says which way.' }) @Property({ type: 'integer', fieldName: 'amount_cents' }) amountCents!: number;
  @Field(() => String) @Property({ type: 'string', columnType: 'char(3)' }) currency!: string;
  @Field(() => String) @Property({ type: 'string' }) payer: string = '';
  @Field(() => String) @Property({ type: 'string', fieldName: 'payment_text' }) paymentText: string = '';
  @Field(() => String, { nullable: true, description: "The bank's own reference of the entry." }) @Property({ type: 'string', fieldName: 'bank_ref', nullable: true }) bankRef?: string | null;
  @Field(() => String, { nullable: true, description: 'The booking reference found in the text (or named by staff), canonical.' })
  @Property({ type: 'string', nullable: true }) reference?: string | null;
  @Field(() => LineState) @Enum({ items: () => LineState, type: 'string' }) state!: LineState;
  @ManyToOne({ entity: () => Reservation, fieldName: 'reservation_id', nullable: true, deleteRule: 'set null' }) reservation?: Rel<Reservation> | null;
  @Property({ type: 'integer', fieldName: 'resolved_by', nullable: true }) resolvedBy?: number | null;
  @Field(() => String, { nullable: true, description: 'Who assigned or set it aside by hand.' }) @Property({ type: 'string', fieldName: 'resolved_by_name', nullable: true }) resolvedByName?: string | null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', fieldName: 'resolved_at', nullable: true }) resolvedAt?: Date | null;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();
}
