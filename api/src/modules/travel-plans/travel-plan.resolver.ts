import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { STAFF } from '../users/role.js';
import { TravelPlan } from './travel-plan.entity.js';
import { TravelPlanInput, TravelPlanUpdateInput } from './travel-plan.inputs.js';

@Resolver()
export class TravelPlanResolver {
  @Query(() => [TravelPlan]) travelPlans(@Ctx() ctx: AppContext) { return ctx.services.travelPlans.list(); }
  @Query(() => TravelPlan) travelPlan(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.travelPlans.get(id); }

  @Auth(...STAFF) @Mutation(() => TravelPlan)
  createTravelPlan(@Arg('input', () => TravelPlanInput) input: TravelPlanInput, @Ctx() ctx: AppContext) {
    return ctx.services.travelPlans.create(input);
  }
  @Auth(...STAFF) @Mutation(() => TravelPlan)
  updateTravelPlan(@Arg('id', () => Int) id: number, @Arg('input', () => TravelPlanUpdateInput) input: TravelPlanUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.travelPlans.update(id, input);
  }
  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteTravelPlan(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.travelPlans.delete(id); }
}
