import type { User } from '../modules/users/user.entity.js';
import type { LoginInput } from '../modules/users/user.inputs.js';
import { SecondStepError, UnauthenticatedError } from '../shared/errors.js';
import type { AppContext } from './context.js';
import { limitLogin } from './rate-limit.js';
import { beginPendingSignIn, logIn, pendingSignIn } from './session.js';

/**
 * Signing in, for both edges (issue 41). The password, and the code when the account has a second
 * factor and the request brings one, are checked in ONE attempt of the login guard: a right password
 * alone on such an account is no success (it clears no failure), so knowing the password does not
 * reset the count of wrong codes. When a second step is needed and `halfSession` allows it (the site),
 * the session is half signed in (http/session.ts) and the answer is a SecondStepError naming the step;
 * the legacy REST login, which cannot take a second step, answers that error and starts nothing.
 */
export async function signIn(ctx: AppContext, input: LoginInput, halfSession: boolean): Promise<User> {
  try {
    const user = await limitLogin(ctx, input.username, async () => {
      const found = await ctx.services.users.authenticate(input);
      const step = await ctx.services.twoFactor.nextStep(found);
      if (step === 'CODE' && input.code) await ctx.services.twoFactor.checkCode(found.id, input.code);
      else if (step !== 'DONE') throw new SecondStepError(step, found.id);
      return found;
    });
    await logIn(ctx.req, user.id);
    return user;
  } catch (e) {
    if (e instanceof SecondStepError && halfSession) await beginPendingSignIn(ctx.req, e.userId, e.step);
    throw e;
  }
}

/** The second step: the code of the account the session is half signed in for. */
export async function signInWithCode(ctx: AppContext, code: string): Promise<User> {
  const pending = pendingSignIn(ctx.req);
  const user = pending?.step === 'CODE' ? await ctx.services.users.findById(pending.userId) : null;
  if (!user) throw new UnauthenticatedError(EXPIRED);
  await limitLogin(ctx, user.username, () => ctx.services.twoFactor.checkCode(user.id, code));
  await logIn(ctx.req, user.id);
  return user;
}

export const EXPIRED = 'Hyrja nuk ka filluar ose ka skaduar: shkruani përsëri emrin e përdoruesit dhe fjalëkalimin.';

/**
 * Whose second factor an enrolment is for: the signed-in account, or one half signed in and asked to
 * enrol (staff, when the owner requires it); anyone else is not signed in.
 */
export async function enrolmentSubject(ctx: AppContext): Promise<{ userId: number; signedIn: boolean; username: string }> {
  if (ctx.user) return { userId: ctx.user.id, signedIn: true, username: ctx.user.username };
  const pending = pendingSignIn(ctx.req);
  const user = pending?.step === 'ENROL' ? await ctx.services.users.findById(pending.userId) : null;
  if (!user) throw new UnauthenticatedError(EXPIRED);
  return { userId: user.id, signedIn: false, username: user.username };
}
