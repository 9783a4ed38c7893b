import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { STAFF } from '../users/role.js';
import { Subscription } from './subscription.entity.js';
import { SubscribeInput } from './subscription.inputs.js';
import { SUBSCRIBED } from './subscription.service.js';

const SubscriptionPage = Paginated(Subscription, 'SubscriptionPage');

@Resolver()
export class SubscriptionResolver {
  @Mutation(() => String, { description: 'Weekly offers by e-mail; subscribing twice is fine.' })
  async subscribe(@Arg('input', () => SubscribeInput) input: SubscribeInput, @Ctx() ctx: AppContext) {
    await ctx.services.subscriptions.subscribe(input);
    return SUBSCRIBED;
  }

  @Mutation(() => Boolean, { description: 'The unsubscribe link of the mails; no login needed.' })
  unsubscribe(@Arg('token', () => String) token: string, @Ctx() ctx: AppContext) {
    return ctx.services.subscriptions.unsubscribe(token);
  }

  @Auth(...STAFF) @Query(() => SubscriptionPage)
  subscribers(@Ctx() ctx: AppContext, @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.subscriptions.list(page ?? new PageInput());
  }

  @Auth(...STAFF) @Query(() => String, { description: 'Active subscribers as CSV.' })
  subscribersCsv(@Ctx() ctx: AppContext) {
    return ctx.services.subscriptions.csv();
  }
}
