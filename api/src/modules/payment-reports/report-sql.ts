import type { EntityManager } from '@mikro-orm/postgresql';
import { offsetOf, type PageInput, type PageOf } from '../../shared/paging.js';

/**
 * SQL pieces the payment lists and the money report share. Paid money fills a booking's stages in
 * order (the core's summaryOf does the same in Node), so a stage is settled once the ledger sum reaches
 * the running total of the stages up to it: `upto` below.
 */

/**
 * A cancellation's fee by the terms (payments/summary.ts `cancellationFee`), shared by the money report and the reports (modules/reports): nothing unless cancelled,
 * nothing up to the free-cancellation day (the agency's day of the cancellation) or without a known
 * day, else the agency's percent of the total. One parameter: the percent.
 */
export const CANCELLATION_FEE = `case when r.status <> 'CANCELLED' or r.cancelled_at is null
    or (r.free_cancellation_until is not null and (r.cancelled_at at time zone 'Europe/Belgrade')::date <= r.free_cancellation_until) then 0
  else round(r.total_cents * ?::numeric / 100)::int end`;

/**
 * Bookings that can still owe money: the predicate of the partial indexes reservations_open_balance_idx
 * and reservations_open_due_idx (on `next_due_date`, the due date of the first stage not covered, which
 * the database keeps: migration ReportsAtScale).
 */
export const OPEN_BALANCE = `r.status in ('OPTION', 'CONFIRMED') and r.paid_cents < r.total_cents`;

/** The columns every row names its booking by (BookingColumns), from `reservations r`. */
export const BOOKING_COLUMNS = `r.id as "reservationId", r.reference, r.user_name as customer, r.customer_email as "customerEmail",
  r.title, r.departure_date::text as "departureDate", r.total_cents as "totalCents", r.paid_cents as "paidCents"`;

/**
 * The booking's stages with their running totals, as a lateral subquery over `reservations r`: read
 * through the (reservation_id, seq) unique index, a handful of rows per booking.
 */
export const STAGES_OF_R = `(select s.seq, s.kind, s.amount_cents, s.due_date,
    sum(s.amount_cents) over (order by s.seq)::int as upto
  from payment_stages s where s.reservation_id = r.id)`;

/** The first stage not paid in full of booking `r` (a lateral join yielding at most one row `nx`). */
export const NEXT_STAGE_OF_R = `left join lateral (
  select st.seq, st.kind, st.amount_cents, st.due_date, (st.upto - greatest(r.paid_cents, st.upto - st.amount_cents))::int as due_cents
  from ${STAGES_OF_R} st where st.upto > r.paid_cents order by st.seq limit 1
) nx on true`;

/** An instant as epoch milliseconds (the driver gives timestamptz as text): `instant()` makes it a Date again. */
export const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
export const instant = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/**
 * A raw query in parts: `select` may take parameters of its own (`selectParams`), apart from those of `from` (with its where).
 * `count`: the same rows counted without what only the page shows (a lateral join per row), with the same parameters.
 */
export interface SqlQuery { select: string; selectParams?: unknown[]; from: string; params: unknown[]; orderBy: string; count?: string }

/** A page of a raw query: its rows with the paging, the total counted on the same `from`. */
export async function sqlPage<T>(em: EntityManager, q: SqlQuery, page: PageInput): Promise<PageOf<T>> {
  const { limit, offset } = offsetOf(page);
  const [items, total] = await Promise.all([
    em.execute<T[]>(`select ${q.select} ${q.from} order by ${q.orderBy} limit ? offset ?`, [...(q.selectParams ?? []), ...q.params, limit, offset]),
    countOf(em, q),
  ]);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

export async function countOf(em: EntityManager, q: SqlQuery): Promise<number> {
  return (await em.execute<{ n: number }[]>(`select count(*)::int as n ${q.count ?? q.from}`, q.params))[0]?.n ?? 0;
}
