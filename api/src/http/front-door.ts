import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import accepts from 'accepts';
import type { RequestHandler } from 'express';
import fresh from 'fresh';
import typeis from 'type-is';
import vary from 'vary';
import type { Logger } from '../shared/logger.js';
import type { Lifecycle } from './health.js';
import type { AppMetrics } from './metrics.js';
import { COMPRESS_FROM_BYTES, hitEncoding, type CacheableRequest, type PublicCache, type StoredAnswer } from './public-cache.js';
import { logAnswered, requestIdOf, REQUEST_ID_HEADER } from './request-log.js';
import { originOf } from './security.js';

/** A GraphQL body the door reads itself is at most this long; a longer one, or one of unknown length, reaches Express unread. */
const MAX_BODY_AT_THE_DOOR = 32 * 1024;
/** The JSON parser's error for a body read at the door, raised again where the pipeline parses bodies. */
const PARSE_ERROR = Symbol('body parse error at the front door');

type DoorRequest = IncomingMessage & { body?: unknown; [PARSE_ERROR]?: unknown };

export interface FrontDoorParts {
  /** The store: the front door only answers what the pipeline's public-cache stage has kept. */
  cache: PublicCache;
  /** Everything else. */
  app: RequestListener;
  /** The pipeline's own JSON parser (same limit, same errors). */
  json: RequestHandler;
  /** The pipeline's security headers: the same for every answer, so read once. */
  securityHeaders: RequestHandler;
  /** The pipeline's CORS stage, run as it is for a request that names its origin. */
  cors: RequestHandler;
  /** Origins a POST may come from without the pipeline's same-host check (originCheck's trusted set). */
  trustedOrigins: ReadonlySet<string>;
  lifecycle: Lifecycle;
  logger: Logger;
  metrics: AppMetrics;
}

/**
 * The server's request listener (ADR 0017): a public-cache hit is answered here, before Express and
 * its ~10 middleware, which bounded the hot public reads (docs/benchmarks.md); everything else goes to
 * the Express app as it came. A hit is sent exactly as the pipeline would send it: the security
 * headers (read once from the pipeline's own middleware), CORS from the pipeline's own CORS stage,
 * the request id, `Connection: close` while draining, the stored answer's ETag (304 on a match),
 * `Vary` and the precompressed copy the client accepts; it is counted in the metrics and logged like
 * any request. When the answer could differ (a copy not made yet for a client that takes compression,
 * a POST whose origin only the pipeline can judge, HEAD, a query string), the door steps aside.
 */
export function frontDoor(p: FrontDoorParts): RequestListener {
  const constant = headersSetBy(p.securityHeaders);
  const noop = () => {};
  // The hits' request lines carry only fixed fields (the URL with secret parameters masked, no headers,
  // no bodies, no user): nothing for the logger's redaction to find, which cost a sixth of a hit's CPU
  // (its wildcard paths are walked for every line; docs/benchmarks.md).
  const lines = p.logger.child({}, { redact: [] });

  const answer = (req: IncomingMessage, res: ServerResponse, found: CacheableRequest, hit: StoredAnswer, t0: number): boolean => {
    const acceptEncoding = req.headers['accept-encoding'];
    // No Accept-Encoding: identity only (what the negotiation below answers then, without building it).
    const encoding = acceptEncoding === undefined ? 'identity' : hitEncoding(hit, (...e) => accepts(req).encodings(e));
    const copy = encoding === 'br' ? hit.br : encoding === 'gzip' ? hit.gzip : undefined;
    // A large answer without a copy the client takes: the pipeline's compression stage has a say.
    if (!copy && acceptEncoding !== undefined && hit.body.length >= COMPRESS_FROM_BYTES) return false;
    const id = requestIdOf(req);
    const headers: string[] = [REQUEST_ID_HEADER, id, ...constant];
    if (req.headers.origin !== undefined) p.cors(req as never, res as never, noop);
    if (p.lifecycle.phase === 'draining') headers.push('Connection', 'close');
    const notModified = req.method === 'GET' && fresh(req.headers, { etag: hit.etag });
    if (!notModified) headers.push('Content-Type', hit.type);
    headers.push('Cache-Control', 'no-cache', 'ETag', hit.etag, 'X-Cache', 'hit');
    if (res.hasHeader('Vary')) vary(res, 'Accept-Encoding');
    else headers.push('Vary', 'Accept-Encoding');
    if (copy) headers.push('Content-Encoding', encoding as string);
    const body = notModified ? undefined : (copy ?? hit.body);
    if (body) headers.push('Content-Length', String(body.length));
    res.writeHead(notModified ? 304 : 200, headers);
    res.end(body);
    const status = res.statusCode;
    p.metrics.requestDone(req.method!, found.route, status, (performance.now() - t0) / 1000);
    logAnswered(lines, id, req.method!, req.url!, found.route, status, Math.round(performance.now() - t0));
    return true;
  };

  return (req, res) => {
    const t0 = performance.now();
    const url = req.url ?? '';
    if (!p.cache.live) return p.app(req, res);
    if (req.method === 'GET') {
      const found = url.startsWith('/api/') && !url.includes('?') ? p.cache.rest(url) : undefined;
      const hit = found && p.cache.hit(found);
      if (!found || !hit || !answer(req, res, found, hit, t0)) p.app(req, res);
      return;
    }
    if (req.method === 'POST' && (url === '/graphql' || url === '/graphql/') && readsAtTheDoor(req, p.trustedOrigins)) {
      const r = req as DoorRequest;
      p.json(req as never, res as never, (err?: unknown) => {
        if (err) {
          r[PARSE_ERROR] = err;
          return p.app(req, res);
        }
        const found = p.cache.graphql(r.body, req.headers.accept ?? '');
        const hit = found && p.cache.hit(found);
        if (!found || !hit || !answer(req, res, found, hit, t0)) p.app(req, res);
      });
      return;
    }
    p.app(req, res);
  };
}

/**
 * The pipeline's JSON parser, except for a body the front door has read already: that one is parsed
 * (the parser itself skips a finished stream), or its parse error is raised here, at the stage where
 * the pipeline would have raised it, after the checks before it.
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
 * no origin or a trusted one (any other origin goes to the pipeline's origin check unread, as before).
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

/** The headers a middleware sets whatever the request (helmet's): as a flat name, value list. */
function headersSetBy(middleware: RequestHandler): string[] {
  const headers = new Map<string, [string, string]>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    getHeaders: () => Object.fromEntries([...headers.values()].map(([k, v]) => [k.toLowerCase(), v])) as OutgoingHttpHeaders,
  };
  let called = false;
  middleware({ method: 'GET', url: '/', headers: {} } as never, res as never, () => {
    called = true;
  });
  // A middleware that answers, or decides later, is not a constant block of headers.
  if (!called) throw new Error('the security headers middleware did not pass the request on at once');
  return [...headers.values()].flat();
}
