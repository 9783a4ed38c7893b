import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import typeis from 'type-is';
import type { Lifecycle } from '../http/health.js';
import type { AppMetrics } from '../http/metrics.js';
import { logAnswered, requestIdOf, REQUEST_ID_HEADER } from '../http/request-log.js';
import { carriesBearer } from '../http/bearer.js';
import { originOf } from '../http/security.js';
import type { Logger } from '../shared/logger.js';
import { COMPRESS_FROM_BYTES, copyFor, sendKept, type KeptAnswer } from './answer.js';
import type { PageCache } from './page-cache.js';
import type { PublicCache } from './public-cache.js';

/** A GraphQL body the door reads itself is at most this long; a longer one reaches Express unread. */
const MAX_BODY_AT_THE_DOOR = 32 * 1024;
/** The JSON parser's error for a body read at the door, raised again where the pipeline parses bodies. */
const PARSE_ERROR = Symbol('body parse error at the front door');
const PAGE_ROUTE = '(page)';

type DoorRequest = IncomingMessage & { body?: unknown; [PARSE_ERROR]?: unknown };

export interface FrontDoorParts {
  /** The kept public reads and pages: the door answers only what the pipeline's stages have kept. */
  cache: PublicCache;
  pages?: PageCache;
  /** Everything else. */
  app: RequestListener;
  /** The pipeline's own JSON parser (same limit, same errors). */
  json: RequestHandler;
  /** The pipeline's CORS stage, run as it is for a request that names its origin. */
  cors: RequestHandler;
  /** Origins a POST may come from without the pipeline's same-host check (originCheck's trusted set). */
  trustedOrigins: ReadonlySet<string>;
  lifecycle: Lifecycle;
  logger: Logger;
  metrics: AppMetrics;
}

/**
 * The server's request listener (ADR 0017, issue 40): what the caches hold (a public read, a page for a
 * visitor without a session) is answered here, before Express and its middleware, sent as the pipeline
 * sent it (a kept answer carries the headers the pipeline gave it: answer.ts) with this request's id,
 * CORS for its Origin and `Connection: close` while draining; it is counted and logged like any request.
 * Whatever could be answered differently (no copy yet for a client that takes compression, a POST whose
 * origin only the pipeline can judge) goes on to Express as it came.
 */
export function frontDoor(p: FrontDoorParts): RequestListener {
  const noop = () => {};
  // The hits' request lines carry only fixed fields: nothing for the logger's redaction to find.
  const lines = p.logger.child({}, { redact: [] });

  const answer = (req: IncomingMessage, res: ServerResponse, route: string, hit: KeptAnswer, t0: number): boolean => {
    const copy = copyFor(req, hit);
    // A large answer without a copy the client takes: the pipeline's compression stage has a say.
    if (copy?.encoding === 'identity' && req.headers['accept-encoding'] !== undefined && hit.body.length >= COMPRESS_FROM_BYTES) return false;
    const id = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, id);
    if (req.headers.origin !== undefined) p.cors(req as never, res as never, noop);
    if (p.lifecycle.phase === 'draining') res.setHeader('Connection', 'close');
    sendKept(req, res, hit, copy);
    const ms = performance.now() - t0;
    p.metrics.requestDone(req.method!, route, res.statusCode, ms / 1000);
    logAnswered(lines, id, req.method!, req.url!, route, res.statusCode, Math.round(ms));
    return true;
  };

  return (req, res) => {
    const t0 = performance.now();
    const url = req.url ?? '';
    if (!p.cache.live) return p.app(req, res);
    if (req.method === 'GET') {
      if (url.startsWith('/api/')) {
        const found = url.includes('?') ? undefined : p.cache.rest(url);
        const hit = found && p.cache.hit(found);
        if (!found || !hit || !answer(req, res, found.route, hit, t0)) p.app(req, res);
        return;
      }
      const page = p.pages?.doorHit(req);
      if (!page || !answer(req, res, PAGE_ROUTE, page, t0)) p.app(req, res);
      return;
    }
    // A request made with an API token goes to the pipeline: its token, scopes and limit are checked there.
    if (req.method === 'POST' && (url === '/graphql' || url === '/graphql/') && !carriesBearer(req) && readsAtTheDoor(req, p.trustedOrigins)) {
      const r = req as DoorRequest;
      p.json(req as never, res as never, (err?: unknown) => {
        if (err) {
          r[PARSE_ERROR] = err;
          return p.app(req, res);
        }
        const found = p.cache.graphql(r.body, req.headers.accept ?? '');
        const hit = found && p.cache.hit(found);
        if (!found || !hit || !answer(req, res, found.route, hit, t0)) p.app(req, res);
      });
      return;
    }
    p.app(req, res);
  };
}

/**
 * The pipeline's JSON parser, except for a body the front door has read already: that one is not read
 * again (the parser skips it), or its parse error is raised here, where the pipeline would have raised it.
 */
export function bodyOnce(json: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const r = req as unknown as DoorRequest;
    if (PARSE_ERROR in r) return next(r[PARSE_ERROR]);
    return json(req, res, next);
  };
}

/**
 * Whether the door reads this POST's body itself: JSON of a known small length, not encoded, and from
 * no origin or a trusted one (any other origin goes to the pipeline's origin check unread).
 */
function readsAtTheDoor(req: IncomingMessage, trusted: ReadonlySet<string>): boolean {
  const length = Number(req.headers['content-length']);
  if (!(length <= MAX_BODY_AT_THE_DOOR) || req.headers['transfer-encoding'] !== undefined) return false;
  if (req.headers['content-encoding'] !== undefined || !typeis(req, ['application/json'])) return false;
  const from = req.headers.origin ?? req.headers.referer;
  if (from === undefined) return true;
  const origin = originOf(from);
  return origin !== undefined && trusted.has(origin);
}
