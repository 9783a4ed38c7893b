import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { findOr404 } from '../../shared/entity-helpers.js';
import { escapeLike } from '../../shared/like.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { orderByOf } from '../../shared/sorting.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { LOG_ENTITY } from '../logs/log-detail.js';
import { LogEntry } from '../logs/log.entity.js';
import { User } from '../users/user.entity.js';
import { signedIn, type Actor } from '../users/actor.js';
import { ReservationNote } from './reservation-note.entity.js';
import { Reservation } from './reservation.entity.js';
import { bookingScope } from '../partners/booking-scope.js';
import type { ReservationFilter, ReservationNoteInput, ReservationOrder, ReservationSort } from './reservation.inputs.js';

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

/** The customer as they are now (their account may have changed since booking), or null once deleted. */
export interface CustomerNow { email: string; phone: string }

/**
 * The staff's reservations desk (issue 42): the list with search and date filters, one booking with
 * its history from the activity log and its internal notes, and the customer's contact as it is now.
 * Status changes stay in ReservationService.
 */
export class ReservationDeskService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  list(filter: ReservationFilter, order: ReservationOrder, page: PageInput): Promise<PageOf<Reservation>> {
    // The desk is staff's (every booking); the shared rule still says so, should another role ever reach it.
    const where: FilterQuery<Reservation>[] = [bookingScope(this.actor)];
    if (filter.status) where.push({ status: filter.status });
    const text = filter.search?.trim();
    if (text) {
      const like = `%${escapeLike(text)}%`;
      where.push({ $or: [{ reference: { $ilike: like } }, { userName: { $ilike: like } }, { customerEmail: { $ilike: like } }, { title: { $ilike: like } }] });
    }
    if (filter.departureFrom) where.push({ departureDate: { $gte: filter.departureFrom } });
    if (filter.departureTo) where.push({ departureDate: { $lte: filter.departureTo } });
    if (filter.bookedFrom) where.push({ createdAt: { $gte: filter.bookedFrom } });
    if (filter.bookedTo) where.push({ createdAt: { $lte: filter.bookedTo } });
    if (filter.partnerAgencyId) where.push({ partnerAgencyId: filter.partnerAgencyId });
    return findPage(this.em, Reservation, where.length ? { $and: where } : {}, orderByOf<Reservation, ReservationSort>(RESERVATION_COLUMNS, order), page);
  }

  get(id: number): Promise<Reservation> {
    return findOr404(this.em, Reservation, id, 'Rezervimi');
  }

  /** What staff did to the booking (status changes, notes), oldest first, from the activity log. */
  history(id: number): Promise<LogEntry[]> {
    return this.em.find(LogEntry, { entity: LOG_ENTITY[LogKind.RESERVATION], entityId: id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  readonly notesOf = new DataLoader<number, ReservationNote[]>(async (ids) => {
    const rows = await this.em.find(ReservationNote, { reservation: { $in: [...ids] } }, { orderBy: { id: 'asc' } });
    return ids.map((id) => rows.filter((n) => n.reservation.id === id));
  });

  /** The customers' e-mail and phone now, per reservation, batched per request. */
  readonly customerNow = new DataLoader<number, CustomerNow | null>(async (ids) => {
    const rows: { id: number; email: string; number: string }[] = await this.em.execute(
      `select r.id, u.email, u.number from reservations r join users u on u.id = r.user_id where r.id in (${ids.map(() => '?').join(',')})`, [...ids]);
    const byId = new Map(rows.map((r) => [Number(r.id), { email: r.email, phone: r.number }]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  /** An internal note, with its author; the activity log records it too (the booking's history shows it). */
  addNote(id: number, input: ReservationNoteInput): Promise<ReservationNote> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const r = await findOr404(em, Reservation, id, 'Rezervimi');
      const author = await em.findOne(User, { id: actor.id });
      const note = em.create(ReservationNote, {
        reservation: r, authorId: actor.id, authorName: author ? `${author.firstName} ${author.lastName}`.trim() || author.username : actor.username,
        text: input.text.trim(), createdAt: new Date(),
      });
      audit(em, actor, LogAction.EDIT, LogKind.RESERVATION, r.id, { subject: `${r.title} (${r.userName})`, changes: [{ field: 'note', to: note.text.slice(0, 300) }] });
      await em.flush();
      return note;
    });
  }
}
