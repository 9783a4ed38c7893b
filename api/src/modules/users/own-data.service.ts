import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, NotFoundError, WrongSecretError } from '../../shared/errors.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { checkSecondFactor } from '../two-factor/two-factor.service.js';
import { signedIn, type Actor } from './actor.js';
import { exportOf } from './data-export.js';
import { endSessions } from './end-sessions.js';
import { eraseAccount, type ErasureResult } from './erasure.js';
import { verifyPassword } from './password.js';
import { Role } from './role.js';
import { endSessionById, sessionsOf, type SessionView } from './sessions.js';
import { User } from './user.entity.js';

const WRONG_PASSWORD = 'Fjalëkalimi nuk është i saktë.';

/**
 * A person's own data (issue 41): the sessions signed in (and signing out of them), "download my
 * data", "delete my account"; and staff doing the last two on a customer's request, activity-logged.
 */
export class OwnDataService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly currentSid?: string) {}

  sessions(): Promise<SessionView[]> {
    return sessionsOf(this.em, signedIn(this.actor).id, this.currentSid);
  }

  /** Every session of the account but this one ends: how many did. */
  async signOutOthers(): Promise<number> {
    const me = signedIn(this.actor);
    const others = (await sessionsOf(this.em, me.id, this.currentSid)).filter((s) => !s.current).length;
    await endSessions(this.em, me.id, this.currentSid);
    return others;
  }

  signOut(id: string): Promise<void> {
    return endSessionById(this.em, signedIn(this.actor).id, id);
  }

  /** "Download my data": the JSON document of data-export.ts. */
  async mine(): Promise<string> {
    const user = await this.em.findOneOrFail(User, { id: signedIn(this.actor).id });
    return JSON.stringify(await exportOf(this.em, user), null, 2);
  }

  /** The same document of a customer, for staff answering the customer's request; logged. */
  customer(userId: number): Promise<string> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const user = await this.customerAccount(em, userId);
      audit(em, actor, LogAction.EDIT, LogKind.USER, user.id, { subject: user.username, changes: [{ field: 'personalData', to: 'exported' }] });
      return JSON.stringify(await exportOf(em, user), null, 2);
    });
  }

  /**
   * "Delete my account" (customers; staff accounts are removed by the owner): with the password, and a
   * code when the account has a second factor. Erased (erasure.ts); every session ends, this one too.
   */
  deleteMine(proof: { password: string; code?: string | null }): Promise<{ result: ErasureResult; bookingsKept: number }> {
    const me = signedIn(this.actor);
    if (me.role !== Role.USER) throw new ForbiddenError('Llogaritë e stafit i heq owner-i.');
    return this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: me.id }, { populate: ['passwordHash'] });
      if (!(await verifyPassword(proof.password, user.passwordHash))) throw new WrongSecretError(WRONG_PASSWORD, { password: WRONG_PASSWORD });
      if (user.twoFactorEnabled) await checkSecondFactor(em, user.id, proof.code ?? '');
      return eraseAccount(em, user);
    });
  }

  /** Staff erasing a customer's account on the customer's request; logged. */
  eraseCustomer(userId: number): Promise<{ result: ErasureResult; bookingsKept: number }> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const user = await this.customerAccount(em, userId);
      const username = user.username;
      const done = await eraseAccount(em, user);
      audit(em, actor, done.result === 'DELETED' ? LogAction.DELETE : LogAction.EDIT, LogKind.USER, userId, {
        subject: username, changes: done.result === 'DELETED' ? [] : [{ field: 'account', from: username, to: 'anonymised' }],
      });
      return done;
    });
  }

  /** A customer's account (staff act for customers only; an erased one is no more). */
  private async customerAccount(em: EntityManager, userId: number): Promise<User> {
    const user = await em.findOne(User, { id: userId, anonymisedAt: null });
    if (!user) throw new NotFoundError('Përdoruesi');
    if (user.role !== Role.USER) throw new ForbiddenError('Këtu trajtohen vetëm llogaritë e klientëve.');
    return user;
  }
}
