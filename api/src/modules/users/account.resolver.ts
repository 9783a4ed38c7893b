import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { logIn, logOut } from '../../http/session.js';
import { signIn } from '../../http/sign-in.js';
import { STAFF } from './role.js';
import { User } from './user.entity.js';
import { LoginInput, RegisterInput } from './user.inputs.js';

@Resolver()
export class AccountResolver {
  @Query(() => User, { nullable: true, description: 'The logged-in user, or null.' })
  me(@Ctx() ctx: AppContext): Promise<User | null> | null {
    return ctx.user ? ctx.services.users.profile(ctx.user.id) : null;
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

  @Mutation(() => User, {
    description: 'Starts a session (httpOnly cookie). An account with a second factor answers TWO_FACTOR_REQUIRED (then verifyLoginCode), a staff account asked to enrol one TWO_FACTOR_ENROLMENT_REQUIRED (then startTwoFactorEnrolment and confirmTwoFactorEnrolment); until then the session is only half signed in.',
  })
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: AppContext): Promise<User> {
    return signIn(ctx, input, true);
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    await logOut(ctx.req);
    return true;
  }
}
