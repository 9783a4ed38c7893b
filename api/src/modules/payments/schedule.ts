import { todayLocal } from '../../shared/local-date.js';
import { StageKind } from './payment.entity.js';

/** A stage as the schedule makes it, before it is stored. */
export interface StageValue { seq: number; kind: StageKind; amountCents: number; dueDate: string }

/**
 * The day an option's first payment is due: the day its hold lapses (an option is held until the deposit
 * comes, ADR 0031), never before `today`; a booking held by nothing owes it the day it is made.
 */
export function firstDueDay(expiresAt: Date | string | null | undefined, today: string): string {
  if (!expiresAt) return today;
  const day = todayLocal(new Date(expiresAt));
  return day < today ? today : day;
}

/**
 * A booking's payment schedule from its plan (quoteFor's deposit and balance day): the deposit due by
 * `firstDue` (the option's last day) and the balance on its day, or everything at once by `firstDue`
 * when the deposit is the whole total (departure near, or a deposit of 100%). The stages always add up
 * to the total, and never fall due before `today` nor out of order.
 */
export function scheduleOf(totalCents: number, depositCents: number, balanceDueDate: string, today: string, firstDue = today): StageValue[] {
  const deposit = Math.max(0, Math.min(depositCents, totalCents));
  const balanceDue = balanceDueDate < today ? today : balanceDueDate;
  const first = firstDue < today ? today : firstDue > balanceDue && deposit < totalCents ? balanceDue : firstDue;
  if (deposit === totalCents) return [{ seq: 1, kind: StageKind.FULL, amountCents: totalCents, dueDate: first }];
  const balance = { kind: StageKind.BALANCE, amountCents: totalCents - deposit, dueDate: balanceDue };
  if (deposit === 0) return [{ seq: 1, ...balance }];
  return [{ seq: 1, kind: StageKind.DEPOSIT, amountCents: deposit, dueDate: first }, { seq: 2, ...balance }];
}

/**
 * What confirms an option (issue 44): its first stage paid, i.e. the deposit, or the whole total when
 * everything is due at once. A schedule of nothing (a free trip) needs no money.
 */
export function confirmingCents(stages: readonly { seq: number; amountCents: number }[]): number {
  const first = [...stages].sort((a, b) => a.seq - b.seq)[0];
  return first?.amountCents ?? 0;
}
