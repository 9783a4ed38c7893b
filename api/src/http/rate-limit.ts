import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitConfig } from '../config/env.js';
import { TooManyRequestsError, UnauthenticatedError, WrongSecretError } from '../shared/errors.js';

/** Abuse-prone actions limited per client IP (and some per customer); login has its own failure-based guard below. */
export type LimitedAction = 'register' | 'contact' | 'subscribe' | 'reserve' | 'book' | 'passwordReset';

/** Where an action is limited: its REST routes and GraphQL mutations; `signedIn`: it needs a login, and is counted per customer too. */
export interface LimitedOperation {
  rest: string[];
  graphql: string[];
  signedIn?: true;
}

/**
 * THE table of limited operations: each action is ONE counter per client (and, for an action that needs
 * a login, one per customer), shared by its REST route(s) and its GraphQL mutation(s), so neither edge
 * can be used to bypass the other's limit. An action that needs a login is counted only once the caller
 * is known to be signed in: an anonymous caller gets its 401, never a 429 for someone else's attempts.
 * security/rate-limit.test.ts fails when an entry names a route or field the app does not have.
 */
export const LIMITED_OPERATIONS: Record<LimitedAction, LimitedOperation> = {
  register: { rest: ['POST /api/register', 'POST /api/registerform'], graphql: ['register'] },
  contact: { rest: ['POST /api/contact'], graphql: ['sendContactMessage'] },
  subscribe: { rest: ['POST /api/abonohu'], graphql: ['subscribe'] },
  reserve: { rest: ['POST /api/reserveoffer'], graphql: ['reservePackage'], signedIn: true },
  // A booking with names and an option: GraphQL only (the legacy client reserves with reserveOffer).
  book: { rest: [], graphql: ['bookPackage'], signedIn: true },
  // Asking for a link and using one: GraphQL only (the legacy contract has no password reset).
  passwordReset: { rest: [], graphql: ['requestPasswordReset', 'resetPassword'] },
};

const TABLE = 'rate_limits';
const DAY = 24 * 3600;

/**
 * Counters live in PostgreSQL (table `rate_limits`, created by a migration) so every instance of the
 * API shares them. Built once per app; reached by both edges through the request context.
 */
export class RateLimits {
  private readonly actions: Record<LimitedAction, RateLimiterPostgres>;
  /** Per customer, for the actions that need a login. */
  private readonly perCustomer: Partial<Record<LimitedAction, RateLimiterPostgres>>;
  private readonly loginByUser: RateLimiterPostgres;
  private readonly loginByIp: RateLimiterPostgres;
  /** How many blocks a login key has earned in a day: each one doubles the next block. */
  private readonly loginStrikes: RateLimiterPostgres;
  /** Requests per API token per minute (issue 47), whatever the address. */
  private readonly apiToken: RateLimiterPostgres;

  constructor(pool: pg.Pool, private readonly cfg: RateLimitConfig) {
    let first = true;
    const make = (keyPrefix: string, points: number, duration: number) => {
      // Only one limiter prunes the shared table (every 5 minutes, rows expired for an hour).
      const limiter = new RateLimiterPostgres({
        storeClient: pool, storeType: 'pool', tableName: TABLE, tableCreated: true, keyPrefix, points, duration,
        clearExpiredByTimeout: first,
      } as ConstructorParameters<typeof RateLimiterPostgres>[0]);
      first = false;
      return limiter;
    };
    this.actions = {
      register: make('register', cfg.register, cfg.windowSeconds),
      contact: make('contact', cfg.contact, cfg.windowSeconds),
      subscribe: make('subscribe', cfg.subscribe, cfg.windowSeconds),
      reserve: make('reserve', cfg.reserve, cfg.windowSeconds),
      book: make('book', cfg.book, cfg.windowSeconds),
      passwordReset: make('password_reset', cfg.passwordReset, cfg.windowSeconds),
    };
    this.perCustomer = {
      reserve: make('reserve_customer', cfg.reservePerCustomer, cfg.windowSeconds),
      book: make('book_customer', cfg.bookPerCustomer, cfg.windowSeconds),
    };
    this.loginByUser = make('login_user', cfg.loginPerUsername, cfg.loginWindowSeconds);
    this.loginByIp = make('login_ip', cfg.loginPerIp, cfg.loginWindowSeconds);
    this.loginStrikes = make('login_strike', 1_000_000, DAY);
    this.apiToken = make('api_token', cfg.apiTokenPerMinute, 60);
  }

  /** Counts one request made with API token `id`; TooManyRequestsError once over its per-minute limit. */
  async hitToken(id: number): Promise<void> {
    try {
      await this.apiToken.consume(`t:${id}`);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooMany(e.msBeforeNext / 1000);
      throw e;
    }
  }

  /** Counts one attempt of `action` from this client (and customer); TooManyRequestsError once over a limit. */
  async hit(action: LimitedAction, ip: string | undefined, customerId?: number): Promise<void> {
    try {
      await this.actions[action].consume(clientKey(ip));
      const perCustomer = this.perCustomer[action];
      if (perCustomer && customerId !== undefined) await perCustomer.consume(`c:${customerId}`);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooMany(e.msBeforeNext / 1000);
      throw e;
    }
  }

