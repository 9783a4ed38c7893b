import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { ConflictError, InvalidInputError, NotFoundError, type FieldErrors, type FieldRules } from '../../shared/errors.js';
import { todayLocal } from '../../shared/local-date.js';
import { cleanName } from '../../shared/person-name.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { Reservation, ReservationStatus } from '../reservations/reservation.entity.js';
import { signedIn, type Actor } from '../users/actor.js';
import { queueDocuments } from '../documents/document.tasks.js';
import { STAFF } from '../users/role.js';
import { maySee } from '../partners/booking-scope.js';
import { Passenger } from './passenger.entity.js';
import type { PassengerInput } from './passenger.inputs.js';
import { PassengerList } from './passenger-list.js';
import { checkPassenger, cleanPassportNumber, editableUntil, splitName } from './passenger-rules.js';

/** A booking that ended (cancelled, or an option that lapsed) keeps its travellers as they were. */
const ENDED = new Set<ReservationStatus>([ReservationStatus.CANCELLED, ReservationStatus.EXPIRED]);

/** The fields a change is logged by: their names only, never their values (ADR 0030). */
const EDITABLE = ['surname', 'givenNames', 'sex', 'dateOfBirth', 'passportNumber', 'passportExpiry', 'nationality'] as const;
type Editable = (typeof EDITABLE)[number];

/**
 * A row per traveller of a new booking (issue 43): the adults, then the children with the age booked;
 * each name as booked, split best-effort (the customer corrects it), none for the legacy reserve.
 */
export function addPassengers(em: EntityManager, r: Reservation): void {
  const count = Math.max(r.travellers, 1);
  for (let i = 0; i < count; i++) {
    const childAge = i >= r.adults ? (r.childAges[i - r.adults] ?? null) : null;
    em.persist(em.create(Passenger, { reservation: r, position: i, childAge, ...splitName(r.travellerNames[i] ?? ''), updatedAt: r.createdAt } as never));
  }
}

/**
 * A booking's travellers (issue 43, ADR 0030): read and changed by the customer who booked (others get
 * the same 404 as for a booking that does not exist) and by staff. The customer changes them until
 * PASSENGER_EDIT_CUTOFF_DAYS before departure; nobody changes a cancelled booking's.
 */
