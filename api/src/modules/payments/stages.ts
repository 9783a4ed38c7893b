import type { EntityManager } from '@mikro-orm/postgresql';
import type { Reservation } from '../reservations/reservation.entity.js';
import { PaymentStage, StageKind } from './payment.entity.js';
import { firstDueDay, scheduleOf } from './schedule.js';

/** A new booking's schedule, persisted with it (same flush): its first payment due by the option's last day. */
export function addSchedule(em: EntityManager, r: Reservation, totalCents: number, depositCents: number, balanceDueDate: string, today: string): void {
  for (const s of scheduleOf(totalCents, depositCents, balanceDueDate, today, firstDueDay(r.expiresAt, today))) em.persist(em.create(PaymentStage, { reservation: r, ...s }));
}

/**
 * A waitlisted party offered seats owes from the day of the offer: its deposit is due by the offer's last
 * day, and when the balance's day has come too, everything at once. Nothing was paid while it waited.
 */
export async function restageOnOffer(em: EntityManager, r: Reservation, today: string): Promise<void> {
  const stages = await em.find(PaymentStage, { reservation: r.id }, { orderBy: { seq: 'asc' } });
  const balance = stages.find((s) => s.kind === StageKind.BALANCE);
  const deposit = stages.find((s) => s.kind !== StageKind.BALANCE)?.amountCents ?? 0;
  const total = stages.reduce((sum, s) => sum + s.amountCents, 0);
  const due = balance?.dueDate ?? today;
  stages.forEach((s) => em.remove(s));
  await em.flush();
  addSchedule(em, r, total, due <= today ? total : deposit, due, today);
}
