import type { EntityManager } from '@mikro-orm/postgresql';
import { UnauthenticatedError } from '../../shared/errors.js';
import type { Role } from './role.js';
import { User } from './user.entity.js';

/**
 * Who is acting, as the services see it: the edges (session, GraphQL, REST) find it out and hand it
 * in; no service knows where it came from. `null` is an anonymous visitor.
 */
export interface Actor {
  id: number;
  username: string;
  role: Role;
}

/** The account behind an id as an Actor, or null when it is gone (deleted since the session began). */
export async function findActor(em: EntityManager, id: number): Promise<Actor | null> {
  const user = await em.findOne(User, { id });
  return user ? { id: user.id, username: user.username, role: user.role } : null;
}

/** The actor of an action that needs someone logged in; anonymous → 401. */
export function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}
