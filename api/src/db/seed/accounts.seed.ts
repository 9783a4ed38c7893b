import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { hashPassword } from '../../modules/users/password.js';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../modules/users/password-rule.js';
import { Role } from '../../modules/users/role.js';
import { User } from '../../modules/users/user.entity.js';
import type { Announcer } from '../../shared/announce.js';

/** Demo accounts the README lists. Only created by the demo seed, never in production by surprise. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'BaniAdmin2026!', role: Role.ADMIN, firstName: 'Arta', lastName: 'Krasniqi', email: 'admin@bani-travel.com', number: '+38344111222' },
  { username: 'demo', password: 'Demo123!', role: Role.USER, firstName: 'Dren', lastName: 'Berisha', email: 'demo@bani-travel.com', number: '+38349333444' },
] as const;

/**
 * The owner is staff, so OWNER_PASSWORD should follow the staff password rule. It is the operator's own
 * explicit choice, read once when the owner is created: a weak one is used, with a loud warning naming
 * the variable, rather than refusing to start (deployments that set it before the rule keep starting).
 */
const OWNER_PASSWORD_PROBLEMS: Record<string, string> = {
  STAFF_PASSWORD_TOO_SHORT: `has fewer than ${MIN_PASSWORD_LENGTH.staff} characters, the minimum for a staff account`,
  PASSWORD_COMMON: 'is one of the most common passwords',
};

/** Without a terminal to box it on, an announcement is one plain line of the log. */
export const announceAsLine = (log: (m: string) => void): Announcer => (title, lines) => log([title, ...lines].join(' '));

/**
 * First start with no owner: create one from OWNER_USERNAME/OWNER_PASSWORD, or generate a password
 * and print it once (it is never stored in clear anywhere), where a person sees it (`announce`: a box
 * on a terminal, issue 42).
 */
export async function ensureOwner(em: EntityManager, config: Config, log: (m: string) => void, announce = announceAsLine(log)): Promise<void> {
  if (await em.count(User, { role: Role.OWNER })) return;
  const problem = config.owner.password === undefined ? undefined : passwordProblem(config.owner.password, Role.OWNER);
  if (problem) {
    announce('WARNING', [`WARNING: OWNER_PASSWORD ${OWNER_PASSWORD_PROBLEMS[problem.code] ?? 'breaks the password rule'}.`,
      "Change the owner's password after logging in, or leave OWNER_PASSWORD empty to get a generated one."]);
  }
  const password = config.owner.password ?? generatedPassword();
  const taken = await em.findOne(User, { username: { $ilike: config.owner.username } });
  if (taken) {
    taken.role = Role.OWNER;
    await em.flush();
    log(`Promoted existing user '${taken.username}' to owner (no owner existed).`);
    return;
  }
  em.create(User, {
    firstName: 'Owner', lastName: 'Bani Travel', number: '+38345963828', email: 'owner@bani-travel.com',
    username: config.owner.username, passwordHash: await hashPassword(password), role: Role.OWNER, createdAt: new Date(),
  });
  await em.flush();
  if (config.owner.password) log(`Created owner account '${config.owner.username}' (password from OWNER_PASSWORD).`);
  else announce('Owner account', [`Created owner account '${config.owner.username}' with password: ${password}`, '(shown once: write it down or set OWNER_PASSWORD)']);
}

/**
 * The README's demo logins in development. A production start only gets demo accounts when SEED_DEMO=true
 * asks for them, and then never with a published password: each gets a generated one, printed once.
 */
export async function seedDemoAccounts(em: EntityManager, config: Pick<Config, 'isProduction'>, log: (m: string) => void): Promise<void> {
  for (const a of DEMO_ACCOUNTS) {
    if (await em.count(User, { username: { $ilike: a.username } })) continue;
    const { password: published, ...rest } = a;
    const password = config.isProduction ? generatedPassword() : published;
    em.create(User, { ...rest, passwordHash: await hashPassword(password), createdAt: new Date() });
    if (config.isProduction) log(`Created demo account '${a.username}' with password: ${password} (shown once: write it down)`);
  }
  await em.flush();
}

/** 24 characters of base64url: far beyond the staff minimum, and in no list of common passwords. */
function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}
