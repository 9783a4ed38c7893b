import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import type { Config } from '../config/env.js';
import { createServices, type Services } from '../services.js';
import type { Role } from '../modules/users/role.js';
import { UserService } from '../modules/users/user.service.js';
import type { RateLimits } from './rate-limit.js';
import { SESSION_ABSOLUTE_MS, logOut } from './session.js';

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
}

/** Everything one request needs, shared by the GraphQL resolvers and the REST facade. */
export interface AppContext {
  req: Request;
  res: Response;
  em: EntityManager;
  user: SessionUser | null;
  services: Services;
  config: Config;
  pool: pg.Pool;
  /** The app's rate limits (login, register, contact...), shared by both edges. */
  limits: RateLimits;
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx: AppContext;
  }
}

/**
 * Forks one EntityManager per request and resolves the session's user from the database on every
 * request, so a deleted account or a changed role takes effect immediately.
 */
export function requestContext(orm: MikroORM, config: Config, pool: pg.Pool, limits: RateLimits) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const em = orm.em.fork() as EntityManager;
    let user: SessionUser | null = null;
    const { userId, authAt } = req.session ?? {};
    if (userId) {
      const expired = !authAt || Date.now() - authAt > SESSION_ABSOLUTE_MS;
      const found = expired ? null : await new UserService(em).findById(userId);
      if (found) user = { id: found.id, username: found.username, role: found.role };
      else await logOut(req);
    }
    const services = createServices({ em, actor: user, config, pool, sessionId: req.sessionID });
    req.ctx = { req, res, em, user, services, config, pool, limits };
    next();
  };
}
