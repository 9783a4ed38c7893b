import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { LocalDate } from '../../shared/local-date.js';
import { STAFF } from '../users/role.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { Payment, StageKind, StageState } from './payment.entity.js';
import { PaymentInput } from './payment.inputs.js';
import type { MoneySummary } from './summary.js';

@ObjectType('PaymentStage', { description: 'One due amount of the schedule, with what of it is paid.' })
class PaymentStageView {
  @Field(() => Int) seq!: number;
  @Field(() => StageKind) kind!: StageKind;
  @Field(() => Int) amountCents!: number;
  @Field(() => LocalDate) dueDate!: string;
  @Field(() => Int) paidCents!: number;
  @Field(() => StageState) state!: StageState;
}

@ObjectType('PaymentSummary', { description: "A booking's money (issue 44), in cents: the schedule, what is paid, what is due next." })
class PaymentSummaryView {
  @Field(() => Int) totalCents!: number;
  @Field(() => Int, { description: 'The sum of the ledger.' }) paidCents!: number;
  @Field(() => Int, { description: 'Still to pay; 0 once cancelled or expired.' }) outstandingCents!: number;
  @Field(() => [PaymentStageView]) stages!: PaymentStageView[];
  @Field(() => LocalDate, { nullable: true }) nextDueDate!: string | null;
  @Field(() => Int, { nullable: true }) nextDueCents!: number | null;
  @Field(() => Boolean) overdue!: boolean;
  @Field(() => Boolean) paidInFull!: boolean;
  @Field(() => Int, { description: 'What the agency keeps of a cancelled booking by its terms.' }) cancellationFeeCents!: number;
  @Field(() => Int, { description: 'Paid money owed back to the customer.' }) refundOwedCents!: number;
}

const view = (m: MoneySummary): PaymentSummaryView => ({ ...m, nextDueDate: m.nextDue?.dueDate ?? null, nextDueCents: m.nextDue?.amountCents ?? null });

/** The money of a booking, for its customer and staff; staff record payments, refunds and reversals. */
@Resolver(() => Reservation)
export class ReservationMoneyResolver {
  @FieldResolver(() => PaymentSummaryView, { description: 'The payment schedule and what is paid (issue 44).' })
  async payment(@Root() r: Reservation, @Ctx() ctx: AppContext): Promise<PaymentSummaryView> {
    return view(await ctx.services.payments.summary(r));
  }

  @FieldResolver(() => [Payment], { description: 'The ledger: payments, refunds and reversals, oldest first.' })
  payments(@Root() r: Reservation, @Ctx() ctx: AppContext) {
    return ctx.services.payments.entriesOf.load(r.id);
  }

  @Auth(...STAFF) @Mutation(() => Reservation, { description: 'Record money received; the deposit reached confirms an option.' })
  recordPayment(@Arg('input', () => PaymentInput) input: PaymentInput, @Ctx() ctx: AppContext) {
    return ctx.services.payments.record(input);
  }

  @Auth(...STAFF) @Mutation(() => Reservation, { description: 'Record money paid back (never more than is held).' })
  recordRefund(@Arg('input', () => PaymentInput) input: PaymentInput, @Ctx() ctx: AppContext) {
    return ctx.services.payments.refund(input);
  }

  @Auth(...STAFF) @Mutation(() => Reservation, { description: 'Undo a ledger entry by one of the opposite amount (an entry is never edited).' })
  reversePayment(@Arg('id', () => Int) id: number, @Arg('reason', () => String) reason: string, @Ctx() ctx: AppContext) {
    return ctx.services.payments.reverse(id, reason);
  }
}