export class PassengerService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly cutoffDays: number) {}

  private isStaff(actor: Actor): boolean {
    return STAFF.includes(actor.role);
  }

  /** The reservation if the actor may see it (booking-scope.ts: its customer, its partner agency, staff), else the 404 of a booking that is not there. */
  private visible(actor: Actor, r: Reservation | null): Reservation {
    if (!r || !maySee(actor, r)) throw new NotFoundError('Rezervimi');
    return r;
  }

  /** Per reservation, batched: the rows of the bookings a request shows (the customer's list). */
  private readonly rowsOf = new DataLoader<number, Passenger[]>(async (ids) => {
    const rows = await this.em.find(Passenger, { reservation: { $in: [...ids] } }, { orderBy: { position: 'asc' } });
    return ids.map((id) => rows.filter((p) => p.reservation.id === id));
  });

  /** The travellers of a reservation already read (a field of it): only for its customer and staff. */
  of(r: Reservation): Promise<Passenger[]> {
    this.visible(signedIn(this.actor), r);
    return this.rowsOf.load(r.id);
  }

  async list(reservationId: number): Promise<PassengerList> {
    const actor = signedIn(this.actor);
    const r = this.visible(actor, await this.em.findOne(Reservation, { id: reservationId }));
    return this.listOf(actor, r, await this.rowsOf.load(r.id));
  }

  /** Staff's count per booking of travellers that still lack a name, date of birth or passport; batched. */
  readonly missingCount = new DataLoader<number, number>(async (ids) => {
    const rows: { id: number; n: number }[] = await this.em.execute(
      `select reservation_id as id, count(*)::int as n from passengers where reservation_id in (${ids.map(() => '?').join(',')})
         and (surname = '' or given_names = '' or date_of_birth is null or passport_number is null or passport_expiry is null)
       group by reservation_id`, [...ids]);
    const byId = new Map(rows.map((r) => [Number(r.id), r.n]));
    return ids.map((id) => byId.get(id) ?? 0);
  });

  /**
   * The form's values for some or all travellers, checked (400 naming `passengers.<i>.<field>`) and
   * written under the booking's lock, so a cancel and an edit sent at once are decided one after the
   * other. The activity log says who changed which fields of which traveller, never the values.
   */
  update(reservationId: number, inputs: PassengerInput[]): Promise<PassengerList> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const r = this.visible(actor, await em.findOne(Reservation, { id: reservationId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }));
      this.assertEditable(actor, r);
      const rows = await em.find(Passenger, { reservation: r.id }, { orderBy: { position: 'asc' } });
      const today = todayLocal();
      const fields: FieldErrors = {};
      const rules: FieldRules = {};
      const changed: string[] = [];
      for (const [i, input] of inputs.entries()) {
        const row = rows.find((p) => p.id === input.id);
        if (!row) {
          fields[`passengers.${i}.id`] = 'Ky udhëtar nuk është i këtij rezervimi.';
          continue;
        }
        const next = valuesOf(input);
        const refused = checkPassenger(next, { today, departureDate: r.departureDate, returnDate: r.returnDate, childAge: row.childAge ?? null }, `passengers.${i}`);
        Object.assign(fields, refused.fields);
        Object.assign(rules, refused.rules);
        const names = EDITABLE.filter((k) => (row[k] ?? null) !== next[k]);
        if (!names.length) continue;
        Object.assign(row, next, { updatedAt: new Date() });
        changed.push(`${row.position + 1}: ${names.join(', ')}`);
      }
      if (Object.keys(fields).length) throw new InvalidInputError(fields, undefined, undefined, Object.keys(rules).length ? rules : undefined);
      if (changed.length) {
        audit(em, actor, LogAction.EDIT, LogKind.RESERVATION, r.id, { subject: `${r.title} (${r.userName})`, changes: [{ field: 'passengers', to: changed.join('; ') }] });
      }
      await em.flush();
      // The names are on the contract and the voucher (issue 45).
      if (changed.length) await queueDocuments(em, r.id);
      return this.listOf(actor, r, rows);
    });
  }

  private assertEditable(actor: Actor, r: Reservation): void {
    if (ENDED.has(r.status)) {
      const text = 'Rezervimi është anuluar ose ka skaduar: të dhënat e udhëtarëve nuk ndryshohen më.';
      throw new ConflictError(text, { passengers: text }, { passengers: 'cancelled' }, { passengers: { code: 'PASSENGERS_CANCELLED' } });
    }
    if (!this.isStaff(actor) && todayLocal() > editableUntil(r.departureDate, this.cutoffDays)) {
      const days = this.cutoffDays;
      const text = `Të dhënat e udhëtarëve ndryshohen deri ${days} ditë para nisjes (${editableUntil(r.departureDate, days).split('-').reverse().join('.')}): tani kontaktoni agjencinë.`;
      throw new ConflictError(text, { passengers: text }, { passengers: 'cutoff' }, { passengers: { code: 'PASSENGERS_CUTOFF', params: { days } } });
    }
  }

  private listOf(actor: Actor, r: Reservation, passengers: Passenger[]): PassengerList {
    const until = editableUntil(r.departureDate, this.cutoffDays);
    const open = !ENDED.has(r.status);
    return Object.assign(new PassengerList(), {
      reservation: r, passengers, editableUntil: until, editable: open && (this.isStaff(actor) || todayLocal() <= until),
    });
  }
}

/** The input as stored: names cleaned, the passport number in capitals, empty optional values as null. */
function valuesOf(input: PassengerInput): Record<Editable, string | null> & { surname: string; givenNames: string } {
  const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  const passport = blank(input.passportNumber);
  return {
    surname: cleanName(input.surname), givenNames: cleanName(input.givenNames), sex: input.sex ?? null,
    dateOfBirth: blank(input.dateOfBirth), passportNumber: passport ? cleanPassportNumber(passport) : null,
    passportExpiry: blank(input.passportExpiry), nationality: blank(input.nationality)?.toUpperCase() ?? null,
  };
}
