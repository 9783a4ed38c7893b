import type { EntityManager } from '@mikro-orm/postgresql';
import { signedIn, type Actor } from './actor.js';
import { applyPatch, findOr404 } from '../../shared/entity-helpers.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, WrongSecretError } from '../../shared/errors.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { orderByOf } from '../../shared/sorting.js';
import { audit, describeChanges, describeValues, LogAction, LogKind } from '../logs/audit.js';
import { enqueueMail } from '../mail/outbox.js';
import { emailChangedMail, mailLang, passwordChangedMail } from './account-mails.js';
import { endSessions } from './end-sessions.js';
import { hashPassword, verifyPassword } from './password.js';
import { endResetLinks } from './password-reset.service.js';
import { assertNewPassword } from './password-rule.js';
import { Role } from './role.js';
import { User } from './user.entity.js';
import type { RegisterInput } from './user.inputs.js';
import type { PasswordChangeInput, ProfileInput, UserOrder, UserSort, UserUpdateInput } from './user-admin.inputs.js';
import { assertUniqueUser, registerUser } from './user.service.js';
import { assertNewUsername } from './username.js';

const WHAT = 'Përdoruesi';

/** Sort columns; roles sort by rank (owner, admin, user), not alphabetically. */
const USER_COLUMNS: Record<UserSort, string> = {
  id: 'id',
  username: 'f_fold(username)',
  name: "f_fold(first_name || ' ' || last_name)",
  email: 'email',
  role: "case role when 'owner' then 0 when 'admin' then 1 else 2 end",
  created: 'created_at',
};
const PARTNER_ROLE = 'Llogaritë e agjencive partnere shtohen te faqja "Agjencitë partnere" dhe nuk ndryshojnë rol.';
export const LAST_OWNER = 'Duhet të mbetet të paktën një owner.';
const WRONG_PASSWORD = 'Fjalëkalimi aktual nuk është i saktë.';

/**
 * Staff management of accounts. The rule table: an owner may do everything; an admin manages
 * accounts with role USER only and never changes a role; nobody deletes or demotes themselves or the
 * last owner. A role change or deletion ends the target's sessions in the same transaction.
 */
