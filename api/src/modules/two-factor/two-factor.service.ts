import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, WrongSecretError } from '../../shared/errors.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import type { Actor } from '../users/actor.js';
import { endSessions } from '../users/end-sessions.js';
import { verifyPassword } from '../users/password.js';
import { Role, STAFF } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { dropRecoveryCodes, newRecoveryCodes, recoveryCodesLeft, useRecoveryCode } from './recovery-codes.js';
import { setStaffTwoFactorRequired, staffTwoFactorRequired } from './staff-requirement.js';
import { newSecret, otpauthUri, qrCodeDataUrl, verifyTotp } from './totp.js';

/** What a sign-in still needs once the password is right. */
export type SignInStep = 'DONE' | 'CODE' | 'ENROL';

/** Who a second-factor change is for: the signed-in account, or one half signed in and asked to enrol. */
export interface Subject {
  userId: number;
  /** Signed in with a full session (a change then needs the password again), or only past the password. */
  signedIn: boolean;
}

/** An enrolment must be confirmed with its first code within this long. */
const ENROLMENT_TTL_MS = 10 * 60_000;
export const WRONG_CODE = 'Kodi nuk është i saktë ose është përdorur tashmë.';
const WRONG_PASSWORD = 'Fjalëkalimi nuk është i saktë.';
const NOT_ON = 'Verifikimi me dy hapa nuk është aktiv në këtë llogari.';

const isStaff = (role: Role) => STAFF.includes(role);

/**
 * A code of the account's app (each time step once: of two requests with the same code at once, the one
 * that moves the step on wins) or an unused recovery code; a WrongSecretError naming `code` otherwise,
 * also when the account has no second factor. On the caller's EntityManager (its transaction).
 */
export async function checkSecondFactor(em: EntityManager, userId: number, code: string): Promise<{ recoveryCode: boolean }> {
  const user = await em.findOne(User, { id: userId }, { populate: ['twoFactorSecret'], refresh: true });
  if (!user?.twoFactorSecret || !user.twoFactorEnabledAt) throw new WrongSecretError(WRONG_CODE, { code: WRONG_CODE });
  const lastStep = user.twoFactorLastStep == null ? null : Number(user.twoFactorLastStep);
  const step = await verifyTotp(user.twoFactorSecret, code, lastStep);
  if (step !== null && (await em.nativeUpdate(
    User, { id: userId, $or: [{ twoFactorLastStep: null }, { twoFactorLastStep: { $lt: String(step) } }] }, { twoFactorLastStep: String(step) },
  )) === 1) return { recoveryCode: false };
  if (await useRecoveryCode(em, userId, code)) return { recoveryCode: true };
  throw new WrongSecretError(WRONG_CODE, { code: WRONG_CODE });
}

/**
 * Two-factor sign-in (TOTP, RFC 6238; ADR 0025): enrolment (a secret, its otpauth URI and QR code),
 * confirmation with a first code, ten one-time recovery codes, regenerating them, turning it off, the
 * owner's reset of someone else's, and the owner's "required for staff". A change to an account's second
 * factor needs its password and a current code (a borrowed session must not lock its owner out); the
 * edges run every check of a secret through the login guard (http/rate-limit.ts), so wrong codes count
 * like wrong passwords.
 */
