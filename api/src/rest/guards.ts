import type { Request } from 'express';
import type { Actor } from '../modules/users/actor.js';
import type { Role } from '../modules/users/role.js';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors.js';

/** REST counterpart of @Auth: anonymous → 401, wrong role → 403. */
export function requireRole(req: Request, roles: readonly Role[]): Actor {
  const user = req.ctx.user;
  if (!user) throw new UnauthenticatedError();
  if (roles.length && !roles.includes(user.role)) throw new ForbiddenError();
  return user;
}
