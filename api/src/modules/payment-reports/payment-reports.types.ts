import { IsEnum, IsOptional } from 'class-validator';
import { Field, Float, InputType, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';
import { Paginated } from '../../shared/paging.js';

/** The three lists of the staff's payments page (issue 44, item 4). */
export enum PaymentWatchView {
  DUE_TODAY = 'DUE_TODAY',
  OVERDUE = 'OVERDUE',
  OPTIONS_LAPSING = 'OPTIONS_LAPSING',
}
registerEnumType(PaymentWatchView, {
  name: 'PaymentWatchView',
  valuesConfig: {
    DUE_TODAY: { description: 'Stages due today and not paid in full.' },
    OVERDUE: { description: 'Stages whose due date has passed, not paid in full; the oldest first.' },
    OPTIONS_LAPSING: { description: 'Options that lapse within the next 48 hours, the soonest first.' },
  },
});

/** The booking a report row is about: what staff read to recognise it and the link to open it. */
@InterfaceType('BookingMoneyRow', { description: 'A row of the payments page or the money report: the booking and its money.' })
export abstract class BookingColumns {
  @Field(() => Int) reservationId!: number;
  @Field(() => String) reference!: string;
  @Field(() => String, { description: 'Who booked (snapshot).' }) customer!: string;
  @Field(() => String) customerEmail!: string;
  @Field(() => String, { description: 'The package (or flight) title.' }) title!: string;
  @Field(() => LocalDate) departureDate!: string;
  @Field(() => Int) totalCents!: number;
  @Field(() => Int, { description: 'The booking\'s ledger sum so far.' }) paidCents!: number;
}

@ObjectType('PaymentWatchRow', { implements: BookingColumns, description: 'One stage to chase, or one option about to lapse with its next stage.' })
export class PaymentWatchRow extends BookingColumns {
  @Field(() => String, { description: 'OPTION or CONFIRMED.' }) status!: string;
  @Field(() => Int, { nullable: true, description: 'The stage (1, 2...); null when nothing is left to pay.' }) stageSeq!: number | null;
  @Field(() => String, { nullable: true, description: 'DEPOSIT, BALANCE or FULL.' }) stageKind!: string | null;
  @Field(() => Int, { nullable: true, description: 'The whole stage.' }) stageAmountCents!: number | null;
  @Field(() => Int, { description: 'What is still unpaid of the stage.' }) amountDueCents!: number;
  @Field(() => LocalDate, { nullable: true }) dueDate!: string | null;
  @Field(() => Int, { description: 'Days past the due date (0 when not overdue).' }) daysOverdue!: number;
  @Field(() => Date, { nullable: true, description: 'When the option lapses.' }) expiresAt!: Date | null;
}
export const PaymentWatchPage = Paginated(PaymentWatchRow, 'PaymentWatchPage');

@ObjectType('PaymentWatchCounts', { description: 'How many rows each list of the payments page has.' })
export class PaymentWatchCounts {
  @Field(() => Int) dueToday!: number;
  @Field(() => Int) overdue!: number;
  @Field(() => Int) optionsLapsing!: number;
}

/** A period of the money report, both days included; both left out: this month (Kosovo's calendar). */
@InputType()
export class MoneyPeriodInput {
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() from?: string;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() to?: string;
}

@ObjectType('MoneyPeriod')
export class MoneyPeriod {
  @Field(() => LocalDate) from!: string;
  @Field(() => LocalDate) to!: string;
}

/** Ledger entries of one day and one method, split by kind: refunds and reversals are negative. Sums are Float: a period's may pass 32 bits (whole cents still). */
@ObjectType('MoneyReceivedRow')
export class MoneyReceivedRow {
  @Field(() => LocalDate, { nullable: true, description: 'Null on a total of the whole period.' }) day!: string | null;
  @Field(() => String, { description: 'CASH, CARD, BANK_TRANSFER (open for a gateway).' }) method!: string;
  @Field(() => Float, { description: 'Payments in.' }) receivedCents!: number;
  @Field(() => Float, { description: 'Refunds paid back (negative).' }) refundedCents!: number;
  @Field(() => Float, { description: 'Reversed entries (negative for a reversed payment).' }) reversedCents!: number;
  @Field(() => Float, { description: 'The sum of all three.' }) netCents!: number;
  @Field(() => Int, { description: 'Ledger entries.' }) entries!: number;
}
export const MoneyReceivedPage = Paginated(MoneyReceivedRow, 'MoneyReceivedPage');

@ObjectType('OutstandingBalanceRow', { implements: BookingColumns, description: 'A live booking (OPTION or CONFIRMED) not paid in full.' })
export class OutstandingBalanceRow extends BookingColumns {
  @Field(() => String) status!: string;
  @Field(() => Int) outstandingCents!: number;
  @Field(() => LocalDate, { nullable: true, description: 'The due date of the first stage not paid in full.' }) nextDueDate!: string | null;
  @Field(() => Int, { nullable: true, description: 'What is unpaid of that stage.' }) nextDueCents!: number | null;
}
export const OutstandingBalancePage = Paginated(OutstandingBalanceRow, 'OutstandingBalancePage');

@ObjectType('RefundOwedRow', { implements: BookingColumns, description: 'A booking holding money owed back: a cancelled or lapsed one more than its fee, a live one more than its total.' })
export class RefundOwedRow extends BookingColumns {
  @Field(() => String, { description: 'CANCELLED, EXPIRED, or a live status (an over-payment).' }) status!: string;
  @Field(() => Date, { nullable: true }) cancelledAt!: Date | null;
  @Field(() => LocalDate, { nullable: true }) freeCancellationUntil!: string | null;
  @Field(() => Int, { description: '0 before the free-cancellation date, else the agency\'s percentage of the total.' }) feeCents!: number;
  @Field(() => Int, { description: 'Paid less the fee.' }) refundOwedCents!: number;
}
export const RefundOwedPage = Paginated(RefundOwedRow, 'RefundOwedPage');

/** The CSV export's query string (GET /api/reports/money.csv). */
export enum MoneyTable {
  RECEIVED = 'received',
  OUTSTANDING = 'outstanding',
  REFUNDS = 'refunds',
}

export class MoneyCsvQuery extends MoneyPeriodInput {
  @IsEnum(MoneyTable, { message: 'table duhet të jetë received, outstanding ose refunds.' }) table!: MoneyTable;
}
