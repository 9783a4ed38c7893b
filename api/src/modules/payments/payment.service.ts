import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Config } from '../../config/env.js';
import { todayLocal } from '../../shared/local-date.js';
import { signedIn, type Actor } from '../users/actor.js';
import type { Reservation } from '../reservations/reservation.entity.js';
import { recordPayment, recordRefund, reversePayment } from './ledger.js';
import { Payment, PaymentStage } from './payment.entity.js';
import type { PaymentInput } from './payment.inputs.js';
import { summaryOf, type MoneySummary } from './summary.js';

/** A booking's schedule and ledger as the pages show them; staff's entries go through the ledger. */
export class PaymentService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly config: Config) {}

  readonly stagesOf = new DataLoader<number, PaymentStage[]>(async (ids) => {
    const rows = await this.em.find(PaymentStage, { reservation: { $in: [...ids] } }, { orderBy: { seq: 'asc' } });
    return ids.map((id) => rows.filter((s) => s.reservation.id === id));
  });

  readonly entriesOf = new DataLoader<number, Payment[]>(async (ids) => {
    const rows = await this.em.find(Payment, { reservation: { $in: [...ids] } }, { orderBy: { id: 'asc' } });
    return ids.map((id) => rows.filter((p) => p.reservation.id === id));
  });

  async summary(r: Reservation): Promise<MoneySummary> {
    const stages = await this.stagesOf.load(r.id);
    return summaryOf(r, stages, todayLocal(), this.config.bookingTerms.cancellationFeePercent, r.cancelledAt ? todayLocal(r.cancelledAt) : null);
  }

  record(input: PaymentInput): Promise<Reservation> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => (await recordPayment(em, input, actor)).reservation);
  }

  refund(input: PaymentInput): Promise<Reservation> {
    const actor = signedIn(this.actor);
    return this.em.transactional((em) => recordRefund(em, input, actor));
  }

  reverse(id: number, reason: string): Promise<Reservation> {
    const actor = signedIn(this.actor);
    return this.em.transactional((em) => reversePayment(em, id, reason, actor));
  }
}
