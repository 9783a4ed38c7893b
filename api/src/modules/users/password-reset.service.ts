import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../shared/errors.js';
import { escapeLike } from '../../shared/like.js';
import { enqueueMail } from '../mail/outbox.js';
import { mailLang, passwordChangedMail, passwordResetMail } from './account-mails.js';
import { endSessions } from './end-sessions.js';
import { hashPassword } from './password.js';
import { assertNewPassword } from './password-rule.js';
import type { PasswordResetInput, PasswordResetRequestInput } from './password-reset.inputs.js';
import { PasswordReset } from './password-reset.entity.js';
import { Role } from './role.js';
import { User } from './user.entity.js';

/** How long a mailed link works. */
export const RESET_TTL_MINUTES = 60;
/** Reset mails one account gets per hour, whoever asks: nobody can flood a customer's inbox. */
export const RESET_MAILS_PER_HOUR = 3;
/** The web page the link opens (web/src/app/route-paths.ts); the token rides in the fragment. */
export const RESET_PAGE = '/rivendos-fjalekalimin';
export const INVALID_RESET_LINK =
  'Kjo lidhje për rivendosjen e fjalëkalimit nuk vlen më: ka skaduar, është përdorur ose është zëvendësuar nga një më e re. Kërkoni një lidhje të re.';

const HOUR_MS = 60 * 60 * 1000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Password reset by e-mail. The link carries 32 random bytes; only their SHA-256 is stored (a fast
 * hash is enough for a random secret of that size, unlike a password). A link works once, for
 * RESET_TTL_MINUTES, and only the newest one of an account works. Asking never says whether an
 * account has the address: the answer is the same, and the mail goes through the outbox, so no SMTP
 * delay tells either. Both mutations share one per-IP rate limit (http/rate-limit.ts).
 */
export class PasswordResetService {
  constructor(private readonly em: EntityManager, private readonly publicUrl: string) {}

  async request(input: PasswordResetRequestInput): Promise<void> {
    const email = input.email.trim();
    await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { email: { $ilike: escapeLike(email) } });
      if (!user) return;
      const now = new Date();
      const recent = await em.count(PasswordReset, { user, createdAt: { $gt: new Date(now.getTime() - HOUR_MS) } });
      if (recent >= RESET_MAILS_PER_HOUR) return;
      // Only the newest link works: an older mail lying in an inbox stops being a way in.
      await em.nativeUpdate(PasswordReset, { user, usedAt: null, expiresAt: { $gt: now } }, { expiresAt: now });
      const token = randomBytes(32).toString('base64url');
      em.create(PasswordReset, { user, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000) });
      const link = `${this.publicUrl}${RESET_PAGE}#token=${token}`;
      // Staff read no reset link in the outbox, whoever's (mail/outbox.ts); the kind tells them whose it was.
      const kind = user.role === Role.USER ? 'password-reset' : 'password-reset-staff';
      enqueueMail(em, kind, user.email, passwordResetMail(mailLang(user.language), user.firstName, link, RESET_TTL_MINUTES));
    });
  }

  /** Sets the new password (issue 15's rule), uses up the link and ends every session of the account. */
  async reset(input: PasswordResetInput): Promise<void> {
    await this.em.transactional(async (em) => {
      // FOR UPDATE: two requests racing with the same link queue here, and the second finds it used.
      const reset = await em.findOne(
        PasswordReset,
        { tokenHash: sha256(input.token), usedAt: null, expiresAt: { $gt: new Date() } },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!reset) {
        throw new InvalidInputError({ token: INVALID_RESET_LINK }, INVALID_RESET_LINK, { token: 'resetLink' }, { token: { code: 'RESET_LINK_INVALID' } });
      }
      const user = await em.findOneOrFail(User, { id: reset.user.id }, { populate: ['passwordHash'] });
      // A refused password leaves the link unused (the transaction rolls back): the customer tries another.
      assertNewPassword(input.newPassword, user.role, 'newPassword');
      user.passwordHash = await hashPassword(input.newPassword);
      reset.usedAt = new Date();
      await em.flush();
      await em.nativeUpdate(PasswordReset, { user: user.id, usedAt: null }, { usedAt: reset.usedAt });
      await endSessions(em, user.id);
      enqueueMail(em, 'password-changed', user.email, passwordChangedMail(mailLang(user.language), user.firstName));
    });
  }
}
