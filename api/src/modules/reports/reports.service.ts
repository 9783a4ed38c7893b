import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../shared/errors.js';
import { addDays, daysBetween, todayLocal } from '../../shared/local-date.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { ReservationStatus } from '../reservations/reservation.entity.js';
import type { Actor } from '../users/actor.js';
import type { ListFormat } from '../departure-lists/departure-lists.types.js';
import { cancellationsSql, occupancySql, salesSql, type CancellationsRead, type OccupancyRead, type SalesRead } from './report-queries.js';
import {
  ReportSection, ReportUnit, type BusinessReport, type ReportChoices, type ReportFilterInput, type ReportMetric, type ReportOccupancyRow,
  type ReportPeriod, type ReportQuery,
} from './reports.types.js';

/** What "sales" counts when no state is chosen: bookings that hold (or held) their seats. */
export const SALE_STATES = [ReservationStatus.OPTION, ReservationStatus.CONFIRMED, ReservationStatus.TRAVELLED];
/** A period of at most two years: each is one indexed range, but an unbounded one would read every booking. */
const MAX_PERIOD_DAYS = 731;

/** The same day a year earlier (29 February → 28 February). */
export function yearEarlier(date: string): string {
  const y = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const md = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${y}-${md}`;
}

const refuse = (field: string, sq: string, code: string): never => {
  throw new InvalidInputError({ [field]: sq }, undefined, { [field]: code === 'PERIOD_ENDS_BEFORE_START' ? 'minDate' : 'maxDate' }, { [field]: { code } });
};

function checked(period: ReportPeriod, toField: string): ReportPeriod {
  if (period.to < period.from) refuse(toField, `Data "deri" nuk mund të jetë para datës "nga".`, 'PERIOD_ENDS_BEFORE_START');
  if (daysBetween(period.from, period.to) >= MAX_PERIOD_DAYS) refuse(toField, `Një periudhë ka më së shumti ${MAX_PERIOD_DAYS} ditë.`, 'PERIOD_TOO_LONG');
  return period;
}

/** Both periods' figures side by side, with the change from B to A. */
function metric(section: ReportSection, key: string, unit: ReportUnit, a: number | null, b: number | null): ReportMetric {
  const change = a === null || b === null ? null : a - b;
  const changePercent = change === null || !b ? null : Math.round((change / b) * 1000) / 10;
  return { section, key, unit, a, b, change, changePercent };
}

/**
 * Issue 46, item 2: the owner's and admins' reports. Sales, travellers, revenue and margin (where the
 * cost is known), cancellations and the occupancy of each departure, for a period A against a period B,
 * each section one aggregate query (report-queries.ts). The page (GraphQL `businessReport`) and the
 * downloads (reports.routes.ts) read the same figures. Aggregates only: no customer is ever named.
 */
export class ReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor | null,
    /** BOOKING_CANCELLATION_FEE_PERCENT: the fee a late cancellation keeps (the money report's rule). */
    private readonly cancellationFeePercent: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The filter settled: A defaults to this month, B to A a year earlier (or B's start and A's length); 400 naming the field otherwise. */
  query(input: ReportFilterInput = {}): ReportQuery {
    const month = (input.from ?? input.to ?? todayLocal(this.now())).slice(0, 8);
    const from = input.from ?? `${month}01`;
    const to = input.to ?? (input.from ? from : addDays(`${addDays(`${month}01`, 31).slice(0, 8)}01`, -1));
    const a = checked({ from, to }, 'to');
    const compareFrom = input.compareFrom ?? (input.compareTo ? addDays(input.compareTo, -daysBetween(a.from, a.to)) : yearEarlier(a.from));
    const compareTo = input.compareTo ?? (input.compareFrom ? addDays(compareFrom, daysBetween(a.from, a.to)) : yearEarlier(a.to));
    const b = checked({ from: compareFrom, to: compareTo }, 'compareTo');
    const statuses = input.statuses?.length ? [...new Set(input.statuses)] : SALE_STATES;
    const takenBy = input.takenBy === undefined || input.takenBy === null ? undefined : input.takenBy === 'online' ? 'online' as const : Number(input.takenBy);
    return { a, b, countryId: input.countryId ?? undefined, airportId: input.airportId ?? undefined, packageId: input.packageId ?? undefined, statuses, takenBy };
  }

  /** The whole report: three queries side by side. */
  async report(q: ReportQuery): Promise<BusinessReport> {
    const [metrics, occupancy] = await Promise.all([this.metrics(q), this.occupancy(q)]);
    return { periodA: q.a, periodB: q.b, metrics, occupancy };
  }

  async metrics(q: ReportQuery): Promise<ReportMetric[]> {
    const sales = salesSql(q);
    const cancels = cancellationsSql(q, this.cancellationFeePercent);
    const [salesRows, cancelRows] = await Promise.all([
      this.em.execute<SalesRead[]>(sales.sql, sales.params),
      this.em.execute<CancellationsRead[]>(cancels.sql, cancels.params),
    ]);
    const s = (p: 'A' | 'B') => salesRows.find((r) => r.period === p) ?? { bookings: 0, valueCents: 0, travellers: 0, adults: 0, costedBookings: 0, costedValueCents: 0, costCents: 0 };
    const c = (p: 'A' | 'B') => cancelRows.find((r) => r.period === p) ?? { cancellations: 0, cancelledValueCents: 0, feesKeptCents: 0 };
    const both = (section: ReportSection, key: string, unit: ReportUnit, of: (p: 'A' | 'B') => number | null) => metric(section, key, unit, of('A'), of('B'));
    const { SALES, TRAVELLERS, REVENUE, CANCELLATIONS } = ReportSection;
    const { COUNT, CENTS } = ReportUnit;
    // The margin only over bookings whose cost is known; none known: no margin at all (null, not 0).
    const costed = (p: 'A' | 'B', v: number) => (s(p).costedBookings ? v : null);
    return [
      both(SALES, 'bookings', COUNT, (p) => s(p).bookings),
      both(SALES, 'valueCents', CENTS, (p) => s(p).valueCents),
      both(SALES, 'averageValueCents', CENTS, (p) => (s(p).bookings ? Math.round(s(p).valueCents / s(p).bookings) : null)),
      both(TRAVELLERS, 'travellers', COUNT, (p) => s(p).travellers),
      both(TRAVELLERS, 'adults', COUNT, (p) => s(p).adults),
      both(TRAVELLERS, 'children', COUNT, (p) => s(p).travellers - s(p).adults),
      both(REVENUE, 'revenueCents', CENTS, (p) => s(p).valueCents),
      both(REVENUE, 'bookingsWithCost', COUNT, (p) => s(p).costedBookings),
      both(REVENUE, 'bookingsWithoutCost', COUNT, (p) => s(p).bookings - s(p).costedBookings),
      both(REVENUE, 'revenueWithCostCents', CENTS, (p) => costed(p, s(p).costedValueCents)),
      both(REVENUE, 'costCents', CENTS, (p) => costed(p, s(p).costCents)),
      both(REVENUE, 'marginCents', CENTS, (p) => costed(p, s(p).costedValueCents - s(p).costCents)),
      both(CANCELLATIONS, 'cancellations', COUNT, (p) => c(p).cancellations),
      both(CANCELLATIONS, 'cancelledValueCents', CENTS, (p) => c(p).cancelledValueCents),
      both(CANCELLATIONS, 'feesKeptCents', CENTS, (p) => c(p).feesKeptCents),
    ];
  }

  async occupancy(q: ReportQuery): Promise<ReportOccupancyRow[]> {
    const { sql, params } = occupancySql(q);
    const rows = await this.em.execute<OccupancyRead[]>(sql, params);
    return rows.map((r) => ({
      ...r, free: Math.max(0, r.capacity - r.sold - r.held),
      occupancyPercent: r.capacity ? Math.round(((r.sold + r.held) / r.capacity) * 1000) / 10 : 0,
    }));
  }

  /** What the filters offer; small lists (a package list bounded to the latest 300 from a year before A). */
  async choices(q: ReportQuery): Promise<ReportChoices> {
    const run = (sql: string, params: unknown[] = []) => this.em.execute<{ value: number; name: string; nameEn?: string | null }[]>(sql, params);
    const [countries, airports, packages, staff] = await Promise.all([
      run(`select c.id as value, c.name, c.name_en as "nameEn" from countries c where exists (select 1 from packages p where p.country_id = c.id) order by c.name`),
      run(`select a.id as value, concat(a.name, ' (', a.code, ')') as name, concat(coalesce(a.name_en, a.name), ' (', a.code, ')') as "nameEn" from airports a
        where exists (select 1 from packages p where p.airport_id = a.id) or exists (select 1 from flights f where f.from_airport_id = a.id) order by a.name`),
      run(`select p.id as value, concat(p.title, ' · ', p.departure_date::text) as name from packages p where p.departure_date >= ?::date
        order by p.departure_date desc, p.id desc limit 300`, [yearEarlier(q.a.from < q.b.from ? q.a.from : q.b.from)]),
      run(`select u.id as value, coalesce(nullif(btrim(concat(u.first_name, ' ', u.last_name)), ''), u.username) as name from users u
        where u.role in ('admin', 'owner') order by name`),
    ]);
    return { countries, airports, packages, staff };
  }

  /** A download is logged (who, which section, which periods, how many rows), never its figures. */
  async exported(section: ReportSection, format: ListFormat, q: ReportQuery, rows: number): Promise<void> {
    await this.em.transactional(async (em) => {
      audit(em, this.actor, LogAction.EXPORT, LogKind.REPORT, null, {
        subject: `${section} ${q.a.from}–${q.a.to} / ${q.b.from}–${q.b.to}`,
        list: { code: section.toUpperCase(), name: section },
        changes: [{ field: 'format', to: format.toUpperCase() }, { field: 'rows', to: String(rows) }],
      });
    });
  }
}
