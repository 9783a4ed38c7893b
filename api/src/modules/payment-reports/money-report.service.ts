import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../shared/errors.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import type { PageInput, PageOf } from '../../shared/paging.js';
import { BOOKING_COLUMNS, CANCELLATION_FEE, countOf, epochMs, instant, NEXT_STAGE_OF_R, OPEN_BALANCE, sqlPage, type SqlQuery } from './report-sql.js';
import type { MoneyPeriod, MoneyPeriodInput, MoneyReceivedRow, OutstandingBalanceRow, RefundOwedRow } from './payment-reports.types.js';

/**
 * The sums of ledger entries, split by kind (refunds and reversals are negative in the ledger). A sum
 * of cents outgrows 32 bits (€21.4M: a season's takings at the bench's 200,000 bookings), so sums are
 * float8, exact for whole cents up to 2^53, which the driver reads as a JS number (bigint would be text).
 */
export const SUMS = `coalesce(sum(p.amount_cents) filter (where p.kind = 'PAYMENT'), 0)::float8 as "receivedCents",
  coalesce(sum(p.amount_cents) filter (where p.kind = 'REFUND'), 0)::float8 as "refundedCents",
  coalesce(sum(p.amount_cents) filter (where p.kind = 'REVERSAL'), 0)::float8 as "reversedCents",
  coalesce(sum(p.amount_cents), 0)::float8 as "netCents", count(*)::int as entries`;

/** The ledger of a period, read through payments_paid_on_index alone (it carries what SUMS and the method read). */
const LEDGER_OF_PERIOD = `from payments p where p.paid_on between ?::date and ?::date`;

/** Bookings that may hold money to give back: the predicate of the partial index reservations_refundable_idx. */
const HOLDS_REFUNDABLE = `r.paid_cents > 0 and (r.status in ('CANCELLED', 'EXPIRED') or r.paid_cents > r.total_cents)`;

/**
 * The owner's money report (issue 44, item 5): money received per day and method in a period, the
 * open balances, and the refunds owed on cancelled bookings. Aggregated in SQL over indexed columns;
 * the CSV export (money-csv.ts) reads the same queries.
 */
