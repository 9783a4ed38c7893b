import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { PageInput } from '../../shared/paging.js';
import { departures } from '../flights/departures.service.js';
import { flightLabel } from '../flights/flight.entity.js';
import { SUMS, type MoneyReportService } from '../payment-reports/money-report.service.js';
import { LAPSING_WITHIN_HOURS, type PaymentWatchService } from '../payment-reports/payment-watch.service.js';
import { PaymentWatchView } from '../payment-reports/payment-reports.types.js';
import { OPEN_BALANCE } from '../payment-reports/report-sql.js';
import { ReservationStatus } from '../reservations/reservation.entity.js';
import type {
  DashboardBalance, DashboardBooked, DashboardMonthSales, DashboardOccupancy, DashboardOverview, DashboardReceived, DashboardShare, DashboardWeekPayments,
} from './dashboard-stats.types.js';

const ZONE = 'Europe/Belgrade';
/**
 * A booking that counts as a sale: on option, confirmed or travelled (a cancelled, lapsed or waitlisted
 * one sold nothing). The predicate of reservations_booked_created_idx (migration 20261201000800).
 */
export const BOOKED = `r.status in ('${ReservationStatus.OPTION}', '${ReservationStatus.CONFIRMED}', '${ReservationStatus.TRAVELLED}')`;
/** Made from the first day to the last (both agency days, two parameters): a range on created_at, so the index serves it. */
const MADE_BETWEEN = `r.created_at >= ((?::date)::timestamp at time zone '${ZONE}') and r.created_at < ((?::date + 1)::timestamp at time zone '${ZONE}')`;
const SEASON_MONTHS = 12;
const WEEKS = 12;
const NEXT_FLIGHTS = 8;

