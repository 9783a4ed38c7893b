import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { limitLogin } from '../../http/rate-limit.js';
import { logIn, logOut } from '../../http/session.js';
import { STAFF } from './role.js';
import { User } from './user.entity.js';
import { LoginInput, RegisterInput } from './user.inputs.js';

@Resolver()
export class AccountResolver {
  @Query(() => User, { nullable: true, description: 'The logged-in user, or null.' })
  me(@Ctx() ctx: AppContext): Promise<User | null> | null {
    return ctx.user ? ctx.services.users.findById(ctx.user.id) : null;
  }

  @Auth(...STAFF)
  @Query(() => Int, { description: 'Registered clients (role USER).' })
  usersCount(@Ctx() ctx: AppContext): Promise<number> {
    return ctx.services.users.countClients();
  }

  @Mutation(() => User, { description: 'Creates a USER account and logs it in (the legacy REST register does not).' })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: AppContext): Promise<User> {
    const user = await ctx.services.users.register(input);
    await logIn(ctx.req, user.id);
    return user;
  }

  @Mutation(() => User, { description: 'Starts a session (httpOnly cookie).' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: AppContext): Promise<User> {
    const user = await limitLogin(ctx, input.username, () => ctx.services.users.authenticate(input));
    await logIn(ctx.req, user.id);
    return user;
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    await logOut(ctx.req);
    return true;
  }
}
