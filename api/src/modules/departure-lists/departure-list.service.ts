import type { EntityManager } from '@mikro-orm/postgresql';
import { findOr404 } from '../../shared/entity-helpers.js';
import { InvalidInputError } from '../../shared/errors.js';
import { addDays, daysBetween, todayLocal } from '../../shared/local-date.js';
import { Flight, flightLabel } from '../flights/flight.entity.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { missingOf, PassengerField, type Sex } from '../passengers/passenger.entity.js';
import { passportWarning } from '../passengers/passenger-rules.js';
import type { ReservationStatus } from '../reservations/reservation.entity.js';
import { LIVE } from '../reservations/seats.js';
import type { Actor } from '../users/actor.js';
import type { Lang } from '../documents/words.js';
import { manifestPdf, roomingPdf, type ListAgency } from './departure-list-pdf.js';
import type { ArrivalPeriodInput, FlightManifest, ListFormat, ManifestPassenger, RoomingChoice, RoomingList, RoomingListInput, RoomingRoom } from './departure-lists.types.js';

const LIVE_SQL = LIVE.map((s) => `'${s}'`).join(', ');

/**
 * The bookings holding seats on the flight `?` (the same two sets as seats.ts `flightSeatsTakenSql`):
 * those of its packages, through packages_flight_index and reservations_package_status_index, and the
 * seats sold alone, through reservations_flight_status_seats_index. Two parameters: the flight id twice.
 */
const FLIGHT_BOOKINGS = `select r.id from packages p join reservations r on r.package_id = p.id where p.flight_id = ? and r.status in (${LIVE_SQL})
  union all select r.id from reservations r where r.flight_id = ? and r.package_id is null and r.status in (${LIVE_SQL})`;

/** How a package names its hotel: the page's hotel name, else its title (package_content.hotel_name "when it differs from the title"). */
const HOTEL = `coalesce(nullif(btrim(pc.hotel_name), ''), btrim(p.title))`;

/** Package bookings with their package and its page (the hotel's name). */
const WITH_HOTEL = `reservations r join packages p on p.id = r.package_id left join package_content pc on pc.package_id = p.id`;
/** Live package bookings: the predicate of reservations_live_arrival_idx, so a day's or a period's arrivals are read from it. */
const LIVE_ARRIVING = `r.status in (${LIVE_SQL}) and r.package_id is not null`;

/** A period of arrivals a staff member picks from: at most a year (the choices are one query). */
const MAX_PERIOD_DAYS = 366;
const DEFAULT_PERIOD_DAYS = 60;

interface ManifestRead {
  reference: string; status: ReservationStatus; oneWay: boolean; returnDate: string; childAge: number | null; surname: string; givenNames: string;
  sex: Sex | null; dateOfBirth: string | null; passportNumber: string | null; passportExpiry: string | null; nationality: string | null;
}
interface RoomingRead extends Omit<RoomingRoom, 'guests' | 'missingNames'> { id: number; surname: string | null; givenNames: string | null; childAge: number | null }

/**
 * Issue 46, item 3: the lists a departure is handed over with, for the owner and admins. The airline's
 * passenger name list per flight and the hotel's rooming list per hotel and arrival date, each one
 * indexed query; the downloads (departure-list-files.ts) are made from the same reads. Personal data:
 * never logged; that a list was downloaded is (who, which list, how many rows).
 */
export class DepartureListService {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor | null,
    /** INFANT_MAX_AGE: a child booked younger flies on a lap (takes no seat). */
    private readonly infantMaxAge: number,
    /** The letterhead the printed lists carry (the documents' agency details). */
    private readonly agency: ListAgency,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every traveller of the options and confirmed bookings on the flight; a 404 when there is no such flight. */
  async flightManifest(flightId: number): Promise<FlightManifest> {
    const flight = await findOr404(this.em, Flight, flightId, 'Fluturimi', ['fromAirport']);
    const rows = await this.em.execute<ManifestRead[]>(
      `with b as (${FLIGHT_BOOKINGS})
      select r.reference, r.status, r.one_way as "oneWay", r.return_date::text as "returnDate", s.child_age as "childAge", s.surname,
        s.given_names as "givenNames", s.sex, s.date_of_birth::text as "dateOfBirth", s.passport_number as "passportNumber",
        s.passport_expiry::text as "passportExpiry", s.nationality
      from b join reservations r on r.id = b.id join passengers s on s.reservation_id = r.id
      order by r.reference_no, s.position`, [flightId, flightId]);
    const passengers = rows.map((r): ManifestPassenger => ({
      reference: r.reference, status: r.status, surname: r.surname, givenNames: r.givenNames, sex: r.sex, dateOfBirth: r.dateOfBirth,
      passportNumber: r.passportNumber, passportExpiry: r.passportExpiry, nationality: r.nationality, childAge: r.childAge, oneWay: r.oneWay,
      // As booked: the seats were counted with the age booked (seats.ts planeSeats).
      infant: r.childAge !== null && r.childAge < this.infantMaxAge,
      missing: missingOf(r),
      passportWarning: passportWarning(r.passportExpiry, r.returnDate),
    }));
    return {
      flight, passengers, missing: passengers.filter((p) => p.missing.length > 0).length, infants: passengers.filter((p) => p.infant).length,
    };
  }

