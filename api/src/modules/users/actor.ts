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
}

/**
 * The account behind an id as an Actor, or null when it is gone (deleted since the session began).
 * Asked on every request of a signed-in visitor: the three columns alone, no entity loaded.
 */
export async function findActor(em: EntityManager, id: number): Promise<Actor | null> {
  const rows = await em.getConnection().execute<{ id: number; username: string; role: Role }[]>(
    'select id, username, role from users where id = ?', [id]);
  const row = rows[0];
  return row ? { id: row.id, username: row.username, role: row.role } : null;
}

/** The actor of an action that needs someone logged in; anonymous → 401. */
export function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}
