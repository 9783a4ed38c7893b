import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Config } from '../../config/env.js';
import { signedIn, type Actor } from '../users/actor.js';
import { findOr404 } from '../../shared/entity-helpers.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { orderByOf } from '../../shared/sorting.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { enqueueMail } from '../mail/outbox.js';
import { reservationToStaff, reservationToUser, statusChanged, type Lang } from '../mail/templates.js';
import { Package } from '../packages/package.entity.js';
import { User } from '../users/user.entity.js';
import { Reservation, ReservationStatus } from './reservation.entity.js';
import type { ReservationFilter, ReservationOrder, ReservationSort, ReserveInput } from './reservation.inputs.js';
import { LIVE, seatsTakenSql } from './seats.js';

export const NO_SEATS = 'Nuk ka mjaftueshëm vende të lira për këtë aranzhman.';

/** Sort columns; statuses sort in workflow order (pending, confirmed, cancelled). */
const RESERVATION_COLUMNS: Record<ReservationSort, string> = {
  created: 'created_at',
  departure: 'departure_date',
  title: 'f_fold(title)',
  customer: 'f_fold(user_name)',
  travellers: 'travellers',
  price: 'price',
  status: "case status when 'PENDING' then 0 when 'CONFIRMED' then 1 else 2 end",
};

/**
 * A new PENDING reservation holding a snapshot of the package and the customer's name, so the staff
 * list still reads right after the package is edited or deleted.
 */
export function newReservation(em: EntityManager, user: User, pkg: Package, travellers: number, createdAt = new Date()): Reservation {
  return em.create(Reservation, {
    user, userName: `${user.firstName} ${user.lastName}`.trim() || user.username, package: pkg, title: pkg.title,
    departureDate: pkg.departureDate, returnDate: pkg.returnDate, price: pkg.price, travellers,
    status: ReservationStatus.PENDING, createdAt, updatedAt: createdAt,
  } as never) as Reservation;
}

export class ReservationService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly config: Config) {}

  /** Travellers already holding seats per package, batched per request (one query per page of cards). */
  readonly seatsTaken = new DataLoader<number, number>(async (ids) => {
    const rows: { id: number; taken: string }[] = await this.em.execute(
      `select p.id, ${seatsTakenSql('p.id')} as taken from packages p where p.id in (${ids.map(() => '?').join(',')})`, [...ids]);
    const map = new Map(rows.map((r) => [Number(r.id), Number(r.taken)]));
    return ids.map((id) => map.get(id) ?? 0);
  });

  /**
   * Reserves a package for the session user. The package row is locked (FOR UPDATE) so parallel
   * reservations are counted one after another: seats can never be oversold, and the same user
   * reserving twice gets their existing reservation back.
   */
  async reserve(input: ReserveInput): Promise<Reservation> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const pkg = await em.findOne(Package, { id: input.packageId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!pkg) throw new NotFoundError('Aranzhmani');
      const existing = await em.findOne(Reservation, { user: actor.id, package: pkg.id, status: { $in: LIVE } });
      if (existing) return existing;
      const travellers = input.travellers ?? pkg.persons;
      if (pkg.seats !== null && pkg.seats !== undefined) {
        const [{ taken }] = await em.execute(`select ${seatsTakenSql('?')} as taken`, [pkg.id]);
        if (Number(taken) + travellers > pkg.seats) throw new ConflictError(NO_SEATS, { travellers: NO_SEATS });
      }
      const user = await em.findOneOrFail(User, { id: actor.id });
      const r = newReservation(em, user, pkg, travellers);
      await em.flush();
      enqueueMail(em, 'reservation-user', user.email, reservationToUser(user.language as Lang, r));
      enqueueMail(em, 'reservation-staff', this.config.staffEmail, reservationToStaff(r));
      return r;
    });
  }

  mine(): Promise<Reservation[]> {
    const actor = signedIn(this.actor);
    return this.em.find(Reservation, { user: actor.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  list(filter: ReservationFilter, order: ReservationOrder, page: PageInput): Promise<PageOf<Reservation>> {
    const where = filter.status ? { status: filter.status } : {};
    return findPage(this.em, Reservation, where, orderByOf<Reservation, ReservationSort>(RESERVATION_COLUMNS, order), page);
  }

  /** The user's own cancel: only while PENDING. */
  cancelMine(id: number): Promise<Reservation> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const r = await findOr404(em, Reservation, id, 'Rezervimi');
      if (r.user?.id !== actor.id) throw new NotFoundError('Rezervimi');
      if (r.status !== ReservationStatus.PENDING) throw new ConflictError('Vetëm një rezervim në pritje mund të anulohet.');
      r.status = ReservationStatus.CANCELLED;
      r.updatedAt = new Date();
      return r;
    });
  }

  /** Staff: PENDING → CONFIRMED or CANCELLED, CONFIRMED → CANCELLED; the user is told by mail. */
  setStatus(id: number, status: ReservationStatus): Promise<Reservation> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const r = await findOr404(em, Reservation, id, 'Rezervimi', ['user']);
      const allowed = r.status === ReservationStatus.PENDING ? [ReservationStatus.CONFIRMED, ReservationStatus.CANCELLED]
        : r.status === ReservationStatus.CONFIRMED ? [ReservationStatus.CANCELLED] : [];
      if (!allowed.includes(status)) throw new ConflictError(`Rezervimi nuk mund të kalojë nga ${r.status} në ${status}.`);
      const from = r.status;
      r.status = status;
      r.updatedAt = new Date();
      audit(em, actor, LogAction.EDIT, LogKind.RESERVATION, r.id, { subject: `${r.title} (${r.userName})`, changes: [{ field: 'status', from, to: status }] });
      if (r.user) enqueueMail(em, 'reservation-status', r.user.email, statusChanged(r.user.language as Lang, r, status));
      return r;
    });
  }
}
