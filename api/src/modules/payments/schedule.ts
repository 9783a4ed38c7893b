import { StageKind } from './payment.entity.js';

/** A stage as the schedule makes it, before it is stored. */
export interface StageValue { seq: number; kind: StageKind; amountCents: number; dueDate: string }

/**
 * A booking's payment schedule from its plan (quoteFor's deposit and balance day): the deposit due the
 * day it is booked and the balance on its day, or everything at once when the deposit is the whole
 * total (departure near, or a deposit of 100%). The stages always add up to the total.
 */
export function scheduleOf(totalCents: number, depositCents: number, balanceDueDate: string, today: string): StageValue[] {
  const deposit = Math.max(0, Math.min(depositCents, totalCents));
  if (deposit === totalCents) return [{ seq: 1, kind: StageKind.FULL, amountCents: totalCents, dueDate: today }];
  const balance = { kind: StageKind.BALANCE, amountCents: totalCents - deposit, dueDate: balanceDueDate < today ? today : balanceDueDate };
  if (deposit === 0) return [{ seq: 1, ...balance }];
  return [{ seq: 1, kind: StageKind.DEPOSIT, amountCents: deposit, dueDate: today }, { seq: 2, ...balance }];
}

/**
 * What confirms an option (issue 44): its first stage paid, i.e. the deposit, or the whole total when
 * everything is due at once. A schedule of nothing (a free trip) needs no money.
 */
export function confirmingCents(stages: readonly { seq: number; amountCents: number }[]): number {
  const first = [...stages].sort((a, b) => a.seq - b.seq)[0];
  return first?.amountCents ?? 0;
}
