import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../http/context.js';
import { PasswordResetInput, PasswordResetRequestInput } from './password-reset.inputs.js';

/** Both mutations are rate limited per IP as one action, `passwordReset` (http/rate-limit.ts). */
@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description: 'Mails a one-time password reset link if an account has this e-mail. Always true: it never tells whether one does.',
  })
  async requestPasswordReset(@Arg('input', () => PasswordResetRequestInput) input: PasswordResetRequestInput, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.passwordResets.request(input);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with a mailed token (once, before it expires); every session of the account ends.' })
  async resetPassword(@Arg('input', () => PasswordResetInput) input: PasswordResetInput, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.passwordResets.reset(input);
    return true;
  }
}
