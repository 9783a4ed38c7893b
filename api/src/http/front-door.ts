import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import accepts from 'accepts';
import type { RequestHandler } from 'express';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import typeis from 'type-is';
import vary from 'vary';
import type { Logger } from '../shared/logger.js';
import type { Lifecycle } from './health.js';
import type { AssetMemory, KeptAsset } from './asset-memory.js';
import type { AppMetrics } from './metrics.js';
import { COMPRESS_FROM_BYTES, hitEncoding, type CacheableRequest, type PublicCache, type StoredAnswer } from './public-cache.js';
import { logAnswered, requestIdOf, REQUEST_ID_HEADER } from './request-log.js';
import { originOf } from './security.js';

/** A GraphQL body the door reads itself is at most this long; a longer one, or one of unknown length, reaches Express unread. */
const MAX_BODY_AT_THE_DOOR = 32 * 1024;
/** The JSON parser's error for a body read at the door, raised again where the pipeline parses bodies. */
const PARSE_ERROR = Symbol('body parse error at the front door');
/** What the static stage says of a hashed asset (web.ts), and the route it logs it under (request-log.ts). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const STATIC_ROUTE = '(static)';
const ASSET_ENCODINGS = ['br', 'gzip'];

type DoorRequest = IncomingMessage & { body?: unknown; [PARSE_ERROR]?: unknown };

export interface FrontDoorParts {
  /** The store: the front door only answers what the pipeline's public-cache stage has kept. */
  cache: PublicCache;
  /** The web app's hashed assets, once kept (none when the web app is not built). */
  assets?: AssetMemory;
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
 *
 * The web app's hashed assets, once kept in memory (asset-memory.ts), are answered here too, as the
 * static stage answers them (ADR 0019, tenth pass); a byte range, or a file not kept yet, goes on to it.
 */
export function frontDoor(p: FrontDoorParts): RequestListener {
  const constant = headersSetBy(p.securityHeaders);
  const noop = () => {};
  // The hits' request lines carry only fixed fields (the URL with secret parameters masked, no headers,
  // no bodies, no user): nothing for the logger's redaction to find, which cost a sixth of a hit's CPU
  // (its wildcard paths are walked for every line; docs/benchmarks.md).
  const lines = p.logger.child({}, { redact: [] });

  /** What every answer at the door starts with: the request id, the constant headers, CORS, draining. */
  const begin = (req: IncomingMessage, res: ServerResponse) => {
    const id = requestIdOf(req);
    const headers: string[] = [REQUEST_ID_HEADER, id, ...constant];
    if (req.headers.origin !== undefined) p.cors(req as never, res as never, noop);
    if (p.lifecycle.phase === 'draining') headers.push('Connection', 'close');
    return { id, headers };
  };
  /** Vary: Accept-Encoding, beside what CORS may have set already. */
  const varyEncoding = (res: ServerResponse, headers: string[]) => {
    if (res.hasHeader('Vary')) vary(res, 'Accept-Encoding');
    else headers.push('Vary', 'Accept-Encoding');
  };
  const finish = (req: IncomingMessage, res: ServerResponse, route: string, id: string, t0: number, status: number, headers: string[], body: Buffer | undefined) => {
    if (body) headers.push('Content-Length', String(body.length));
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    p.metrics.requestDone(req.method!, route, res.statusCode, (performance.now() - t0) / 1000);
    logAnswered(lines, id, req.method!, req.url!, route, res.statusCode, Math.round(performance.now() - t0));
  };
  const answer = (req: IncomingMessage, res: ServerResponse, found: CacheableRequest, hit: StoredAnswer, t0: number): boolean => {
    const acceptEncoding = req.headers['accept-encoding'];
    // No Accept-Encoding: identity only (what the negotiation below answers then, without building it).
    const encoding = acceptEncoding === undefined ? 'identity' : hitEncoding(hit, (...e) => accepts(req).encodings(e));
    const copy = encoding === 'br' ? hit.br : encoding === 'gzip' ? hit.gzip : undefined;
    // A large answer without a copy the client takes: the pipeline's compression stage has a say.
    if (!copy && acceptEncoding !== undefined && hit.body.length >= COMPRESS_FROM_BYTES) return false;
    const { id, headers } = begin(req, res);
    const notModified = req.method === 'GET' && fresh(req.headers, { etag: hit.etag });
    if (!notModified) headers.push('Content-Type', hit.type);
    headers.push('Cache-Control', 'no-cache', 'ETag', hit.etag, 'X-Cache', 'hit');
    varyEncoding(res, headers);
    if (copy) headers.push('Content-Encoding', encoding as string);
    finish(req, res, found.route, id, t0, notModified ? 304 : 200, headers, notModified ? undefined : (copy ?? hit.body));
    return true;
  };

  /**
   * A kept web asset, sent as the static stage sends it: its negotiation (the client's q, ties to brotli,
   * then gzip: express-static-gzip's order), its types, validators and Vary; a 304 without the content's
   * headers, as `send` answers one.
   */
  const answerAsset = (req: IncomingMessage, res: ServerResponse, asset: KeptAsset, t0: number): boolean => {
    if (req.headers.range !== undefined) return false; // a byte range: the static stage
    const acceptEncoding = req.headers['accept-encoding'];
    const encoding = acceptEncoding === undefined ? 'identity' : preferredEncoding(req, asset.encodings);
    const copy = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : undefined;
    if (encoding === undefined) return false; // nothing acceptable: the static stage's answer
    // The file itself to a client that takes compression: the pipeline's compression stage has a say.
    if (!copy && acceptEncoding !== undefined && asset.identity.body.length >= COMPRESS_FROM_BYTES) return false;
    const sent = copy ?? asset.identity;
    const { id, headers } = begin(req, res);
    const notModified = fresh(req.headers, { etag: sent.etag, 'last-modified': sent.lastModified });
    headers.push('Accept-Ranges', 'bytes', 'Cache-Control', IMMUTABLE, 'Last-Modified', sent.lastModified, 'ETag', sent.etag);
    if (!notModified) headers.push('Content-Type', sent.type);
    if (asset.varies) varyEncoding(res, headers);
    if (copy && !notModified) headers.push('Content-Encoding', encoding!);
    finish(req, res, STATIC_ROUTE, id, t0, notModified ? 304 : 200, headers, notModified ? undefined : sent.body);
    return true;
  };

  return (req, res) => {
    const t0 = performance.now();
    const url = req.url ?? '';
    if ((req.method === 'GET' || req.method === 'HEAD') && p.assets && url.startsWith('/assets/')) {
      const asset = p.assets.get(url);
      if (!asset || !answerAsset(req, res, asset, t0)) p.app(req, res);
      return;
    }
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

/**
 * The encoding express-static-gzip would send an asset in: the client's most wanted (q) of those it has,
 * ties going to brotli, then gzip; undefined when none is acceptable. (negotiator 1.x's `preferred`
 * option; its @types still describe 0.6.)
 */
function preferredEncoding(req: IncomingMessage, available: readonly string[]): string | undefined {
  const negotiator = new Negotiator(req) as unknown as { encodings(available: string[], options: { preferred: string[] }): string[] };
  return negotiator.encodings([...available], { preferred: ASSET_ENCODINGS })[0];
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
