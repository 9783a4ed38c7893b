import { Arg, Ctx, Field, FieldResolver, Float, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput } from '../../shared/paging.js';
import { STAFF } from '../users/role.js';
import {
  MoneyPeriod, MoneyPeriodInput, MoneyReceivedPage, MoneyReceivedRow, OutstandingBalancePage, PaymentWatchCounts, PaymentWatchPage,
  PaymentWatchView, RefundOwedPage,
} from './payment-reports.types.js';

/** The money report of a period; each table is paged on its own (only reachable through the staff-only query). */
@ObjectType('MoneyReport')
export class MoneyReport {
  @Field(() => MoneyPeriod) period!: MoneyPeriod;
}

/** Issue 44, items 4 and 5: what staff chase (due, overdue, lapsing) and the owner's money report. */
@Resolver(() => MoneyReport)
export class PaymentReportsResolver {
  @Auth(...STAFF) @Query(() => PaymentWatchPage, { description: 'Stages due today, overdue ones, or options lapsing within 48 hours. Staff only.' })
  paymentWatch(
    @Arg('view', () => PaymentWatchView) view: PaymentWatchView,
    @Ctx() ctx: AppContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    return ctx.services.paymentWatch.list(view, page ?? new PageInput());
  }

  @Auth(...STAFF) @Query(() => PaymentWatchCounts, { description: 'How many rows each list of paymentWatch has. Staff only.' })
  paymentWatchCounts(@Ctx() ctx: AppContext) {
    return ctx.services.paymentWatch.counts();
  }

  @Auth(...STAFF) @Query(() => MoneyReport, { description: 'Money received in a period (default: this month), open balances and refunds owed. Staff only.' })
  moneyReport(@Ctx() ctx: AppContext, @Arg('period', () => MoneyPeriodInput, { nullable: true }) period?: MoneyPeriodInput): MoneyReport {
    return { period: ctx.services.moneyReport.period(period ?? {}) };
  }

  @FieldResolver(() => MoneyReceivedPage, { description: 'Ledger entries per day and method.' })
  received(@Root() report: MoneyReport, @Ctx() ctx: AppContext, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.moneyReport.received(report.period, page ?? new PageInput());
  }

  @FieldResolver(() => [MoneyReceivedRow], { description: 'The period per method (day null).' })
  receivedByMethod(@Root() report: MoneyReport, @Ctx() ctx: AppContext) {
    return ctx.services.moneyReport.receivedByMethod(report.period);
  }

  @FieldResolver(() => MoneyReceivedRow, { description: 'The whole period (method ALL).' })
  receivedTotal(@Root() report: MoneyReport, @Ctx() ctx: AppContext) {
    return ctx.services.moneyReport.receivedTotal(report.period);
  }

  @FieldResolver(() => OutstandingBalancePage, { description: 'Live bookings not paid in full, as of now; the nearest due date first.' })
  outstanding(@Ctx() ctx: AppContext, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.moneyReport.outstanding(page ?? new PageInput());
  }

  @FieldResolver(() => Float, { description: 'The sum of every open balance (whole cents; Float: it may pass 32 bits).' })
  outstandingTotalCents(@Ctx() ctx: AppContext) {
    return ctx.services.moneyReport.outstandingTotal();
  }

  @FieldResolver(() => RefundOwedPage, { description: 'Cancelled bookings owed money back by their terms, as of now.' })
  refunds(@Ctx() ctx: AppContext, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.moneyReport.refunds(page ?? new PageInput());
  }

  @FieldResolver(() => Float, { description: 'The sum of every refund owed (whole cents; Float: it may pass 32 bits).' })
  refundsTotalCents(@Ctx() ctx: AppContext) {
    return ctx.services.moneyReport.refundsTotal();
  }
}