  /**
   * Login (and every other guess at an account's secrets: a current password, a second-factor code),
   * limited per username AND per client IP. Only failed guesses count (`failed` says which errors are
   * one): a point is taken BEFORE the secret is checked (so concurrent guesses cannot slip past the
   * limit) and given back when the attempt succeeds; a success also clears the username's failures and
   * strikes. Over the limit, the key is blocked, the secret is not even checked, and each further block
   * doubles (backoff).
   */
  async login<T>(ip: string | undefined, username: string, attempt: () => Promise<T>, failed: (e: unknown) => boolean = isWrongSecret): Promise<T> {
    const userKey = `u:${username.trim().toLowerCase()}`;
    const ipKey = `ip:${clientKey(ip)}`;
    await this.takeLoginPoint(this.loginByUser, userKey);
    try {
      await this.takeLoginPoint(this.loginByIp, ipKey);
    } catch (e) {
      await this.loginByUser.reward(userKey);
      throw e;
    }
    try {
      const result = await attempt();
      await Promise.all([this.loginByUser.delete(userKey), this.loginStrikes.delete(userKey), this.loginByIp.reward(ipKey)]);
      return result;
    } catch (e) {
      // A wrong secret keeps its points; anything else (e.g. the database failing) was no guess.
      if (!failed(e)) await Promise.all([this.loginByUser.reward(userKey), this.loginByIp.reward(ipKey)]);
      throw e;
    }
  }

  private async takeLoginPoint(limiter: RateLimiterPostgres, key: string): Promise<void> {
    let res: RateLimiterRes;
    try {
      await limiter.consume(key);
      return;
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      res = e;
    }
    // The one request that first went over the limit starts the block; later ones wait it out.
    if (res.consumedPoints !== limiter.points + 1) throw tooMany(res.msBeforeNext / 1000);
    const strikes = (await this.loginStrikes.penalty(key)).consumedPoints;
    const seconds = Math.min(this.cfg.loginBlockSeconds * 2 ** Math.min(strikes - 1, 20), this.cfg.loginMaxBlockSeconds);
    await limiter.block(key, seconds);
    throw tooMany(seconds);
  }
}

/** A wrong username or password at login, a wrong current password or code elsewhere. */
export function isWrongSecret(e: unknown): boolean {
  return e instanceof UnauthenticatedError || e instanceof WrongSecretError;
}

function tooMany(seconds: number): TooManyRequestsError {
  return new TooManyRequestsError(undefined, Math.max(1, Math.ceil(seconds)));
}

/**
 * The client as a rate-limit key: `req.ip` (which honours TRUST_PROXY), IPv4-mapped IPv6 as IPv4,
 * and IPv6 by its /64 (one subscriber usually holds a whole /64, so per-address keys are free to rotate).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  // Behind a trusted proxy req.ip comes from X-Forwarded-For unchecked: keep odd values short.
  if (!isIPv6(ip)) return `other:${createHash('sha256').update(ip).digest('hex').slice(0, 16)}`;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** What both edges need: the app's limits, the request (for the client IP and Retry-After) and who is signed in. */
interface LimitContext {
  limits: RateLimits;
  req: Request;
  res: Response;
  user: { id: number } | null;
}

/** Counts one attempt; on 429 also sets Retry-After (GraphQL answers 200, so the header is set here). */
export async function limitAction(ctx: LimitContext, action: LimitedAction): Promise<void> {
  try {
    await ctx.limits.hit(action, ctx.req.ip, LIMITED_OPERATIONS[action].signedIn ? ctx.user?.id : undefined);
  } catch (e) {
    if (e instanceof TooManyRequestsError && !ctx.res.headersSent) ctx.res.setHeader('Retry-After', String(e.retryAfterSeconds));
    throw e;
  }
}

/**
 * Login through the shared guard, from either edge; also any other guess at `username`'s secrets
 * (`failed`: which errors of `attempt` count as a failed guess).
 */
export async function limitLogin<T>(ctx: LimitContext, username: string, attempt: () => Promise<T>, failed?: (e: unknown) => boolean): Promise<T> {
  try {
    return await ctx.limits.login(ctx.req.ip, username, attempt, failed);
  } catch (e) {
    if (e instanceof TooManyRequestsError && !ctx.res.headersSent) ctx.res.setHeader('Retry-After', String(e.retryAfterSeconds));
    throw e;
  }
}

const restIndex = new Map(
  Object.entries(LIMITED_OPERATIONS).flatMap(([action, op]) => op.rest.map((r) => [r.toLowerCase(), action as LimitedAction])),
);

/** REST edge: mounted before the /api router; counts the limited routes of the table (paths are case-insensitive). */
export function restRateLimits() {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const path = `${req.baseUrl}${req.path}`.replace(/\/+$/, '').toLowerCase();
    const action = restIndex.get(`${req.method.toLowerCase()} ${path}`);
    // Not signed in where a login is needed: the route's own check answers 401, and nothing is counted.
    if (action && (req.ctx.user || !LIMITED_OPERATIONS[action].signedIn)) await limitAction(req.ctx, action);
    next();
  };
}

const LIMITED = Symbol('rateLimited');

/** GraphQL edge: wraps the table's mutation resolvers (once per schema) with the same counters. */
export function rateLimitMutations(schema: GraphQLSchema): GraphQLSchema {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const [action, op] of Object.entries(LIMITED_OPERATIONS) as [LimitedAction, LimitedOperation][]) {
    for (const name of op.graphql) {
      const field = fields[name] as (typeof fields)[string] & { [LIMITED]?: true } | undefined;
      if (!field || field[LIMITED]) continue;
      const resolve: GraphQLFieldResolver<unknown, LimitContext> = field.resolve ?? ((src) => (src as Record<string, unknown>)?.[name]);
      field.resolve = async (src, args, ctx: LimitContext, info) => {
        // Not signed in where a login is needed: the resolver's @Auth answers UNAUTHENTICATED, uncounted.
        if (ctx.user || !op.signedIn) await limitAction(ctx, action);
        return resolve(src, args, ctx, info);
      };
      field[LIMITED] = true;
    }
  }
  return schema;
}
