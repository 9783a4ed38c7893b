import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, UnauthenticatedError } from '../../shared/errors.js';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password.js';
import { Role } from './role.js';
import { User } from './user.entity.js';
import type { LoginInput, RegisterInput } from './user.inputs.js';

export const DUPLICATE_USERNAME = 'Ky username është i zënë.';
export const DUPLICATE_EMAIL = 'Ky email është i regjistruar tashmë.';

export class UserService {
  constructor(private readonly em: EntityManager) {}

  /** The same service on another EntityManager (e.g. inside a caller's transaction). */
  withEm(em: EntityManager): UserService {
    return new UserService(em);
  }

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** Registered clients (role user): the dashboard's "Janë regjistruar rreth: N klient.". */
  countClients(): Promise<number> {
    return this.em.count(User, { role: Role.USER });
  }

  async register(input: RegisterInput, role: Role = Role.USER): Promise<User> {
    const email = input.email.trim().toLowerCase();
    const username = input.username.trim();
    await this.assertUnique(username, email);
    const user = this.em.create(User, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      number: input.number.trim(),
      email,
      username,
      passwordHash: await hashPassword(input.password),
      role,
      createdAt: new Date(),
    });
    try {
      await this.em.persistAndFlush(user);
    } catch (e) {
      // Two registrations racing past assertUnique: the unique indexes decide.
      if (e instanceof UniqueConstraintViolationException) {
        const onEmail = /email/.test(e.message);
        throw new ConflictError(onEmail ? DUPLICATE_EMAIL : DUPLICATE_USERNAME, {
          [onEmail ? 'email' : 'username']: onEmail ? DUPLICATE_EMAIL : DUPLICATE_USERNAME,
        });
      }
      throw e;
    }
    return user;
  }

  /** Same message for an unknown username and a wrong password: no account enumeration. */
  async authenticate(input: LoginInput): Promise<User> {
    const user = await this.em.findOne(
      User,
      { username: { $ilike: escapeLike(input.username.trim()) } },
      { populate: ['passwordHash'] },
    );
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok) throw new UnauthenticatedError('Username ose password i gabuar.');
    if (needsRehash(user.passwordHash)) {
      // An imported legacy hash: the password just proved right is stored in our scheme from now on.
      user.passwordHash = await hashPassword(input.password);
      await this.em.flush();
    }
    return user;
  }

  async assertUnique(username: string, email: string, exceptId?: number): Promise<void> {
    const clash = await this.em.find(User, {
      $or: [{ username: { $ilike: escapeLike(username) } }, { email: { $ilike: escapeLike(email) } }],
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
    if (!clash.length) return;
    const fields: Record<string, string> = {};
    if (clash.some((u) => u.username.toLowerCase() === username.toLowerCase())) fields.username = DUPLICATE_USERNAME;
    if (clash.some((u) => u.email.toLowerCase() === email.toLowerCase())) fields.email = DUPLICATE_EMAIL;
    throw new ConflictError(Object.values(fields).join(' '), fields);
  }
}

/** `$ilike` gives case-insensitive equality once LIKE's wildcards are escaped. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
