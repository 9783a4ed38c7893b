import { ReservationStatus } from './reservation.entity.js';

/** The reservations that hold seats: options and confirmed ones (a cancelled, expired or waitlisted one holds none). */
export const LIVE = [ReservationStatus.OPTION, ReservationStatus.CONFIRMED];

const LIVE_SQL = LIVE.map((s) => `'${s}'`).join(', ');

/** The departures screen's columns (issue 43), as SQL literals of the status column. */
export const SOLD_SQL = `'${ReservationStatus.CONFIRMED}'`;
/** On option: held until confirmed, or until it lapses. */
export const OPTION_SQL = `'${ReservationStatus.OPTION}'`;
/** On the waiting list: holds no seat. */
export const WAITLISTED_SQL = `'${ReservationStatus.WAITLISTED}'`;

/**
 * THE seats-taken query, as an SQL expression: the travellers holding seats on the package whose id
 * is `packageId` (a column such as `p.id`, or a `?` placeholder). The search's "hide full packages",
 * reserving (never oversell) and `Package.seatsLeft` all count seats with it. Every traveller, infants
 * too, counts against a package's own cap (its rooms).
 */
export function seatsTakenSql(packageId: string): string {
  return `(select coalesce(sum(r.travellers), 0) from reservations r where r.package_id = ${packageId} and r.status in (${LIVE_SQL}))`;
}

/**
 * THE flight's seats taken (issue 43): the plane seats (travellers less infants, `reservations.seats`)
 * of the live reservations of every package on the flight `flightId` (a column or a `?`). Read from
 * packages_flight_index and the reservations' covering index.
 */
export function flightSeatsTakenSql(flightId: string): string {
  return `((select coalesce(sum(r.seats), 0) from packages fp join reservations r on r.package_id = fp.id where fp.flight_id = ${flightId} and r.status in (${LIVE_SQL}))
    + ${seatOnlyTakenSql(flightId)})`;
}

/**
 * The plane seats of the live bookings of seats alone on the flight `flightId` (ADR 0032: flight_id set,
 * no package), from reservations_flight_status_seats_index. Part of THE flight's seats taken.
 */
export function seatOnlyTakenSql(flightId: string): string {
  return `(select coalesce(sum(r.seats), 0) from reservations r where r.flight_id = ${flightId} and r.package_id is null and r.status in (${LIVE_SQL}))`;
}

/** The seats a flight's packages can sell: the smaller leg. `f` is the flights row's alias. */
export const blockSql = (f: string) => `least(${f}.seats_outbound, ${f}.seats_return)`;

/** A flight's free seats (its block less what is taken), as an SQL expression over the flight id `flightId`. */
export const flightFreeSql = (flightId: string) =>
  `(select ${blockSql('f')} - ${flightSeatsTakenSql('f.id')} from flights f where f.id = ${flightId})`;

/**
 * THE seats left on a package, as an SQL expression over the packages row `p` (null: no limit): the
 * smaller of what its own cap and its flight's block leave. What `Package.seatsLeft` answers.
 */
export function seatsLeftSql(p: string): string {
  return `case when ${p}.seats is null and ${p}.flight_id is null then null else greatest(0, least(
    case when ${p}.seats is not null then ${p}.seats - ${seatsTakenSql(`${p}.id`)} end,
    case when ${p}.flight_id is not null then ${flightFreeSql(`${p}.flight_id`)} end)) end`;
}

/**
 * The flights with no seat left, as an SQL array (the search's "hide full packages"), computed once
 * per query (an InitPlan), not once per package row: the live plane seats summed per flight in one
 * grouped pass, against each block; and the flights whose block is 0.
 */
export const FULL_FLIGHTS_SQL = `array(
  select t.flight_id from (select u.flight_id, sum(u.seats) as taken from (
      select fp.flight_id, r.seats from reservations r join packages fp on fp.id = r.package_id where r.status in (${LIVE_SQL}) and fp.flight_id is not null
      union all select r.flight_id, r.seats from reservations r where r.flight_id is not null and r.package_id is null and r.status in (${LIVE_SQL})
    ) u group by u.flight_id) t
  join flights f on f.id = t.flight_id where ${blockSql('f')} <= t.taken
  union all select f.id from flights f where ${blockSql('f')} = 0)`;

/** The plane seats a party takes: children younger than `infantMaxAge` fly on a lap. */
export function planeSeats(adults: number, childAges: readonly number[], infantMaxAge: number): number {
  return adults + childAges.filter((age) => age >= infantMaxAge).length;
}