export class UserAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor | null,
    private readonly currentSid?: string,
  ) {}

  list(order: UserOrder, page: PageInput): Promise<PageOf<User>> {
    return findPage(this.em, User, {}, orderByOf<User, UserSort>(USER_COLUMNS, order), page);
  }

  all(): Promise<User[]> {
    return this.em.find(User, {}, { orderBy: { id: 'asc' } });
  }

  async create(input: RegisterInput, role: Role = Role.USER): Promise<User> {
    const actor = signedIn(this.actor);
    if (role !== Role.USER && actor.role !== Role.OWNER) throw new ForbiddenError('Vetëm owner mund të krijojë staf.');
    if (role === Role.PARTNER) throw new InvalidInputError({ role: PARTNER_ROLE });
    return this.em.transactional(async (em) => {
      const user = await registerUser(em, input, role);
      audit(em, actor, LogAction.ADD, LogKind.USER, user.id, { subject: user.username, changes: describeValues({ role: user.role }) });
      return user;
    });
  }

  async update(id: number, input: UserUpdateInput): Promise<User> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const user = await findOr404(em, User, id, WHAT);
      this.assertMayManage(actor, user);
      const roleChanges = input.role !== undefined && input.role !== user.role;
      if (roleChanges) {
        if (actor.role !== Role.OWNER) throw new ForbiddenError('Vetëm owner mund të ndryshojë rolet.');
        if (user.id === actor.id) throw new ForbiddenError('Nuk mund të ndryshoni rolin tuaj.');
        // A partner belongs to its agency (issue 47): made on the partner agencies page, never by a role change.
        if (input.role === Role.PARTNER || user.role === Role.PARTNER) throw new InvalidInputError({ role: PARTNER_ROLE });
      }
      if (roleChanges && user.role === Role.OWNER) await this.assertNotLastOwner(em, actor);
      const patch = { ...input, email: input.email?.trim().toLowerCase(), username: input.username?.trim() };
      if (patch.username !== undefined && patch.username !== user.username) assertNewUsername(patch.username);
      if (patch.email || patch.username) await assertUniqueUser(em, patch.username ?? user.username, patch.email ?? user.email, id);
      const emailChanges = patch.email !== undefined && patch.email !== user.email.toLowerCase();
      const before = applyPatch(user, patch);
      await em.flush();
      if (roleChanges) await endSessions(em, user.id);
      if (emailChanges) await endResetLinks(em, user.id);
      audit(em, actor, LogAction.EDIT, LogKind.USER, id, { subject: user.username, changes: describeChanges(before, patch) });
      return user;
    });
  }

  async delete(id: number): Promise<boolean> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const user = await findOr404(em, User, id, WHAT);
      if (user.id === actor.id) throw new ForbiddenError('Nuk mund të fshini llogarinë tuaj.');
      this.assertMayManage(actor, user);
      if (user.role === Role.OWNER) await this.assertNotLastOwner(em, actor);
      em.remove(user);
      await em.flush();
      await endSessions(em, id);
      audit(em, actor, LogAction.DELETE, LogKind.USER, id, { subject: user.username });
      return true;
    });
  }

  /**
   * A new e-mail address needs the current password: the address is where password resets go, so a
   * borrowed session must not be able to redirect them. The old address is told of the change.
   */
  async updateProfile(input: ProfileInput): Promise<User> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const { currentPassword, ...fields } = input;
      const user = await em.findOne(User, { id: actor.id }, { populate: ['passwordHash'] });
      if (!user) throw new NotFoundError(WHAT);
      // Trimmed as registration stores them.
      const patch = {
        ...fields, firstName: fields.firstName?.trim(), lastName: fields.lastName?.trim(), number: fields.number?.trim(),
        email: fields.email?.trim().toLowerCase(),
      };
      const oldEmail = user.email;
      const emailChanges = patch.email !== undefined && patch.email !== oldEmail.toLowerCase();
      if (emailChanges) {
        if (!currentPassword || !(await verifyPassword(currentPassword, user.passwordHash))) {
          throw new WrongSecretError(WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
        }
        await assertUniqueUser(em, user.username, patch.email!, user.id);
      } else {
        delete patch.email;
      }
      applyPatch(user, patch);
      await em.flush();
      if (emailChanges) await endResetLinks(em, user.id);
      if (emailChanges) enqueueMail(em, 'email-changed', oldEmail, emailChangedMail(mailLang(user.language), user.firstName, user.email));
      return user;
    });
  }

  /** Needs the old password; every other session of the user ends. */
  async changePassword(input: PasswordChangeInput): Promise<boolean> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: actor.id }, { populate: ['passwordHash'] });
      if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw new WrongSecretError('Fjalëkalimi i vjetër nuk është i saktë.', { oldPassword: 'Fjalëkalimi i vjetër nuk është i saktë.' });
      }
      assertNewPassword(input.newPassword, user.role, 'newPassword');
      user.passwordHash = await hashPassword(input.newPassword);
      await em.flush();
      await endSessions(em, user.id, this.currentSid);
      await endResetLinks(em, user.id);
      enqueueMail(em, 'password-changed', user.email, passwordChangedMail(mailLang(user.language), user.firstName));
      return true;
    });
  }

  private assertMayManage(actor: Actor, target: User): void {
    if (actor.role === Role.OWNER) return;
    if (actor.role === Role.ADMIN && target.role === Role.USER) return;
    throw new ForbiddenError('Një admin menaxhon vetëm llogari me rol user.');
  }

  /**
   * Locks every owner row before counting: a second owner removing the first at the same moment waits
   * here until the first commits, then counts the owners that are left (counting without the lock let
   * two owners remove each other). Rows are locked in id order, so two callers cannot deadlock. An actor
   * who stopped being an owner in the meantime no longer acts as one.
   */
  private async assertNotLastOwner(em: EntityManager, actor: Actor): Promise<void> {
    const owners = await em.execute<{ id: number }[]>('select id from users where role = ? order by id for update', [Role.OWNER]);
    if (!owners.some((o) => o.id === actor.id)) throw new ForbiddenError('Nuk jeni më owner.');
    if (owners.length <= 1) throw new ConflictError(LAST_OWNER);
  }
}
