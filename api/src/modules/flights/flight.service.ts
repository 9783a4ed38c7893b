import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { applyPatch, assertUnreferenced, findOr404, refOr400 } from '../../shared/entity-helpers.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { offsetOf, type PageInput, type PageOf } from '../../shared/paging.js';
import { audit, describeChanges, describeValues, LogAction, LogKind } from '../logs/audit.js';
import { Package } from '../packages/package.entity.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { LIVE } from '../reservations/seats.js';
import { Airport } from '../places/airport.entity.js';
import { Flight, flightLabel as label } from './flight.entity.js';
import type { DeparturesFilter, FlightInput, FlightUpdateInput } from './flight.inputs.js';
import { departures } from './departures.service.js';
import type { Departures } from './departures.types.js';
import { lockFlightSeats } from './flight-seats.js';

const WHAT = 'Fluturimi';

/** Staff's charter flights (issue 43): admin and owner edit them, every change activity-logged. */
export class FlightService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  /** Soonest first; `upcoming`: only those whose outbound leg has not left yet (the package form's select). */
  async list(page: PageInput, upcoming = false): Promise<PageOf<Flight>> {
    const { limit, offset } = offsetOf(page);
    const where = upcoming ? { outboundDepartsAt: { $gte: new Date() } } : {};
    const [items, total] = await this.em.findAndCount(Flight, where, { populate: ['fromAirport'], orderBy: { outboundDepartsAt: 'asc', id: 'asc' }, limit, offset });
    return { items, total, page: page.page, pageSize: page.pageSize };
  }

  get(id: number): Promise<Flight> {
    return findOr404(this.em, Flight, id, WHAT, ['fromAirport']);
  }

  create(input: FlightInput): Promise<Flight> {
    return this.em.transactional(async (em) => {
      const fromAirport = await refOr400(em, Airport, input.fromAirportId, 'fromAirportId', 'Aeroporti');
      const { fromAirportId: _a, ...fields } = input;
      const flight = em.create(Flight, { ...fields, ...texts(input), fromAirport, createdAt: new Date() } as never) as Flight;
      assertTimes(flight);
      await em.flush();
      audit(em, this.actor, LogAction.ADD, LogKind.FLIGHT, flight.id, {
        subject: label(flight), changes: describeValues({ seatsOutbound: flight.seatsOutbound, seatsReturn: flight.seatsReturn, outboundDepartsAt: flight.outboundDepartsAt }),
      });
      return flight;
    });
  }

  /**
   * Partial. A new block (either leg) is checked under the flight's lock against the seats its
   * packages' live reservations take: never below them (a 409 naming the count).
   */
  update(id: number, input: FlightUpdateInput): Promise<Flight> {
    return this.em.transactional(async (em) => {
      const seats = await lockFlightSeats(em, id);
      if (!seats) throw new NotFoundError(WHAT);
      const flight = await em.findOneOrFail(Flight, { id }, { populate: ['fromAirport'] });
      const fromAirport = input.fromAirportId ? await refOr400(em, Airport, input.fromAirportId, 'fromAirportId', 'Aeroporti') : undefined;
      const { fromAirportId: _a, ...fields } = input;
      const patch = { ...fields, ...texts(fields), fromAirport };
      // A price cleared (null) stops selling its seats alone (ADR 0032).
      const before = applyPatch(flight, patch as Partial<Flight>, ['seatPrice', 'oneWayPrice']);
      assertTimes(flight);
      if (flight.block < seats.taken) {
        const field = flight.seatsOutbound < seats.taken ? 'seatsOutbound' : 'seatsReturn';
        const text = `Blloku nuk mund të jetë më i vogël se vendet e zëna: ${seats.taken}.`;
        throw new ConflictError(text, { [field]: text }, { [field]: 'min' }, { [field]: { code: 'BLOCK_BELOW_SOLD', params: { sold: seats.taken } } });
      }
      audit(em, this.actor, LogAction.EDIT, LogKind.FLIGHT, id, { subject: label(flight), changes: describeChanges(before, patch) });
      return flight;
    });
  }

  /** Refused while packages fly on it (move them first). */
  delete(id: number): Promise<boolean> {
    return this.em.transactional(async (em) => {
      if (!(await lockFlightSeats(em, id))) throw new NotFoundError(WHAT);
      const flight = await em.findOneOrFail(Flight, { id });
      // Live bookings of seats alone (ADR 0032) keep their flight too.
      assertUnreferenced(WHAT, [[await em.count(Package, { flight: id }), 'aranzhmane'],
        [await em.count(Reservation, { flight: id, package: null, status: { $in: LIVE } }), 'rezervime vetëm me fluturim']]);
      em.remove(flight);
      audit(em, this.actor, LogAction.DELETE, LogKind.FLIGHT, id, { subject: label(flight) });
      return true;
    });
  }

  /** The departures screen (departures.service.ts). */
  departures(filter: DeparturesFilter, page: PageInput): Promise<Departures> {
    return departures(this.em, filter, page);
  }
}

/** Texts trimmed, the code in capitals. */
function texts(input: Partial<Pick<FlightInput, 'carrier' | 'outboundNumber' | 'returnNumber' | 'toCode' | 'toCity' | 'baggage'>>) {
  return {
    carrier: input.carrier?.trim(), outboundNumber: input.outboundNumber?.trim().toUpperCase(), returnNumber: input.returnNumber?.trim().toUpperCase(),
    toCode: input.toCode?.trim().toUpperCase(), toCity: input.toCity?.trim(), baggage: input.baggage === undefined ? undefined : (input.baggage ?? '').trim(),
  };
}

/** Each leg lands after it leaves, and the return leaves after the outbound lands: a 400 naming the field. */
function assertTimes(f: Flight): void {
  const order: [keyof Flight, Date, Date][] = [
    ['outboundArrivesAt', f.outboundDepartsAt, f.outboundArrivesAt],
    ['returnDepartsAt', f.outboundArrivesAt, f.returnDepartsAt],
    ['returnArrivesAt', f.returnDepartsAt, f.returnArrivesAt],
  ];
  for (const [field, earlier, later] of order) {
    if (new Date(later).getTime() < new Date(earlier).getTime()) {
      throw new InvalidInputError({ [field]: 'Orari nuk është në rend: një fluturim mbërrin pasi niset, dhe kthimi niset pasi mbërrin vajtja.' }, undefined, { [field]: 'order' }, { [field]: { code: 'FLIGHT_TIMES_ORDER' } });
    }
  }
}
