import type { EntityManager } from '@mikro-orm/postgresql';
import { UnauthenticatedError } from '../../shared/errors.js';
import type { Role } from './role.js';

/**
 * Who is acting, as the services see it: the edges (session, GraphQL, REST) find it out and hand it
 * in; no service knows where it came from. `null` is an anonymous visitor.
 */
export interface Actor {
  id: number;
  username: string;
  role: Role;
  /** A partner's agency (issue 47); absent or null for everyone else. */
  partnerAgencyId?: number | null;
}

/** An account's row as `ACCOUNT_SQL` reads it (joined on `u`, its agency on `a`). */
export interface AccountRow {
  id: number;
  username: string;
  role: Role;
  partner_agency_id: number | null;
  active: boolean | null;
}

/** The columns an Actor is made of, and the join they need: shared by `findActor` and the session's read (http/session.ts). */
export const ACCOUNT_COLUMNS = 'u.id, u.username, u.role, u.partner_agency_id, a.active';
export const ACCOUNT_AGENCY_JOIN = 'left join partner_agencies a on a.id = u.partner_agency_id';

/**
 * The Actor of an account's row, or null when there is none (deleted since the session began), or
 * when it is a partner whose agency the owner deactivated (its sessions stop at once).
 */
export function actorOfRow(row: AccountRow | undefined): Actor | null {
  if (!row || row.id === null || (row.partner_agency_id !== null && row.active !== true)) return null;
  return { id: row.id, username: row.username, role: row.role, partnerAgencyId: row.partner_agency_id };
}

/** The account behind an id as an Actor, or null (`actorOfRow`): a few columns alone, no entity loaded. */
export async function findActor(em: EntityManager, id: number): Promise<Actor | null> {
  const rows = await em.execute<AccountRow[]>(`select ${ACCOUNT_COLUMNS} from users u ${ACCOUNT_AGENCY_JOIN} where u.id = ?`, [id]);
  return actorOfRow(rows[0]);
}

/** The actor of an action that needs someone logged in; anonymous → 401. */
export function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}