/** The first of the month `n` months after the one of `first` (YYYY-MM-01). */
export function addMonths(first: string, n: number): string {
  const d = new Date(`${first.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of `day` (weeks run Monday to Sunday, as PostgreSQL's date_trunc('week')). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The dashboard's home (issue 46, item 1). One SQL per figure, each aggregated in PostgreSQL over an
 * indexed range (created_at through reservations_booked_created_idx, paid_on through payments_paid_on_index,
 * the open-balance and option-expiry partial indexes); no booking row is loaded into Node. Outstanding,
 * overdue and lapsing are the payments page's and the money report's own definitions, summed here.
 */
export class DashboardStatsService {
  constructor(
    private readonly em: EntityManager,
    private readonly watch: PaymentWatchService,
    private readonly money: MoneyReportService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async overview(): Promise<DashboardOverview> {
    const today = todayLocal(this.now());
    const monthStart = `${today.slice(0, 7)}-01`;
    const seasonStart = addMonths(monthStart, 1 - SEASON_MONTHS);
    const [bookedToday, bookedThisMonth, receivedToday, receivedThisMonth, outstanding, overdue, optionsLapsing, salesByMonth, { byCountry, byAirport }, nextDepartures, paymentsByWeek] =
      await Promise.all([
        this.booked(today, today), this.booked(monthStart, today), this.received(today, today), this.received(monthStart, today),
        this.outstanding(), this.overdue(), this.optionsLapsing(), this.salesByMonth(seasonStart, monthStart),
        this.places(seasonStart, today), this.nextDepartures(), this.paymentsByWeek(today),
      ]);
    return {
      today, monthStart, seasonStart, lapsingWithinHours: LAPSING_WITHIN_HOURS,
      bookedToday, bookedThisMonth, receivedToday, receivedThisMonth, outstanding, overdue, optionsLapsing, salesByMonth, byCountry, byAirport, nextDepartures, paymentsByWeek,
    };
  }

  /** Bookings made from `from` to `to` (agency days) that count (BOOKED): how many, their travellers and totals. */
  async booked(from: string, to: string): Promise<DashboardBooked> {
    const [row] = await this.em.execute<DashboardBooked[]>(
      `select count(*)::int as bookings, coalesce(sum(r.travellers), 0)::int as travellers, coalesce(sum(r.total_cents), 0)::float8 as "revenueCents"
       from reservations r where ${BOOKED} and ${MADE_BETWEEN}`, [from, to]);
    return row!;
  }

  /** The ledger of the days from `from` to `to`: the money report's total of a period. */
  async received(from: string, to: string): Promise<DashboardReceived> {
    const { receivedCents, netCents } = await this.money.receivedTotal({ from, to });
    return { receivedCents, netCents };
  }

  /** Every open balance now (report-sql.ts OPEN_BALANCE, the money report's outstanding list). */
  async outstanding(): Promise<DashboardBalance> {
    const [row] = await this.em.execute<DashboardBalance[]>(
      `select count(*)::int as bookings, coalesce(sum(r.total_cents - r.paid_cents), 0)::float8 as cents from reservations r where ${OPEN_BALANCE}`);
    return row!;
  }

  /** The payments page's overdue stages, per booking: how many bookings, and what their late stages still owe. */
  async overdue(): Promise<DashboardBalance> {
    const q = this.watch.query(PaymentWatchView.OVERDUE);
    const [row] = await this.em.execute<DashboardBalance[]>(
      `select count(distinct x."reservationId")::int as bookings, coalesce(sum(x."amountDueCents"), 0)::float8 as cents from (select ${q.select} ${q.from}) x`,
      [...(q.selectParams ?? []), ...q.params]);
    return row!;
  }

  /** The payments page's options lapsing within LAPSING_WITHIN_HOURS. */
  optionsLapsing(): Promise<number> {
    return this.watch.count(PaymentWatchView.OPTIONS_LAPSING);
  }

  /**
   * Sales per month from `seasonStart` to `monthStart` (firsts of months), each beside the same month a
   * year earlier: each month one range of the sales' index, summed (no per-booking date arithmetic).
   */
  salesByMonth(seasonStart: string, monthStart: string): Promise<DashboardMonthSales[]> {
    const month = (at: string) => `(select count(*)::int as n, coalesce(sum(r.total_cents), 0)::float8 as cents from reservations r
         where ${BOOKED} and r.created_at >= (${at}::timestamp at time zone '${ZONE}') and r.created_at < ((${at} + interval '1 month')::timestamp at time zone '${ZONE}'))`;
    return this.em.execute<DashboardMonthSales[]>(
      `select to_char(m.month, 'YYYY-MM') as month, c.cents as "salesCents", c.n as bookings,
         to_char(m.month - interval '1 year', 'YYYY-MM') as "lastYearMonth", l.cents as "lastYearSalesCents", l.n as "lastYearBookings"
       from generate_series(?::date, ?::date, interval '1 month') m(month)
       cross join lateral ${month('m.month')} c
       cross join lateral ${month(`(m.month - interval '1 year')`)} l
       order by m.month`,
      [seasonStart, monthStart]);
  }

  /**
   * The season's bookings per destination country and per departure airport (the booking's places,
   * kept by the database: the package's, or for seats alone the flight's; migration 20261201001400):
   * one pass over the period's range, grouped both ways, then named.
   */
  async places(from: string, to: string): Promise<{ byCountry: DashboardShare[]; byAirport: DashboardShare[] }> {
    const rows = await this.em.execute<(DashboardShare & { kind: 'country' | 'airport' })[]>(
      `select case when g.by_airport = 0 then 'country' else 'airport' end as kind,
         coalesce(c.id, a.id) as "placeId", coalesce(c.name, a.name) as name, nullif(coalesce(c.name_en, a.name_en), '') as "nameEn", g.bookings, g.travellers, g."revenueCents"
       from (select r.destination_country_id, r.departure_airport_id, grouping(r.destination_country_id) as by_airport, count(*)::int as bookings,
               coalesce(sum(r.travellers), 0)::int as travellers, coalesce(sum(r.total_cents), 0)::float8 as "revenueCents"
             from reservations r where ${BOOKED} and ${MADE_BETWEEN}
             group by grouping sets ((r.destination_country_id), (r.departure_airport_id))) g
       left join countries c on g.by_airport = 0 and c.id = g.destination_country_id
       left join airports a on g.by_airport = 1 and a.id = g.departure_airport_id
       order by g.bookings desc, coalesce(c.name, a.name) nulls last`, [from, to]);
    const of = (kind: 'country' | 'airport') => rows.filter((r) => r.kind === kind).map(({ kind: _, ...share }) => share);
    return { byCountry: of('country'), byAirport: of('airport') };
  }

  /** The next flights' seats, counted as the departures screen counts them (departures.service.ts). */
  async nextDepartures(): Promise<DashboardOccupancy[]> {
    const page = Object.assign(new PageInput(), { page: 1, pageSize: NEXT_FLIGHTS });
    const { items } = await departures(this.em, {}, page);
    return items.map((d) => ({
      flightId: d.flight.id, label: flightLabel(d.flight), departsAt: d.flight.outboundDepartsAt, block: d.block, sold: d.sold, onOption: d.onOption, free: d.free,
    }));
  }

  /** The ledger per week, the last WEEKS weeks up to today's: the money report's sums (SUMS), each week one range of the ledger's index. */
  paymentsByWeek(today: string): Promise<DashboardWeekPayments[]> {
    const first = addDays(mondayOf(today), -7 * (WEEKS - 1));
    return this.em.execute<DashboardWeekPayments[]>(
      `select w.week::date::text as "weekStart", g."receivedCents", g."netCents"
       from generate_series(?::date, ?::date, interval '7 days') w(week)
       cross join lateral (select ${SUMS} from payments p where p.paid_on between w.week::date and least(w.week::date + 6, ?::date)) g
       order by w.week`,
      [first, mondayOf(today), today]);
  }
}
