import type { Role } from './role.js';
import { User } from './user.entity.js';

/** The account's columns `me` shows besides the Actor's (`u` is users): read with the session too (http/session-account.ts). */
export const PROFILE_COLUMNS = 'u.first_name, u.last_name, u.number, u.email, u.language, u.created_at, u.two_factor_enabled_at';

/** `me`'s row: the Actor's columns and PROFILE_COLUMNS. */
export interface ProfileRow {
  id: number; first_name: string; last_name: string; number: string; email: string; username: string; role: Role;
  partner_agency_id: number | null; language: string; created_at: Date; two_factor_enabled_at: Date | null;
}

export const PROFILE_SQL = `select u.id, u.username, u.role, u.partner_agency_id, ${PROFILE_COLUMNS} from users u where u.id = ?`;

/** The row as a User the ORM does not manage (for display only). */
export function userOfProfile(row: ProfileRow): User {
  return Object.assign(Object.create(User.prototype) as User, {
    id: row.id, firstName: row.first_name, lastName: row.last_name, number: row.number, email: row.email, username: row.username,
    role: row.role, partnerAgencyId: row.partner_agency_id, language: row.language, createdAt: row.created_at, twoFactorEnabledAt: row.two_factor_enabled_at,
  });
}
