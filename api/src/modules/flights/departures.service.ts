import type { EntityManager } from '@mikro-orm/postgresql';
import { offsetOf, type PageInput } from '../../shared/paging.js';
import { LIVE, OPTION_SQL, SOLD_SQL, WAITLISTED_SQL } from '../reservations/seats.js';
import type { Departure, DeparturePackage, Departures, LapsingOption } from './departures.types.js';
import { Flight, flightLabel as label } from './flight.entity.js';
import type { DeparturesFilter } from './flight.inputs.js';

const ZONE = 'Europe/Belgrade';
const LIVE_SQL = LIVE.map((s) => `'${s}'`).join(', ');
/**
 * When an option lapses, as SQL over reservations `r` (ADR 0031); options from before the booking states
 * have none and come last.
 */
const LAPSES_AT_SQL = 'r.expires_at';
const LAPSING_SHOWN = 20;

export interface Where { text: string; params: unknown[] }

/**
 * The departures screen (issue 43): per flight and per package on it, the seats sold, on option,
 * waitlisted and free, and the options about to lapse. A page of flights (the flights index), then one
 * GROUP BY over the page's packages (packages_flight_index) and their reservations (the covering
 * index on package and status): bounded by the page, whatever the catalogue's size.
 */
export async function departures(em: EntityManager, filter: DeparturesFilter, page: PageInput): Promise<Departures> {
  const where = filtered(filter);
  const { limit, offset } = offsetOf(page);
  const conn = em.getConnection();
  const ids = await conn.execute<{ id: number; total: number }[]>(flightPageSql(where), [...where.params, limit, offset]);
  const flightIds = ids.map((r) => r.id);
  const [flights, perPackage, lapsing, alone] = await Promise.all([
    flightIds.length ? em.find(Flight, { id: { $in: flightIds } }, { populate: ['fromAirport'] }) : [],
    flightIds.length ? conn.execute<(DeparturePackage & { flightId: number })[]>(perPackageSql(flightIds.length), flightIds) : [],
    lapsingOptions(em, where),
    flightIds.length ? conn.execute<(Counts & { flightId: number })[]>(seatOnlySql(flightIds.length), flightIds) : [],
  ]);
  const byId = new Map(flights.map((f) => [f.id, f]));
  const items = flightIds.map((id): Departure => {
    const flight = byId.get(id)!;
    const packages = perPackage.filter((p) => p.flightId === id).map(({ flightId: _f, ...p }) => p);
    // Seats sold alone (ADR 0032) share the block: counted with the packages' seats.
    const own = alone.find((a) => a.flightId === id) ?? { taken: 0, sold: 0, onOption: 0, waitlisted: 0 };
    const sum = (k: keyof Counts) => packages.reduce((n, p) => n + p[k], own[k]);
    const taken = sum('taken');
    return { flight, block: flight.block, taken, sold: sum('sold'), onOption: sum('onOption'), waitlisted: sum('waitlisted'), free: Math.max(0, flight.block - taken), packages, seatOnly: own.taken };
  });
  return { items, total: ids[0]?.total ?? 0, page: page.page, pageSize: page.pageSize, lapsing };
}

/** Options on the filtered flights, soonest to lapse first (LAPSES_AT_SQL), flights still to leave only. */
async function lapsingOptions(em: EntityManager, where: Where): Promise<LapsingOption[]> {
  const rows = await em.execute<(Omit<LapsingOption, 'flight'> & { outboundNumber: string; fromCode: string; toCode: string })[]>(lapsingSql(where), where.params);
  return rows.map(({ outboundNumber, fromCode, toCode, ...r }) => ({
    ...r, flight: label({ outboundNumber, toCode, fromAirport: { code: fromCode } }), createdAt: new Date(r.createdAt), lapsesAt: new Date(r.lapsesAt),
  }));
}

/** A page of the filtered flights' ids, soonest first, with their total (flights_departs_index). */
export const flightPageSql = (where: Where) =>
  `select f.id, count(*) over ()::int as total from flights f${where.text} order by f.outbound_departs_at, f.id limit ? offset ?`;

/** THE departures GROUP BY: per package on the `n` flights given, its seats by status (reservations_package_status_seats_index). */
export const perPackageSql = (n: number) =>
  `select p.flight_id as "flightId", p.id as "packageId", p.title, p.seats as cap,
     coalesce(sum(r.seats) filter (where r.status in (${LIVE_SQL})), 0)::int as taken,
     coalesce(sum(r.seats) filter (where r.status = ${SOLD_SQL}), 0)::int as sold,
     coalesce(sum(r.seats) filter (where r.status = ${OPTION_SQL}), 0)::int as "onOption",
     coalesce(sum(r.seats) filter (where r.status = ${WAITLISTED_SQL}), 0)::int as waitlisted
   from packages p left join reservations r on r.package_id = p.id
   where p.flight_id in (${Array.from({ length: n }, () => '?').join(', ')})
   group by p.flight_id, p.id
   order by p.title, p.id`;

interface Counts { taken: number; sold: number; onOption: number; waitlisted: number }

/** The seats of bookings of seats alone on the `n` flights given, by status (reservations_flight_status_seats_index). */
export const seatOnlySql = (n: number) =>
  `select r.flight_id as "flightId",
     coalesce(sum(r.seats) filter (where r.status in (${LIVE_SQL})), 0)::int as taken,
     coalesce(sum(r.seats) filter (where r.status = ${SOLD_SQL}), 0)::int as sold,
     coalesce(sum(r.seats) filter (where r.status = ${OPTION_SQL}), 0)::int as "onOption",
     coalesce(sum(r.seats) filter (where r.status = ${WAITLISTED_SQL}), 0)::int as waitlisted
   from reservations r where r.flight_id in (${Array.from({ length: n }, () => '?').join(', ')}) and r.package_id is null
   group by r.flight_id`;

/** The options on the filtered flights still to leave, soonest to lapse first. */
export const lapsingSql = (where: Where) =>
  `select r.id, r.reference, r.user_name as "userName", r.title, r.seats, f.id as "flightId", r.created_at as "createdAt", ${LAPSES_AT_SQL} as "lapsesAt",
     f.outbound_number as "outboundNumber", a.code as "fromCode", f.to_code as "toCode"
   from reservations r
   left join packages p on p.id = r.package_id
   join flights f on f.id = coalesce(p.flight_id, r.flight_id)
   join airports a on a.id = f.from_airport_id
   ${where.text ? `${where.text} and` : 'where'} r.status = ${OPTION_SQL} and f.outbound_departs_at >= now()
   order by ${LAPSES_AT_SQL}, r.id limit ${LAPSING_SHOWN}`;

/** The filters over flights `f`; without a month, the flights from today on (agency time). */
export function filtered(f: DeparturesFilter): Where {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (f.airportId) {
    conditions.push('f.from_airport_id = ?');
    params.push(f.airportId);
  }
  if (f.toCode) {
    conditions.push('f.to_code = ?');
    params.push(f.toCode.trim().toUpperCase());
  }
  if (f.month) {
    conditions.push(`f.outbound_departs_at >= (?::timestamp at time zone '${ZONE}') and f.outbound_departs_at < ((?::timestamp + interval '1 month') at time zone '${ZONE}')`);
    params.push(`${f.month}-01`, `${f.month}-01`);
  } else {
    conditions.push(`f.outbound_departs_at >= (date_trunc('day', now() at time zone '${ZONE}') at time zone '${ZONE}')`);
  }
  return { text: ` where ${conditions.join(' and ')}`, params };
}
