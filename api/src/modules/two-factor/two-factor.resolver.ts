import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { limitLogin } from '../../http/rate-limit.js';
import { logIn, pendingSignIn } from '../../http/session.js';
import { enrolmentSubject, signInWithCode } from '../../http/sign-in.js';
import { Role } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { TwoFactorCodeInput, TwoFactorProofInput, TwoFactorStartInput } from './two-factor.inputs.js';
import { PendingSignIn, SecuritySettings, SignInStepName, TwoFactorActivation, TwoFactorEnrolment, TwoFactorStatus } from './two-factor.types.js';

/**
 * Two-factor sign-in (ADR 0025). Every mutation that checks a password or a code runs it through the
 * login guard of the account, so wrong codes count like wrong passwords. Starting and confirming an
 * enrolment are open to a session half signed in and asked to enrol (no @Auth: the service checks).
 */
@Resolver()
export class TwoFactorResolver {
  @Query(() => PendingSignIn, { nullable: true, description: 'The sign-in this browser is half way through (password given, second step due), or null.' })
  async pendingSignIn(@Ctx() ctx: AppContext): Promise<PendingSignIn | null> {
    const pending = pendingSignIn(ctx.req);
    const user = pending ? await ctx.services.users.findById(pending.userId) : null;
    return pending && user ? { step: pending.step as SignInStepName, username: user.username, expiresAt: new Date(pending.expiresAt) } : null;
  }

  @Mutation(() => User, { description: 'The second step of a sign-in: a code of the app (or a recovery code). Wrong codes count like wrong passwords.' })
  verifyLoginCode(@Arg('input', () => TwoFactorCodeInput) input: TwoFactorCodeInput, @Ctx() ctx: AppContext): Promise<User> {
    return signInWithCode(ctx, input.code);
  }

  @Auth() @Query(() => TwoFactorStatus)
  myTwoFactor(@Ctx() ctx: AppContext) {
    return ctx.services.twoFactor.status();
  }

  @Mutation(() => TwoFactorEnrolment, { description: 'A new secret for an authenticator app (QR code, URI, text). Signed in: needs password (and code, to replace one that is on); half signed in and asked to enrol: nothing more.' })
  async startTwoFactorEnrolment(@Arg('input', () => TwoFactorStartInput) input: TwoFactorStartInput, @Ctx() ctx: AppContext): Promise<TwoFactorEnrolment> {
    const who = await enrolmentSubject(ctx);
    if (!who.signedIn) return ctx.services.twoFactor.startEnrolment(who, {});
    return limitLogin(ctx, who.username, () => ctx.services.twoFactor.startEnrolment(who, input));
  }

  @Mutation(() => TwoFactorActivation, { description: 'The first code of the app turns the second factor on; ten recovery codes, shown once; other sessions end. Half signed in, it also completes the sign-in.' })
  async confirmTwoFactorEnrolment(@Arg('input', () => TwoFactorCodeInput) input: TwoFactorCodeInput, @Ctx() ctx: AppContext): Promise<TwoFactorActivation> {
    const who = await enrolmentSubject(ctx);
    const done = await limitLogin(ctx, who.username, () => ctx.services.twoFactor.confirmEnrolment(who, input.code));
    if (!who.signedIn) await logIn(ctx.req, who.userId);
    return done;
  }

  @Auth() @Mutation(() => [String], { description: 'Ten new recovery codes (the old ones stop working): password and a current code.' })
  regenerateRecoveryCodes(@Arg('input', () => TwoFactorProofInput) input: TwoFactorProofInput, @Ctx() ctx: AppContext): Promise<string[]> {
    return limitLogin(ctx, ctx.user!.username, () => ctx.services.twoFactor.regenerateRecoveryCodes(input));
  }

  @Auth() @Mutation(() => TwoFactorStatus, { description: 'Turns the second factor off: password and a code (a recovery code will do). Not for staff while the owner requires it.' })
  async disableTwoFactor(@Arg('input', () => TwoFactorProofInput) input: TwoFactorProofInput, @Ctx() ctx: AppContext) {
    await limitLogin(ctx, ctx.user!.username, () => ctx.services.twoFactor.disable(input));
    return ctx.services.twoFactor.status();
  }

  @Auth(Role.OWNER) @Mutation(() => User, { description: "Turns off another account's second factor (a lost phone): its sessions end; activity-logged." })
  resetTwoFactor(@Arg('userId', () => Int) userId: number, @Ctx() ctx: AppContext): Promise<User> {
    return ctx.services.twoFactor.reset(userId);
  }

  @Auth(Role.OWNER) @Query(() => SecuritySettings)
  securitySettings(@Ctx() ctx: AppContext) {
    return ctx.services.twoFactor.settings();
  }

  @Auth(Role.OWNER) @Mutation(() => SecuritySettings, { description: 'Whether staff sign in with a second factor (on by default in production); activity-logged.' })
  setStaffTwoFactorRequired(@Arg('required', () => Boolean) required: boolean, @Ctx() ctx: AppContext) {
    return ctx.services.twoFactor.setStaffRequired(required);
  }
}
