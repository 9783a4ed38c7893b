import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { applyPatch, findOr404 } from '../../shared/entity-helpers.js';
import { audit, describeChanges, describeValues, LogAction, LogKind } from '../logs/audit.js';
import { TravelPlan } from './travel-plan.entity.js';
import type { TravelPlanInput, TravelPlanUpdateInput } from './travel-plan.inputs.js';

const WHAT = 'Plan udhëtimi';

export class TravelPlanService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  list(): Promise<TravelPlan[]> {
    return this.em.find(TravelPlan, {}, { orderBy: { date: 'asc', id: 'asc' } });
  }

  get(id: number): Promise<TravelPlan> {
    return findOr404(this.em, TravelPlan, id, WHAT);
  }

  create(input: TravelPlanInput): Promise<TravelPlan> {
    return this.em.transactional(async (em) => {
      const plan = em.create(TravelPlan, { ...input });
      await em.flush();
      audit(em, this.actor, LogAction.ADD, LogKind.TRAVEL_PLAN, plan.id, { subject: planName(plan), changes: describeValues({ date: plan.date }) });
      return plan;
    });
  }

  update(id: number, input: TravelPlanUpdateInput): Promise<TravelPlan> {
    return this.em.transactional(async (em) => {
      const plan = await findOr404(em, TravelPlan, id, WHAT);
      const before = applyPatch(plan, { ...input });
      audit(em, this.actor, LogAction.EDIT, LogKind.TRAVEL_PLAN, id, { subject: planName(plan), changes: describeChanges(before, { ...input }) });
      return plan;
    });
  }

  delete(id: number): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const plan = await findOr404(em, TravelPlan, id, WHAT);
      em.remove(plan);
      audit(em, this.actor, LogAction.DELETE, LogKind.TRAVEL_PLAN, id, { subject: planName(plan) });
      return true;
    });
  }
}

const planName = (plan: TravelPlan) => `${plan.departureFrom} → ${plan.destinationHotel}`;
