import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { loggableUrl, type Logger } from '../shared/logger.js';

/** A client's own request id is kept when it looks like one (no spaces, quotes or newlines to forge log lines). */
const CLIENT_REQUEST_ID = /^[\w.:-]{1,128}$/;
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What the GraphQL edge tells the request log and the metrics about the operation it ran. */
export interface GraphqlOperation {
  name: string;
  type: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The request's logger: its lines carry the request's `requestId` (made on first use). */
    readonly log: Logger;
  }
  interface Locals {
    graphqlOperation?: GraphqlOperation;
    /** The route label of a handler mounted as middleware rather than as a route (`/graphql`). */
    route?: string;
  }
}

/**
 * The route a request matched, as a pattern (`/api/users/:id`), so that logs and metrics group by
 * route and never by id; `(static)` for the web app's files, `(unmatched)` for a 404 no route owns.
 */
export function routeOf(req: Request, res: Response): string {
  if (res.locals.route) return res.locals.route;
  const route = req.route as { path?: unknown } | undefined;
  if (route && typeof route.path === 'string') return `${mountOf(req, route.path)}${route.path}`.replace(/\/+$/, '') || '/';
  if (res.statusCode < 400 && (req.method === 'GET' || req.method === 'HEAD')) return '(static)';
  return '(unmatched)';
}

/**
 * Where the matched route's router is mounted. `req.baseUrl` is only right while the router runs (an
 * error handled later at the app level resets it), so it is taken from the URL: the leading segments
 * the route's own segments did not match. Wildcard routes are mounted at the root here.
 */
function mountOf(req: Request, routePath: string): string {
  if (/[*{]/.test(routePath)) return req.baseUrl;
  const segments = (req.originalUrl ?? req.url).split('?')[0]!.split('/').filter(Boolean);
  const own = routePath.split('/').filter(Boolean).length;
  const mount = segments.slice(0, Math.max(0, segments.length - own));
  return mount.length ? `/${mount.join('/')}`.toLowerCase() : '';
}

/** The signed-in user of the request, when the request had a session at all. */
function userIdOf(req: Request): number | undefined {
  return req.ctx?.user?.id ?? req.session?.userId ?? undefined;
}

/**
 * One JSON line per request, written when the answer is finished: request id (the client's
 * `X-Request-Id` when sane, else a new UUID; echoed back), method, URL (secret parameters masked),
 * route, status, latency, user id and the GraphQL operation. Headers and bodies are never logged, so
 * cookies, session ids, passwords and tokens cannot leak through here. `req.log` is the request's
 * logger for handlers (its lines carry the same `requestId`), made only when a handler logs.
 *
 * Not pino-http: it made that child logger for every request and wrote the line through the root
 * logger's redaction, whose wildcard paths walk every object; the line's fixed fields hold nothing
 * to redact, and most requests never log anything else.
 */
export function requestLog(logger: Logger): RequestHandler {
  const lines = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const started = Date.now();
    const requestId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    let own: Logger | undefined;
    Object.defineProperty(req, 'log', { configurable: true, get: () => (own ??= logger.child({ requestId })) });
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      const fields = { requestId, ...line(req, res, Date.now() - started) };
      if (res.statusCode >= 500) lines.error(fields, 'request failed');
      else lines.info(fields, res.writableFinished ? 'request' : 'request aborted');
    };
    res.once('finish', write);
    // A client that goes away before the answer is finished: its line is written all the same.
    res.once('close', write);
    next();
  };
}

/** The request's id: the client's `X-Request-Id` when sane, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

function line(req: Request, res: Response, latencyMs: number | undefined) {
  const op = res.locals?.graphqlOperation;
  return {
    method: req.method,
    url: loggableUrl(req.originalUrl ?? req.url),
    route: routeOf(req, res),
    status: res.statusCode,
    latencyMs,
    userId: userIdOf(req),
    ...(op ? { operation: op.name, operationType: op.type } : {}),
  };
}

/**
 * The same line for an answer the front door sent before Express (a public-cache hit: no user, no
 * operation), with the request id as the request log binds it.
 */
export function logAnswered(logger: Logger, requestId: string, method: string, url: string, route: string, status: number, latencyMs: number): void {
  logger.info({ requestId, method, url: loggableUrl(url), route, status, latencyMs }, 'request');
}
