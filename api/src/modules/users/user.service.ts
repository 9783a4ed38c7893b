import type { EntityManager } from '@mikro-orm/postgresql';
import { uniqueOr409, type UniqueFields } from '../../shared/db-errors.js';
import { ConflictError, UnauthenticatedError } from '../../shared/errors.js';
import { escapeLike } from '../../shared/like.js';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password.js';
import { assertNewPassword } from './password-rule.js';
import { PROFILE_SQL, userOfProfile, type ProfileRow } from './profile.js';
import { Role } from './role.js';
import { User } from './user.entity.js';
import type { LoginInput, RegisterInput } from './user.inputs.js';

export const DUPLICATE_USERNAME = 'Ky username është i zënë.';
export const DUPLICATE_EMAIL = 'Ky email është i regjistruar tashmë.';
const UNIQUE: UniqueFields = {
  users_username_lower_unique: ['username', DUPLICATE_USERNAME],
  users_email_lower_unique: ['email', DUPLICATE_EMAIL],
};


export class UserService {
  /**
   * `known`: the signed-in account's row as read with the session, when this request cannot have
   * changed it since (http/context.ts); `me` is then answered without a statement of its own.
   */
  constructor(private readonly em: EntityManager, private readonly known: () => ProfileRow | undefined = () => undefined) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /**
   * The account as `me` shows it, read for display only: its exposed columns in one statement, as a
   * User the ORM does not manage. Every signed-in page asks for it, and the ORM's find (building the
   * query, hydrating into the identity map) cost more than the rest of such a request.
   */
  async profile(id: number): Promise<User | null> {
    const known = this.known();
    if (known?.id === id) return userOfProfile(known);
    const [row] = await this.em.execute<ProfileRow[]>(PROFILE_SQL, [id]);
    return row ? userOfProfile(row) : null;
  }

  /** Registered clients (role user): the dashboard's "Janë regjistruar rreth: N klient.". */
  countClients(): Promise<number> {
    return this.em.count(User, { role: Role.USER });
  }

  register(input: RegisterInput, role: Role = Role.USER): Promise<User> {
    return registerUser(this.em, input, role);
  }

  /**
   * The account named by its username or its e-mail (issue 42: people remember their address better).
   * A username never holds "@" (username.ts), so a name with one is read as an e-mail; an imported
   * legacy username that does is still found as a username, first. Same message for an unknown name
   * and a wrong password: no account enumeration.
   */
  async authenticate(input: LoginInput): Promise<User> {
    const name = escapeLike(input.username.trim());
    const byName = name.includes('@') ? { $or: [{ username: { $ilike: name } }, { email: { $ilike: name } }] } : { username: { $ilike: name } };
    // An account erased on request (anonymised, issue 41) signs in no more, whatever its row holds.
    const found = await this.em.find(
      User,
      { ...byName, anonymisedAt: null },
      { populate: ['passwordHash'], limit: 2 },
    );
    const user = found.find((u) => u.username.toLowerCase() === input.username.trim().toLowerCase()) ?? found[0];
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok) throw new UnauthenticatedError('Username ose password i gabuar.');
    // A partner of a deactivated agency (issue 47) signs in no more; said only after the right password.
    if (user.partnerAgencyId != null && !(await agencyActive(this.em, user.partnerAgencyId))) {
      throw new UnauthenticatedError('Agjencia juaj partnere është çaktivizuar: kontaktoni Bani Travel.');
    }
    if (needsRehash(user.passwordHash)) {
      // An imported legacy hash: the password just proved right is stored in our scheme from now on.
      user.passwordHash = await hashPassword(input.password);
      await this.em.flush();
    }
    return user;
  }
}

/**
 * Creates an account on the given EntityManager, so a caller's transaction (staff creating a user and
 * logging it) covers it too.
 */
/** `extra`: columns set with the row (a partner's agency: the table checks role and agency together). */
export async function registerUser(em: EntityManager, input: RegisterInput, role: Role, extra: Pick<Partial<User>, 'partnerAgencyId'> = {}): Promise<User> {
  assertNewPassword(input.password, role);
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  await assertUniqueUser(em, username, email);
  const user = em.create(User, {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    number: input.number.trim(),
    email,
    username,
    passwordHash: await hashPassword(input.password),
    role,
    createdAt: new Date(),
    ...extra,
  });
  // Two registrations racing past assertUniqueUser: the unique indexes decide.
  await uniqueOr409(UNIQUE, () => em.persistAndFlush(user));
  return user;
}

async function agencyActive(em: EntityManager, id: number): Promise<boolean> {
  const [row] = await em.execute<{ active: boolean }[]>('select active from partner_agencies where id = ?', [id]);
  return row?.active === true;
}

/** Usernames and e-mails are unique regardless of case; a clash is a 409 naming each field that clashes. */
export async function assertUniqueUser(em: EntityManager, username: string, email: string, exceptId?: number): Promise<void> {
  const clash = await em.find(User, {
    $or: [{ username: { $ilike: escapeLike(username) } }, { email: { $ilike: escapeLike(email) } }],
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (!clash.length) return;
  const fields: Record<string, string> = {};
  if (clash.some((u) => u.username.toLowerCase() === username.toLowerCase())) fields.username = DUPLICATE_USERNAME;
  if (clash.some((u) => u.email.toLowerCase() === email.toLowerCase())) fields.email = DUPLICATE_EMAIL;
  throw new ConflictError(Object.values(fields).join(' '), fields, Object.fromEntries(Object.keys(fields).map((f) => [f, 'unique'])));
}
