import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import { findActor, type Actor } from '../modules/users/actor.js';
import type { ProfileRow } from '../modules/users/profile.js';
import type { RequestScope, Services } from '../services.js';
import type { TokenPrincipal } from './bearer.js';
import type { RateLimits } from './rate-limit.js';
import { SESSION_ABSOLUTE_MS, logOut } from './session.js';
import { accountReadWithSession, profileReadWithSession } from './session-account.js';

/** Everything one request needs, shared by the GraphQL resolvers and the REST facade. */
export interface AppContext {
  readonly req: Request;
  readonly res: Response;
  /** The session's user, reloaded on every request that carries one; null for a visitor. */
  readonly user: Actor | null;
  /** The request's services, built on first use, once; they share one EntityManager fork. */
  readonly services: Services;
  /** The app's rate limits (login, register, contact...), shared by both edges. */
  readonly limits: RateLimits;
  /** The API token the request acts with (then `user` is its account and no cookie counts); null otherwise. */
  readonly token: TokenPrincipal | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx: AppContext;
  }
}

/** What the context is made from: the app's ORM and limits, and the composition root's factory. */
export interface ContextSources {
  orm: MikroORM;
  limits: RateLimits;
  services: (scope: RequestScope) => Services;
}

/**
 * Sets `req.ctx`. Mounted only where a handler needs it (after the session middleware); the web
 * app's files and the pictures never get one. It costs nothing until used: the EntityManager is
 * forked and the services are built on first use, and the database is asked for the user only when
 * the session names one (so a deleted account or a changed role takes effect at once).
 */
export function requestContext(sources: ContextSources): RequestHandler {
  return async (req, res, next) => {
    const ctx = new RequestContext(req, res, sources);
    await ctx.loadSessionUser();
    req.ctx = ctx;
    next();
  };
}

class RequestContext implements AppContext {
  user: Actor | null = null;
  token: TokenPrincipal | null = null;
  private em?: EntityManager;
  private built?: Services;

  constructor(readonly req: Request, readonly res: Response, private readonly sources: ContextSources) {}

  get limits(): RateLimits {
    return this.sources.limits;
  }

  get services(): Services {
    this.built ??= this.sources.services({
      em: this.entityManager(), actor: this.user, sessionId: this.token ? undefined : this.req.sessionID, profile: () => this.unchangedProfile(),
    });
    return this.built;
  }

  /** A session past its absolute lifetime, or of an account that is gone, is ended. */
  async loadSessionUser(): Promise<void> {
    // A request made with an API token acts as the token's account; its cookies are ignored (bearer.ts).
    if (this.req.apiToken) {
      this.token = this.req.apiToken;
      this.user = this.token.actor;
      return;
    }
    const { userId, authAt } = this.req.session ?? {};
    if (!userId) return;
    const expired = !authAt || Date.now() - authAt > SESSION_ABSOLUTE_MS;
    // Read with the session (session-account.ts); else a read of a few columns, with no EntityManager of its own.
    const withSession = expired ? null : accountReadWithSession(this.req, userId);
    this.user = withSession !== undefined ? withSession : await findActor(this.sources.orm.em as EntityManager, userId);
    if (!this.user) await logOut(this.req);
  }

  /**
   * The profile read with the session, while nothing in this request can have changed it: a page or
   * file asked for (GET), or a GraphQL query (one operation a request). A form's POST may run a
   * mutation before the page's loaders ask `me` again; those read the database.
   */
  private unchangedProfile(): ProfileRow | undefined {
    if (!this.user || this.token) return undefined;
    const reading = this.req.method === 'GET' || this.req.method === 'HEAD'
      || (this.req.originalUrl.split('?', 1)[0] === '/graphql' && this.res.locals.graphqlOperation?.type === 'query');
    return reading ? profileReadWithSession(this.req, this.user.id) : undefined;
  }

  private entityManager(): EntityManager {
    this.em ??= this.sources.orm.em.fork() as EntityManager;
    return this.em;
  }
}