export class TwoFactorService {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor | null,
    /** "Required for staff" until the owner says otherwise (on in production). */
    private readonly requiredByDefault: boolean,
    private readonly currentSid?: string,
  ) {}

  /** After a right password: the code of an enrolled account; staff asked to enrol when it is required for them. */
  async nextStep(user: User): Promise<SignInStep> {
    if (user.twoFactorEnabledAt) return 'CODE';
    if (isStaff(user.role) && (await staffTwoFactorRequired(this.em, this.requiredByDefault))) return 'ENROL';
    return 'DONE';
  }

  /**
   * The second step of a sign-in, or any check of the account's second factor: a code of its app (each
   * time step once) or an unused recovery code. A wrong one is a WrongSecretError naming `code`.
   */
  checkCode(userId: number, code: string): Promise<{ recoveryCode: boolean }> {
    return checkSecondFactor(this.em, userId, code);
  }

  async status(): Promise<{ enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number; requiredForYou: boolean }> {
    const user = await this.me();
    return {
      enabled: user.twoFactorEnabled,
      enabledAt: user.twoFactorEnabledAt ?? null,
      recoveryCodesLeft: user.twoFactorEnabled ? await recoveryCodesLeft(this.em, user.id) : 0,
      requiredForYou: isStaff(user.role) && (await staffTwoFactorRequired(this.em, this.requiredByDefault)),
    };
  }

  /**
   * A new secret for the account's authenticator app, waiting for its first code. Signed in, it needs
   * the password, and, to replace a second factor already on, a current code; half signed in (asked to
   * enrol at sign-in) the password was just given.
   */
  async startEnrolment(who: Subject, proof: { password?: string | null; code?: string | null }) {
    const user = await this.subject(who);
    if (who.signedIn) await this.assertPassword(user, proof.password);
    if (user.twoFactorEnabled) {
      if (!who.signedIn) throw new ForbiddenError();
      await this.checkCode(user.id, proof.code ?? '');
    }
    const secret = newSecret();
    user.twoFactorPendingSecret = secret;
    user.twoFactorPendingAt = new Date();
    await this.em.flush();
    const uri = otpauthUri(secret, user.username);
    return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri), expiresAt: new Date(user.twoFactorPendingAt.getTime() + ENROLMENT_TTL_MS) };
  }

  /**
   * The first code of the app confirms the enrolment: the second factor is on (or replaced), ten new
   * recovery codes (shown once), and every other session of the account ends (they began without it).
   */
  confirmEnrolment(who: Subject, code: string): Promise<{ recoveryCodes: string[]; user: User }> {
    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: who.userId }, { populate: ['twoFactorPendingSecret'], refresh: true });
      if (!user) throw new UnauthenticatedError();
      const pending = user.twoFactorPendingSecret;
      if (!pending || !user.twoFactorPendingAt || Date.now() - user.twoFactorPendingAt.getTime() > ENROLMENT_TTL_MS) {
        const text = 'Lidhja me aplikacionin skadoi ose nuk ka filluar: filloni përsëri.';
        throw new ConflictError(text, { code: text }, undefined, { code: { code: 'TWO_FACTOR_ENROLMENT_EXPIRED' } });
      }
      const step = await verifyTotp(pending, code);
      if (step === null) throw new WrongSecretError(WRONG_CODE, { code: WRONG_CODE });
      const before = user.twoFactorEnabled;
      Object.assign(user, { twoFactorSecret: pending, twoFactorEnabledAt: new Date(), twoFactorLastStep: String(step), twoFactorPendingSecret: null, twoFactorPendingAt: null });
      await em.flush();
      const recoveryCodes = await newRecoveryCodes(em, user.id);
      await endSessions(em, user.id, this.currentSid);
      this.log(em, user, before ? 'replaced' : 'on');
      return { recoveryCodes, user };
    });
  }

  /** Ten new recovery codes (the old ones stop working), with the password and a current code. */
  regenerateRecoveryCodes(proof: { password: string; code: string }): Promise<string[]> {
    return this.em.transactional(async (em) => {
      const user = await this.proven(em, proof);
      const codes = await newRecoveryCodes(em, user.id);
      this.log(em, user, 'new recovery codes');
      return codes;
    });
  }

  /** Off, with the password and a code (a recovery code will do); not for staff while the owner requires it. */
  disable(proof: { password: string; code: string }): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const user = await this.proven(em, proof);
      if (isStaff(user.role) && (await staffTwoFactorRequired(em, this.requiredByDefault))) {
        const text = 'Për stafin verifikimi me dy hapa është i detyrueshëm: mund ta lidhni me një aplikacion tjetër, jo ta çaktivizoni.';
        throw new ConflictError(text, { code: text }, undefined, { code: { code: 'TWO_FACTOR_REQUIRED_FOR_STAFF' } });
      }
      await this.clear(em, user);
      this.log(em, user, 'off');
      return true;
    });
  }

  /**
   * The owner turns off someone's second factor (a lost phone and no recovery code): their sessions
   * end, and a staff account is asked to enrol again at its next sign-in when that is required.
   */
  reset(userId: number): Promise<User> {
    const actor = this.owner();
    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: userId });
      if (!user) throw new NotFoundError('Përdoruesi');
      if (user.id === actor.id) throw new ForbiddenError('Verifikimin tuaj e ndryshoni te profili juaj, me fjalëkalimin dhe një kod.');
      const was = user.twoFactorEnabled;
      await this.clear(em, user);
      await endSessions(em, user.id);
      audit(em, actor, LogAction.EDIT, LogKind.USER, user.id, { subject: user.username, changes: [{ field: 'twoFactor', from: was ? 'on' : 'off', to: 'reset' }] });
      return user;
    });
  }

  async settings(): Promise<{ staffTwoFactorRequired: boolean }> {
    this.owner();
    return { staffTwoFactorRequired: await staffTwoFactorRequired(this.em, this.requiredByDefault) };
  }

  setStaffRequired(required: boolean): Promise<{ staffTwoFactorRequired: boolean }> {
    const actor = this.owner();
    return this.em.transactional(async (em) => {
      const before = await staffTwoFactorRequired(em, this.requiredByDefault);
      await setStaffTwoFactorRequired(em, required);
      if (before !== required) {
        audit(em, actor, LogAction.EDIT, LogKind.USER, null, { subject: 'staffTwoFactorRequired', changes: [{ field: 'staffTwoFactorRequired', from: String(before), to: String(required) }] });
      }
      return { staffTwoFactorRequired: required };
    });
  }

  private async me(): Promise<User> {
    if (!this.actor) throw new UnauthenticatedError();
    return this.subject({ userId: this.actor.id, signedIn: true });
  }

  private async subject(who: Subject): Promise<User> {
    const user = await this.em.findOne(User, { id: who.userId }, { populate: ['passwordHash'] });
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  private owner(): Actor {
    if (!this.actor) throw new UnauthenticatedError();
    if (this.actor.role !== Role.OWNER) throw new ForbiddenError();
    return this.actor;
  }

  /** The signed-in account with its password and a current code checked; its second factor must be on. */
  private async proven(em: EntityManager, proof: { password: string; code: string }): Promise<User> {
    if (!this.actor) throw new UnauthenticatedError();
    const user = await em.findOneOrFail(User, { id: this.actor.id }, { populate: ['passwordHash'] });
    await this.assertPassword(user, proof.password);
    if (!user.twoFactorEnabled) throw new ConflictError(NOT_ON, undefined, undefined, { code: { code: 'TWO_FACTOR_NOT_ENABLED' } });
    await checkSecondFactor(em, user.id, proof.code);
    return user;
  }

  private async assertPassword(user: User, password: string | null | undefined): Promise<void> {
    if (!password || !(await verifyPassword(password, user.passwordHash))) throw new WrongSecretError(WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }

  private async clear(em: EntityManager, user: User): Promise<void> {
    Object.assign(user, { twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, twoFactorPendingSecret: null, twoFactorPendingAt: null });
    await em.flush();
    await dropRecoveryCodes(em, user.id);
  }

  /** Staff's changes to their own second factor go to the activity log like their other actions (enrolling at sign-in too). */
  private log(em: EntityManager, user: User, to: string): void {
    if (!isStaff(user.role)) return;
    const actor = this.actor ?? { id: user.id, username: user.username, role: user.role };
    audit(em, actor, LogAction.EDIT, LogKind.USER, user.id, { subject: user.username, changes: [{ field: 'twoFactor', to }] });
  }
}
