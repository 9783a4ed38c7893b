import { ReservationStatus } from '../reservations/reservation.entity.js';
import { StageKind, StageState } from './payment.entity.js';

export interface StageSummary { seq: number; kind: StageKind; amountCents: number; dueDate: string; paidCents: number; state: StageState }

export interface MoneySummary {
  totalCents: number;
  paidCents: number;
  /** Still to pay: nothing once cancelled or expired (what was paid is then settled by the terms). */
  outstandingCents: number;
  stages: StageSummary[];
  nextDue: { dueDate: string; amountCents: number } | null;
  overdue: boolean;
  paidInFull: boolean;
  /** What the agency keeps of a cancelled booking by its terms. */
  cancellationFeeCents: number;
  /** Paid money the agency owes back: over-payments, and a cancelled or lapsed booking's money less its fee. */
  refundOwedCents: number;
}

interface Booking {
  status: ReservationStatus;
  totalCents: number;
  paidCents: number;
  freeCancellationUntil?: string | null;
  cancelledAt?: Date | null;
}

const ENDED = new Set([ReservationStatus.CANCELLED, ReservationStatus.EXPIRED]);

/**
 * The fee of a cancellation by the terms: nothing until the free-cancellation day (inclusive), then
 * the agency's percent of the total. An option that lapsed unpaid, or a place on a waitlist, costs nothing.
 */
export function cancellationFee(b: Booking, cancelledOn: string | null, feePercent: number): number {
  if (b.status === ReservationStatus.EXPIRED) return 0;
  if (b.status !== ReservationStatus.CANCELLED || !cancelledOn) return 0;
  if (b.freeCancellationUntil && cancelledOn <= b.freeCancellationUntil) return 0;
  return Math.round((b.totalCents * feePercent) / 100);
}

/**
 * A booking's money at a glance (issue 44): the paid sum fills the stages in order; a stage past its
 * day and not paid is overdue. `cancelledOn` is the agency's day of the cancellation.
 */
export function summaryOf(b: Booking, stages: readonly { seq: number; kind: StageKind; amountCents: number; dueDate: string }[], today: string,
  feePercent: number, cancelledOn: string | null): MoneySummary {
  const ended = ENDED.has(b.status) || b.status === ReservationStatus.WAITLISTED;
  let left = Math.max(0, b.paidCents);
  const rows: StageSummary[] = [...stages].sort((a, c) => a.seq - c.seq).map((s) => {
    const paid = Math.min(left, s.amountCents);
    left -= paid;
    const state = paid >= s.amountCents ? StageState.PAID : !ended && s.dueDate < today ? StageState.OVERDUE : paid > 0 ? StageState.PART_PAID : StageState.DUE;
    return { seq: s.seq, kind: s.kind, amountCents: s.amountCents, dueDate: s.dueDate, paidCents: paid, state };
  });
  const open = ended ? undefined : rows.find((s) => s.state !== StageState.PAID);
  const fee = cancellationFee(b, cancelledOn, feePercent);
  const keeps = ENDED.has(b.status) ? fee : b.totalCents;
  return {
    totalCents: b.totalCents,
    paidCents: b.paidCents,
    outstandingCents: ended ? 0 : Math.max(0, b.totalCents - b.paidCents),
    stages: rows,
    nextDue: open ? { dueDate: open.dueDate, amountCents: open.amountCents - open.paidCents } : null,
    overdue: rows.some((s) => s.state === StageState.OVERDUE),
    paidInFull: b.paidCents >= b.totalCents,
    cancellationFeeCents: fee,
    refundOwedCents: Math.max(0, b.paidCents - keeps),
  };
}
