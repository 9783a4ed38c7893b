import { CANCELLATION_FEE } from '../payment-reports/report-sql.js';
import { ReservationStatus } from '../reservations/reservation.entity.js';
import type { ReportQuery } from './reports.types.js';

/**
 * The reports' SQL (issue 46, item 2). Each section is ONE query over both periods: the same aggregate
 * for A and for B, `union all`, each reading its own indexed range (reservations_booked_created_idx for the
 * sales, reservations_cancelled_idx for the cancellations), so 200,000 bookings are read only where a
 * period lies (a join on a list of periods made the planner scan them all). The days are the agency's
 * (Europe/Belgrade), like the money report's; the periods may overlap.
 */

const ZONE = `'Europe/Belgrade'`;
/** `column` within a period: [start of `from`, start of the day after `to`). Two parameters. */
const WITHIN = (column: string) => `${column} >= (?::date)::timestamp at time zone ${ZONE} and ${column} < (?::date + 1)::timestamp at time zone ${ZONE}`;

/** One select per period, `union all`: `part` names its period `period`. */
function bothPeriods(part: (period: 'A' | 'B') => { sql: string; params: unknown[] }): { sql: string; params: unknown[] } {
  const [a, b] = [part('A'), part('B')];
  return { sql: `${a.sql}\nunion all\n${b.sql}`, params: [...a.params, ...b.params] };
}
const bounds = (q: ReportQuery, period: 'A' | 'B') => (period === 'A' ? [q.a.from, q.a.to] : [q.b.from, q.b.to]);

/** The filters every booking section shares (not the states): destination, departure airport, package, who took it. */
function bookingFilters(q: ReportQuery): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  // The booking's places, kept by the database from its package or flight (migration 20261201001400).
  if (q.countryId !== undefined) { where.push(`r.destination_country_id = ?`); params.push(q.countryId); }
  if (q.airportId !== undefined) { where.push(`r.departure_airport_id = ?`); params.push(q.airportId); }
  if (q.packageId !== undefined) { where.push(`r.package_id = ?`); params.push(q.packageId); }
  if (q.takenBy === 'online') where.push(`r.taken_by_id is null`);
  else if (q.takenBy !== undefined) { where.push(`r.taken_by_id = ?`); params.push(q.takenBy); }
  return { sql: where.map((w) => ` and ${w}`).join(''), params };
}

export interface SalesRead {
  period: 'A' | 'B'; bookings: number; valueCents: number; travellers: number; adults: number;
  costedBookings: number; costedValueCents: number; costCents: number;
}

/**
 * Bookings made in each period in the chosen states: counts, value, travellers, and the cost where
 * known (`cost_cents`, kept on the booking by the database: migration 20261201001400). One range of
 * the sales' covering index per period; no package or flight is read.
 */
export function salesSql(q: ReportQuery): { sql: string; params: unknown[] } {
  const f = bookingFilters(q);
  const states = q.statuses.map(() => '?').join(', ');
  return bothPeriods((period) => ({
    sql: `select '${period}' as period, count(*)::int as bookings, coalesce(sum(r.total_cents), 0)::float8 as "valueCents",
        coalesce(sum(r.travellers), 0)::int as travellers, coalesce(sum(r.adults), 0)::int as adults,
        count(*) filter (where r.cost_cents is not null)::int as "costedBookings",
        coalesce(sum(r.total_cents) filter (where r.cost_cents is not null), 0)::float8 as "costedValueCents",
        coalesce(sum(r.cost_cents), 0)::float8 as "costCents"
      from reservations r
      where ${WITHIN('r.created_at')} and r.status in (${states})${f.sql}`,
    params: [...bounds(q, period), ...q.statuses, ...f.params],
  }));
}

export interface CancellationsRead { period: 'A' | 'B'; cancellations: number; cancelledValueCents: number; feesKeptCents: number }

/** Bookings cancelled in each period (by the day they were cancelled): how many, their value, the fees the terms keep. */
export function cancellationsSql(q: ReportQuery, feePercent: number): { sql: string; params: unknown[] } {
  const f = bookingFilters(q);
  return bothPeriods((period) => ({
    sql: `select '${period}' as period, count(*)::int as cancellations, coalesce(sum(r.total_cents), 0)::float8 as "cancelledValueCents",
        coalesce(sum(${CANCELLATION_FEE}), 0)::float8 as "feesKeptCents"
      from reservations r
      where r.status = '${ReservationStatus.CANCELLED}' and ${WITHIN('r.cancelled_at')}${f.sql}`,
    params: [feePercent, ...bounds(q, period), ...f.params],
  }));
}

export interface OccupancyRead { period: 'A' | 'B'; flightId: number; flight: string; departureDate: string; capacity: number; sold: number; held: number }

/**
 * Flights departing in each period with the seats booked on them now: those of its packages and those
 * sold alone (the same two sets as seats.ts), through the (package_id, status) and (flight_id, status)
 * indexes. Filtered by departure airport, package (its flight) and destination; not by state or staff:
 * a block is filled by every booking.
 */
export function occupancySql(q: ReportQuery): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.airportId !== undefined) { where.push(`f.from_airport_id = ?`); params.push(q.airportId); }
  if (q.packageId !== undefined) { where.push(`exists (select 1 from packages fp where fp.flight_id = f.id and fp.id = ?)`); params.push(q.packageId); }
  if (q.countryId !== undefined) {
    where.push(`(exists (select 1 from packages fp where fp.flight_id = f.id and fp.country_id = ?)
      or exists (select 1 from airports da where da.code = f.to_code and da.country_id = ?))`);
    params.push(q.countryId, q.countryId);
  }
  const seats = (status: string) => `(coalesce((select sum(r.seats) from reservations r
        where r.package_id in (select bp.id from packages bp where bp.flight_id = f.id) and r.status in (${status})), 0)
      + coalesce((select sum(r.seats) from reservations r where r.flight_id = f.id and r.package_id is null and r.status in (${status})), 0))::int`;
  return bothPeriods((period) => ({
    sql: `(select '${period}' as period, f.id as "flightId", concat(f.outbound_number, ' ', fa.code, ' → ', f.to_code) as flight,
        (f.outbound_departs_at at time zone ${ZONE})::date::text as "departureDate", f.seats_outbound as capacity,
        ${seats(`'CONFIRMED', 'TRAVELLED'`)} as sold, ${seats(`'OPTION'`)} as held
      from flights f join airports fa on fa.id = f.from_airport_id
      where ${WITHIN('f.outbound_departs_at')}${where.map((w) => ` and ${w}`).join('')}
      order by f.outbound_departs_at, f.id)`,
    params: [...bounds(q, period), ...params],
  }));
}
