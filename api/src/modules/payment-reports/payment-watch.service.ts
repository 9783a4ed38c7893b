import type { EntityManager } from '@mikro-orm/postgresql';
import { todayLocal } from '../../shared/local-date.js';
import type { PageInput, PageOf } from '../../shared/paging.js';
import { BOOKING_COLUMNS, countOf, epochMs, instant, NEXT_STAGE_OF_R, OPEN_BALANCE, sqlPage, STAGES_OF_R, type SqlQuery } from './report-sql.js';
import { PaymentWatchView, type PaymentWatchCounts, type PaymentWatchRow } from './payment-reports.types.js';

/**
 * Open bookings whose first uncovered stage is due by the day `?`: an index-only read of reservations_open_due_idx.
 * `offset 0` keeps it a subquery of its own: merged into the page's query, the planner walked every open
 * booking in the page's order (reservations_departure_idx) to find the few due.
 */
const DUE_BY = `(select o.id, o.paid_cents from reservations o where ${OPEN_BALANCE.replace(/\br\./g, 'o.')} and o.next_due_date <= ?::date offset 0)`;

/** How far ahead the payments page looks for options about to lapse. */
export const LAPSING_WITHIN_HOURS = 48;

/**
 * What staff chase each morning (issue 44, item 4): the stages due today, the overdue ones and the
 * options about to lapse. Read in SQL over the open bookings (a partial index) and their few stages;
 * nothing is loaded whole into Node. `now` is a parameter so a test can move the clock.
 */
export class PaymentWatchService {
  constructor(private readonly em: EntityManager, private readonly now: () => Date = () => new Date()) {}

  async list(view: PaymentWatchView, page: PageInput): Promise<PageOf<PaymentWatchRow>> {
    const result = await sqlPage<PaymentWatchRow & { expiresAt: number | null }>(this.em, this.query(view), page);
    return { ...result, items: result.items.map((r) => ({ ...r, expiresAt: instant(r.expiresAt) })) };
  }

  /** How many rows one list has. */
  count(view: PaymentWatchView): Promise<number> {
    return countOf(this.em, this.query(view));
  }

  async counts(): Promise<PaymentWatchCounts> {
    const count = (view: PaymentWatchView) => this.count(view);
    const [dueToday, overdue, optionsLapsing] = await Promise.all([
      count(PaymentWatchView.DUE_TODAY), count(PaymentWatchView.OVERDUE), count(PaymentWatchView.OPTIONS_LAPSING),
    ]);
    return { dueToday, overdue, optionsLapsing };
  }

  /** THE definition of each list (the dashboard's home counts and sums over the same rows). */
  query(view: PaymentWatchView): SqlQuery {
    const now = this.now();
    const today = todayLocal(now);
    if (view === PaymentWatchView.OPTIONS_LAPSING) {
      return {
        select: `${BOOKING_COLUMNS}, r.status, nx.seq as "stageSeq", nx.kind as "stageKind", nx.amount_cents as "stageAmountCents",
          coalesce(nx.due_cents, 0) as "amountDueCents", nx.due_date::text as "dueDate",
          greatest(0, ?::date - nx.due_date) as "daysOverdue", ${epochMs('r.expires_at')} as "expiresAt"`,
        selectParams: [today],
        // Read through reservations_option_expiry_idx (expires_at, where status = 'OPTION').
        from: `from reservations r ${NEXT_STAGE_OF_R} where r.status = 'OPTION' and r.expires_at > ? and r.expires_at <= ?`,
        count: `from reservations r where r.status = 'OPTION' and r.expires_at > ? and r.expires_at <= ?`,
        params: [now, new Date(now.getTime() + LAPSING_WITHIN_HOURS * 3_600_000)],
        orderBy: 'r.expires_at, r.id',
      };
    }
    const due = view === PaymentWatchView.DUE_TODAY ? 'st.due_date = ?::date' : 'st.due_date < ?::date';
    return {
      select: `${BOOKING_COLUMNS}, r.status, st.seq as "stageSeq", st.kind as "stageKind", st.amount_cents as "stageAmountCents",
        (st.upto - greatest(r.paid_cents, st.upto - st.amount_cents))::int as "amountDueCents", st.due_date::text as "dueDate",
        greatest(0, ?::date - st.due_date) as "daysOverdue", null::float8 as "expiresAt"`,
      selectParams: [today],
      // A stage due by today belongs to a booking whose first uncovered stage is due by today: those few
      // are read from reservations_open_due_idx alone (it carries paid_cents), only their stages are
      // worked out, and each one's row is read by its id (a lateral lookup: as a join the planner hashed
      // the whole table); the count never reads the rows.
      from: `from ${DUE_BY} d cross join lateral (select * from reservations r where r.id = d.id offset 0) r
        cross join lateral ${STAGES_OF_R} st where st.upto > r.paid_cents and ${due}`,
      count: `from ${DUE_BY} r cross join lateral ${STAGES_OF_R} st where st.upto > r.paid_cents and ${due}`,
      params: [today, today],
      // The oldest debt first; today's by departure, the nearest trip first.
      orderBy: view === PaymentWatchView.OVERDUE ? 'st.due_date, r.departure_date, r.id, st.seq' : 'r.departure_date, r.id, st.seq',
    };
  }
}
