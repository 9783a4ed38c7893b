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

/**
 * The account behind an id as an Actor, or null when it is gone (deleted since the session began),
 * or when it is a partner whose agency the owner deactivated (its sessions stop at once).
 * Asked on every request of a signed-in visitor: a few columns alone, no entity loaded.
 */
export async function findActor(em: EntityManager, id: number): Promise<Actor | null> {
  const rows = await em.getConnection().execute<{ id: number; username: string; role: Role; partner_agency_id: number | null; active: boolean | null }[]>(
    `select u.id, u.username, u.role, u.partner_agency_id, a.active from users u
       left join partner_agencies a on a.id = u.partner_agency_id where u.id = ?`, [id]);
  const row = rows[0];
  if (!row || (row.partner_agency_id !== null && row.active !== true)) return null;
  return { id: row.id, username: row.username, role: row.role, partnerAgencyId: row.partner_agency_id };
}

/** The actor of an action that needs someone logged in; anonymous → 401. */
export function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}