  /** The live bookings of one hotel arriving on one day, a room each, with their guests. */
  async roomingList({ hotel, date }: RoomingListInput): Promise<RoomingList> {
    const name = hotel.trim();
    const read = await this.em.execute<RoomingRead[]>(
      `select r.id, r.reference, r.status, r.title, r.room_type as "roomType", r.board, r.adults, r.child_ages as "childAges",
        r.departure_date::text as arrival, r.return_date::text as departure, s.surname, s.given_names as "givenNames", s.child_age as "childAge"
      from ${WITH_HOTEL} left join passengers s on s.reservation_id = r.id
      where ${LIVE_ARRIVING} and r.departure_date = ?::date and ${HOTEL} = ?
      order by r.reference_no, s.position`, [date, name]);
    const rooms = new Map<number, RoomingRoom>();
    for (const row of read) {
      let room = rooms.get(row.id);
      if (!room) {
        room = {
          reference: row.reference, status: row.status, title: row.title, roomType: row.roomType, board: row.board, adults: row.adults,
          childAges: row.childAges, arrival: row.arrival, departure: row.departure, guests: [], missingNames: 0,
        };
        rooms.set(row.id, room);
      }
      if (row.surname === null) continue; // a booking with no traveller rows (cannot be made today)
      const guest = { surname: row.surname, givenNames: row.givenNames ?? '', childAge: row.childAge };
      room.guests.push(guest);
      if (missingOf({ ...guest, dateOfBirth: null, passportNumber: null, passportExpiry: null }).includes(PassengerField.NAMES)) room.missingNames += 1;
    }
    const list = [...rooms.values()];
    return {
      hotel: name, arrival: date, rooms: list,
      guests: list.reduce((n, r) => n + r.guests.length, 0), missingNames: list.reduce((n, r) => n + r.missingNames, 0),
    };
  }

  /** The hotels with live bookings arriving in the period (default: the next 60 days), by day then hotel. */
  async roomingChoices(period: ArrivalPeriodInput = {}): Promise<RoomingChoice[]> {
    const from = period.from ?? todayLocal(this.now());
    const to = period.to ?? addDays(from, DEFAULT_PERIOD_DAYS);
    if (to < from) throw new InvalidInputError({ to: 'Data "deri" nuk mund të jetë para datës "nga".' }, undefined, { to: 'minDate' }, { to: { code: 'PERIOD_ENDS_BEFORE_START' } });
    if (daysBetween(from, to) > MAX_PERIOD_DAYS) {
      const text = `Periudha mund të jetë më së shumti ${MAX_PERIOD_DAYS} ditë.`;
      throw new InvalidInputError({ to: text }, undefined, { to: 'maxPeriod' }, { to: { code: 'PERIOD_TOO_LONG', params: { max: MAX_PERIOD_DAYS } } });
    }
    // Counted per day and package from reservations_live_arrival_idx alone (it carries the travellers),
    // then the few packages of the period named: the hotels are not looked up once per booking.
    return this.em.execute<RoomingChoice[]>(
      `select ${HOTEL} as hotel, a.arrival::text as arrival, sum(a.rooms)::int as rooms, sum(a.guests)::int as guests
      from (select r.departure_date as arrival, r.package_id, count(*) as rooms, sum(r.travellers) as guests from reservations r
        where ${LIVE_ARRIVING} and r.departure_date between ?::date and ?::date group by 1, 2) a
      join packages p on p.id = a.package_id left join package_content pc on pc.package_id = p.id
      group by 1, a.arrival order by a.arrival, 1`, [from, to]);
  }

  /** A list printed (PDF, landscape A4) in the page's language, on the agency's letterhead. */
  printed(list: FlightManifest | RoomingList, lang: Lang): Promise<Buffer> {
    return 'passengers' in list ? manifestPdf(list, lang, this.agency) : roomingPdf(list, lang, this.agency);
  }

  /** Activity-logs a download: who (the actor), which list and how many rows; never a row's content. */
  async exported(list: 'PASSENGERS' | 'ROOMING', subject: string, format: ListFormat, rows: number, entityId: number | null): Promise<void> {
    await this.em.transactional(async (em) => {
      audit(em, this.actor, LogAction.EXPORT, LogKind.DEPARTURE_LIST, entityId, {
        subject,
        list: { code: list, name: list === 'PASSENGERS' ? 'e pasagjerëve' : 'e dhomave' },
        changes: [{ field: 'format', to: format.toUpperCase() }, { field: 'rows', to: String(rows) }],
      });
    });
  }
}

/** How the log and the file name a flight's list: "GM 301 PRN → AYT 2026-07-01". */
export const manifestSubject = (m: FlightManifest) => `${flightLabel(m.flight)} ${m.flight.outboundDepartsAt.toISOString().slice(0, 10)}`;
/** How the log names a rooming list: the hotel and the day (no person in it). */
export const roomingSubject = (r: RoomingList) => `${r.hotel} ${r.arrival}`;
