import { isLegacyBcrypt } from '../../modules/users/password.js';
import { Role } from '../../modules/users/role.js';
import { User } from '../../modules/users/user.entity.js';
import { text, type Fixes } from '../clean.js';
import type { LegacyRow } from '../source.js';
import { cleanRows, fingerprint, Skip } from '../step.js';
import { syncRows, type Planned, type RunContext, type SyncResult } from '../sync.js';

/**
 * Stored instead of a legacy "password" that is not a bcrypt hash (empty, or text the old server
 * never hashed). No password verifies against it, so the account exists but cannot log in, and the
 * legacy text itself (possibly a plaintext password) is never copied.
 */
export const LOCKED_PASSWORD = '!locked:legacy-password-unusable';

const ROLES = new Set<string>(Object.values(Role));
const placeholderEmail = (id: number) => `legacy-user-${id}@import.invalid`;

export interface UsersResult extends SyncResult {
  /** Our id (or -legacyId for a new row in a dry run) → role after the import. */
  roles: Map<number, Role>;
  usernames: Map<number, string>;
  /** Legacy ids read but not imported. */
  skipped: Set<number>;
}

/**
 * users → users. Rules: role trimmed and lower-cased (anything else becomes `user`); a bcrypt hash is
 * kept as it is and replaced by our own scheme at the first login; an empty username takes the
 * e-mail's local part; usernames and e-mails equal but for case get a suffix / a placeholder; an
 * account already here with the same username (e.g. the owner created at first start) is taken over.
 */
export async function importUsers(ctx: RunContext, rows: LegacyRow[]): Promise<UsersResult> {
  const links = await ctx.links.load('users');
  // Plain rows, not entities: the identity map must only ever hold whole users (syncRows compares them).
  const existing = await ctx.em.execute<{ id: number; username: string; email: string; role: Role }[]>(`select id, username, email, role from users`);
  const linkedTargets = new Set([...links.values()].map((l) => l.targetId));
  const targetOf = (legacyId: number) => links.get(legacyId)?.targetId;
  // Usernames and e-mails of accounts no legacy row owns: the import must not collide with them.
  const foreignByUsername = new Map(existing.filter((u) => !linkedTargets.has(u.id)).map((u) => [u.username.toLowerCase(), u]));
  const foreignEmails = new Map(existing.filter((u) => !linkedTargets.has(u.id)).map((u) => [u.email.toLowerCase(), u]));
  const usernames = new Map<string, number>();
  const emails = new Map<string, number>();
  const adopted = new Set<number>();

  const clean = (row: LegacyRow, id: number, fixes: Fixes): Planned<User> => {
    const rawEmail = text(row.email, 'email', 254, fixes).toLowerCase();
    let username = text(row.username, 'username', 50, fixes);
    if (!username) {
      const local = rawEmail.split('@')[0]?.replace(/[^\p{L}\p{N}._-]/gu, '') ?? '';
      if (!local) throw new Skip('no username and no e-mail to make one from: nobody could log in to this account');
      username = local.slice(0, 50);
      fixes.add(`username was empty: set to "${username}" from the e-mail address`);
    }
    const clash = usernames.get(username.toLowerCase());
    if (clash !== undefined) {
      const renamed = `${username.slice(0, 40)}_${id}`;
      fixes.add(`username "${username}" is also the username of #${clash} (ignoring case): renamed to "${renamed}"`);
      username = renamed;
    }
    usernames.set(username.toLowerCase(), id);

    let adopt: number | undefined;
    const foreign = foreignByUsername.get(username.toLowerCase());
    if (foreign && targetOf(id) === undefined && !adopted.has(foreign.id)) {
      adopt = foreign.id;
      adopted.add(foreign.id);
      fixes.add(`an account "${foreign.username}" (#${foreign.id}) already existed here: it becomes this legacy account (its data, role and password)`);
    } else if (foreign) {
      const renamed = `${username.slice(0, 40)}_${id}`;
      fixes.add(`username "${username}" belongs to account #${foreign.id} made here: renamed to "${renamed}"`);
      username = renamed;
      usernames.set(username.toLowerCase(), id);
    }

    let email = rawEmail;
    const mine = adopt ?? targetOf(id);
    const foreignEmail = foreignEmails.get(email);
    if (!email || !email.includes('@')) {
      email = placeholderEmail(id);
      fixes.add(`email ${rawEmail ? `"${rawEmail}" is not an e-mail address` : 'was empty'}: set to ${email}`);
    } else if (emails.has(email) || (foreignEmail && foreignEmail.id !== mine)) {
      const other = emails.has(email) ? `legacy user #${emails.get(email)}` : `account #${foreignEmail!.id} here`;
      fixes.add(`email ${email} is also the e-mail of ${other} (ignoring case): set to ${placeholderEmail(id)}`);
      email = placeholderEmail(id);
    }
    emails.set(email, id);

    const rawRole = text(row.role, 'role', 50, fixes);
    let role = rawRole.toLowerCase() as Role;
    if (!ROLES.has(role)) {
      fixes.add(`role ${rawRole ? `"${rawRole}" is not user, admin or owner` : 'was empty'}: set to user`);
      role = Role.USER;
    } else if (rawRole !== role) {
      fixes.add(`role "${rawRole}" read as ${role}`);
    }

    const password = row.password === null || row.password === undefined ? '' : String(row.password).trim();
    const print = fingerprint(password);
    const values: Planned<User>['values'] = {
      username, email, role,
      firstName: text(row.firstname, 'firstName', 100, fixes),
      lastName: text(row.lastname, 'lastName', 100, fixes),
      number: text(row.number, 'number', 30, fixes),
    };
    const usable = isLegacyBcrypt(password);
    if (!usable && adopt !== undefined) {
      // Never lock out an account that works here (e.g. the owner made at first start).
      fixes.add('password is not a bcrypt hash: the existing account keeps its own password');
    } else if (!usable) {
      fixes.add('password is not a bcrypt hash: imported without a usable password (the person cannot log in until it is reset)');
    }
    // The hash is written when the row is new or the legacy one changed since the last run; otherwise
    // ours stays, because it may already have been re-hashed at a login.
    if ((adopt !== undefined && usable) || (adopt === undefined && links.get(id)?.fingerprint !== print)) {
      values.passwordHash = usable ? password : LOCKED_PASSWORD;
    }
    return { legacyId: id, values, onInsert: { createdAt: new Date(), language: 'sq' }, fingerprint: print, adopt };
  };

  const { planned, legacyIds } = await cleanRows(ctx, 'users', rows, clean);
  const result = await syncRows(ctx, { source: 'users', entity: User, keepIds: false, rows: planned, legacyIds, populate: ['passwordHash'] });
  const roles = new Map<number, Role>(existing.map((u) => [u.id, u.role]));
  const names = new Map<number, string>(existing.map((u) => [u.id, u.username]));
  for (const p of planned) {
    roles.set(result.ids.get(p.legacyId)!, p.values.role as Role);
    names.set(result.ids.get(p.legacyId)!, p.values.username as string);
  }
  return { ...result, roles, usernames: names, skipped: new Set([...legacyIds].filter((id) => !result.ids.has(id))) };
}
