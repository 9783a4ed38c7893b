import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { limitLogin } from '../../http/rate-limit.js';
import { logOut } from '../../http/session.js';
import { Role, STAFF } from './role.js';
import { AccountDeletionInput, AccountErasure, ErasureResultName, SignedInSession } from './own-data.types.js';

/** Your own data (issue 41): your sessions, your data as JSON, deleting your account; staff for a customer. */
@Resolver()
export class OwnDataResolver {
  @Auth() @Query(() => [SignedInSession], { description: 'The sessions signed in to your account, most recently seen first.' })
  mySessions(@Ctx() ctx: AppContext) {
    return ctx.services.ownData.sessions();
  }

  @Auth() @Mutation(() => Int, { description: 'Signs out every other session of your account: how many.' })
  signOutOtherSessions(@Ctx() ctx: AppContext) {
    return ctx.services.ownData.signOutOthers();
  }

  @Auth() @Mutation(() => Boolean, { description: 'Signs out one session of your account (its id from mySessions).' })
  async signOutSession(@Arg('id', () => String) id: string, @Ctx() ctx: AppContext) {
    await ctx.services.ownData.signOut(id);
    return true;
  }

  @Auth() @Query(() => String, { description: 'Everything kept about you (profile, bookings, favourites, subscriptions, sessions) as a JSON document.' })
  myData(@Ctx() ctx: AppContext) {
    return ctx.services.ownData.mine();
  }

  @Auth(Role.USER) @Mutation(() => AccountErasure, { description: 'Deletes your account (customers; staff accounts are removed by the owner): password, and a code with a second factor. With bookings the agency must keep, it is anonymised instead. You are signed out.' })
  async deleteMyAccount(@Arg('input', () => AccountDeletionInput) input: AccountDeletionInput, @Ctx() ctx: AppContext) {
    const done = await limitLogin(ctx, ctx.user!.username, () => ctx.services.ownData.deleteMine(input));
    await logOut(ctx.req);
    return { result: done.result as ErasureResultName, bookingsKept: done.bookingsKept };
  }

  @Auth(...STAFF) @Query(() => String, { description: "A customer's data as JSON, on the customer's request; activity-logged." })
  customerData(@Arg('userId', () => Int) userId: number, @Ctx() ctx: AppContext) {
    return ctx.services.ownData.customer(userId);
  }

  @Auth(...STAFF) @Mutation(() => AccountErasure, { description: "Erases a customer's account on the customer's request (anonymised when bookings must be kept); activity-logged." })
  async eraseCustomer(@Arg('userId', () => Int) userId: number, @Ctx() ctx: AppContext) {
    const done = await ctx.services.ownData.eraseCustomer(userId);
    return { result: done.result as ErasureResultName, bookingsKept: done.bookingsKept };
  }
}
