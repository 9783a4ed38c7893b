import { CANCELLATION_FEE } from '../payment-reports/report-sql.js';
import { ReservationStatus } from '../reservations/reservation.entity.js';
import type { ReportQuery } from './reports.types.js';

/**
 * The reports' SQL (issue 46, item 2). Each section is ONE query over both periods: the same aggregate
 * for A and for B, `union all`, each reading its own indexed range (reservations_created_idx for the
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

/** A booking with its package, or the flight it bought seats of (ADR 0032: seats alone, no package). */
const BOOKING = `reservations r left join packages p on p.id = r.package_id
  left join flights sf on sf.id = r.flight_id and r.package_id is null`;

/** What a booking cost the agency: travellers × the package's cost, or seats × the block's; null when not known. */
const COST = `(case when r.package_id is not null then p.cost_per_person_cents::bigint * r.travellers
  when sf.id is not null then sf.seat_cost_cents::bigint * r.seats end)`;

/** The filters every booking section shares (not the states): destination, departure airport, package, who took it. */
function bookingFilters(q: ReportQuery): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.countryId !== undefined) {
    // A package names its country; seats alone fly to an airport, whose country is the destination.
    where.push(`(p.country_id = ? or exists (select 1 from airports da where da.code = sf.to_code and da.country_id = ?))`);
    params.push(q.countryId, q.countryId);
  }
  if (q.airportId !== undefined) { where.push(`coalesce(p.airport_id, sf.from_airport_id) = ?`); params.push(q.airportId); }
  if (q.packageId !== undefined) { where.push(`r.package_id = ?`); params.push(q.packageId); }
  if (q.takenBy === 'online') where.push(`r.taken_by_id is null`);
  else if (q.takenBy !== undefined) { where.push(`r.taken_by_id = ?`); params.push(q.takenBy); }
  return { sql: where.map((w) => ` and ${w}`).join(''), params };
}

export interface SalesRead {
  period: 'A' | 'B'; bookings: number; valueCents: number; travellers: number; adults: number;
  costedBookings: number; costedValueCents: number; costCents: number;
}

/** Bookings made in each period in the chosen states: counts, value, travellers, and the cost where known. */
export function salesSql(q: ReportQuery): { sql: string; params: unknown[] } {
  const f = bookingFilters(q);
  const states = q.statuses.map(() => '?').join(', ');
  return bothPeriods((period) => ({
    sql: `select '${period}' as period, count(r.id)::int as bookings, coalesce(sum(r.total_cents), 0)::float8 as "valueCents",
        coalesce(sum(r.travellers), 0)::int as travellers, coalesce(sum(r.adults), 0)::int as adults,
        count(r.id) filter (where ${COST} is not null)::int as "costedBookings",
        coalesce(sum(r.total_cents) filter (where ${COST} is not null), 0)::float8 as "costedValueCents",
        coalesce(sum(${COST}), 0)::float8 as "costCents"
      from ${BOOKING}
      where ${WITHIN('r.created_at')} and r.status in (${states})${f.sql}`,
    params: [...bounds(q, period), ...q.statuses, ...f.params],
  }));
}

export interface CancellationsRead { period: 'A' | 'B'; cancellations: number; cancelledValueCents: number; feesKeptCents: number }

/** Bookings cancelled in each period (by the day they were cancelled): how many, their value, the fees the terms keep. */
export function cancellationsSql(q: ReportQuery, feePercent: number): { sql: string; params: unknown[] } {
  const f = bookingFilters(q);
  return bothPeriods((period) => ({
    sql: `select '${period}' as period, count(r.id)::int as cancellations, coalesce(sum(r.total_cents), 0)::float8 as "cancelledValueCents",
        coalesce(sum(${CANCELLATION_FEE}), 0)::float8 as "feesKeptCents"
      from ${BOOKING}
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