export class MoneyReportService {
  constructor(
    private readonly em: EntityManager,
    /** BOOKING_CANCELLATION_FEE_PERCENT: what a cancellation after the free-cancellation date keeps. */
    private readonly cancellationFeePercent: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The period asked for; a missing end is the month of the other end, both missing this month (Kosovo's calendar); a 400 naming `to` when it ends before it starts. */
  period(input: MoneyPeriodInput = {}): MoneyPeriod {
    const month = (input.from ?? input.to ?? todayLocal(this.now())).slice(0, 8);
    const from = input.from ?? `${month}01`;
    // The month's last day: the day before the 1st of the next (31 days after any 1st is in the next month).
    const to = input.to ?? addDays(`${addDays(`${month}01`, 31).slice(0, 8)}01`, -1);
    if (to < from) {
      throw new InvalidInputError({ to: 'Data "deri" nuk mund të jetë para datës "nga".' }, undefined, { to: 'minDate' }, { to: { code: 'PERIOD_ENDS_BEFORE_START' } });
    }
    return { from, to };
  }

  receivedQuery(period: MoneyPeriod): SqlQuery {
    return {
      select: 'g.*',
      from: `from (select p.paid_on::text as day, p.method, ${SUMS} ${LEDGER_OF_PERIOD} group by p.paid_on, p.method) g`,
      params: [period.from, period.to],
      orderBy: 'g.day, g.method',
    };
  }

  received(period: MoneyPeriod, page: PageInput): Promise<PageOf<MoneyReceivedRow>> {
    return sqlPage(this.em, this.receivedQuery(period), page);
  }

  /** The period's sums per method (a row each, `day` null); few rows: methods are few. */
  receivedByMethod(period: MoneyPeriod): Promise<MoneyReceivedRow[]> {
    return this.em.execute<MoneyReceivedRow[]>(
      `select null as day, p.method, ${SUMS} ${LEDGER_OF_PERIOD} group by p.method order by p.method`, [period.from, period.to]);
  }

  /** The period's sum over every method (`method` ALL). */
  async receivedTotal(period: MoneyPeriod): Promise<MoneyReceivedRow> {
    const [row] = await this.em.execute<MoneyReceivedRow[]>(`select null as day, 'ALL' as method, ${SUMS} ${LEDGER_OF_PERIOD}`, [period.from, period.to]);
    return row!;
  }

  outstandingQuery(): SqlQuery {
    return {
      select: `${BOOKING_COLUMNS}, r.status, (r.total_cents - r.paid_cents)::int as "outstandingCents",
        nx.due_date::text as "nextDueDate", nx.due_cents as "nextDueCents"`,
      from: `from reservations r ${NEXT_STAGE_OF_R} where ${OPEN_BALANCE}`,
      count: `from reservations r where ${OPEN_BALANCE}`,
      params: [],
      // next_due_date is nx.due_date, kept by the database: the page is read in reservations_open_due_idx order,
      // and only its rows work out their next stage.
      orderBy: 'r.next_due_date nulls last, r.departure_date, r.id',
    };
  }

  outstanding(page: PageInput): Promise<PageOf<OutstandingBalanceRow>> {
    return sqlPage(this.em, this.outstandingQuery(), page);
  }

  async outstandingTotal(): Promise<number> {
    const [row] = await this.em.execute<{ cents: number }[]>(`select coalesce(sum(r.total_cents - r.paid_cents), 0)::float8 as cents from reservations r where ${OPEN_BALANCE}`);
    return row!.cents;
  }

  /**
   * Bookings holding money the agency owes back, by the core's rule (payments/summary.ts): a cancelled
   * or lapsed booking keeps only its fee, a live one its total (an over-payment is owed back).
   */
  refundsQuery(): SqlQuery {
    return {
      select: 'f.*',
      from: `from (select ${BOOKING_COLUMNS}, r.status, ${epochMs('r.cancelled_at')} as "cancelledAt", r.free_cancellation_until::text as "freeCancellationUntil",
          ${CANCELLATION_FEE} as "feeCents", case when r.status in ('CANCELLED', 'EXPIRED') then ${CANCELLATION_FEE} else r.total_cents end as keeps
        from reservations r where ${HOLDS_REFUNDABLE}) f
        where f."paidCents" > f.keeps`,
      params: [this.cancellationFeePercent, this.cancellationFeePercent],
      orderBy: 'f."cancelledAt" nulls last, f."reservationId"',
    };
  }

  async refunds(page: PageInput): Promise<PageOf<RefundOwedRow>> {
    const result = await sqlPage<RefundRead>(this.em, this.refundsQuery(), page);
    return { ...result, items: result.items.map(withOwed) };
  }

  async refundsTotal(): Promise<number> {
    const q = this.refundsQuery();
    const [row] = await this.em.execute<{ cents: number }[]>(`select coalesce(sum(f."paidCents" - f.keeps), 0)::float8 as cents ${q.from}`, q.params);
    return row!.cents;
  }

  /** Every row of a query, for the CSV export (the report's rows, not a table's). */
  all<T>(q: SqlQuery): Promise<T[]> {
    return this.em.execute<T[]>(`select ${q.select} ${q.from} order by ${q.orderBy}`, [...(q.selectParams ?? []), ...q.params]);
  }

  count(q: SqlQuery): Promise<number> {
    return countOf(this.em, q);
  }
}

/** A refund row as read: the cancellation instant in epoch milliseconds, the amount owed not yet worked out. */
export type RefundRead = Omit<RefundOwedRow, 'refundOwedCents' | 'cancelledAt'> & { cancelledAt: number | null; keeps: number };
export const withOwed = ({ keeps, ...r }: RefundRead): RefundOwedRow => ({ ...r, cancelledAt: instant(r.cancelledAt), refundOwedCents: r.paidCents - keeps });
