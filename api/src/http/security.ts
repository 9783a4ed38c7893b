import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config/env.js';
import { ForbiddenError } from '../shared/errors.js';
import { carriesBearer } from './bearer.js';
import { DEV_HMR_PORT } from './pages/dev-server.js';

/**
 * CORS exactly as the legacy contract says: an allow-listed origin is echoed with credentials;
 * any other origin simply gets no CORS headers (never an error).
 */
export function corsMiddleware(config: Config): RequestHandler {
  const allowed = new Set(config.corsOrigins);
  return cors({
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'apollo-require-preflight', 'Authorization'],
    maxAge: 600,
  });
}

/**
 * A nonce for this response's Content-Security-Policy: the web app's pages carry React Router's inline
 * scripts (its data and the start of the app) with it, and no other inline script may run.
 */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = nextNonce();
  next();
};

/**
 * 128 random bits a nonce, taken from a pool filled 256 nonces at a time: asking the random source
 * for 16 bytes at every request cost more than the bytes.
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = noncePool.length;
function nextNonce(): string {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return noncePool.toString('base64', nonceAt - NONCE_BYTES, nonceAt);
}

const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`;


/** Security headers; the CSP fits the web app and GraphiQL (no inline script but the response's own, by its nonce: cspNonce). */
export function securityHeaders(config: Config): RequestHandler {
  // HSTS only when TRUST_PROXY says a TLS-terminating proxy is in front (issue: "HSTS when TRUST_PROXY
  // says we are behind HTTPS"); production over plain http (docker compose on localhost) keeps working.
  const behindHttps = typeof config.trustProxy === 'number' ? config.trustProxy > 0 : config.trustProxy.length > 0;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        // React sets style attributes (carousels, progress bars); stylesheets themselves are same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // `npm run dev`: Vite's hot-reload socket (http/pages/dev-server.ts), never in production.
        connectSrc: ["'self'", ...(config.webDev ? [`ws://localhost:${DEV_HMR_PORT}`, `ws://127.0.0.1:${DEV_HMR_PORT}`] : [])],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(behindHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: behindHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
    // Nothing of our addresses leaves for another site; our own forms still say where they come from
    // (under no-referrer a browser sends `Origin: null` with a plain form post, which originCheck refuses).
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const GRAPHQL_PATH = /^\/graphql\/?$/;
export const FOREIGN_ORIGIN = 'Kërkesa u refuzua: vjen nga një faqe e huaj.';

/**
 * CSRF defence in depth (the session cookie is already SameSite=Lax): a state-changing request that
 * says where it comes from (Origin, else Referer) must come from our own origin (the request's Host
 * and scheme, which honour TRUST_PROXY), PUBLIC_URL or CORS_ORIGINS; otherwise 403.
 * A request with neither header is let through: browsers always send Origin on cross-origin POST,
 * PUT, DELETE and PATCH (fetch, XHR and form posts alike), so a request without one does not come
 * from another site's page; it comes from curl, a server or a test client, which carry no victim's
 * cookie to abuse.
 */
export function originCheck(config: Config): RequestHandler {
  const trusted = trustedOrigins(config);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // A request made with an API token carries no ambient credential a foreign page could ride on: its
    // cookies are ignored, and a bad token is a 401 (http/bearer.ts). Cookie requests keep this check.
    if (carriesBearer(req) && GRAPHQL_PATH.test(req.path)) return next();
    const header = req.get('origin') ?? req.get('referer');
    if (header === undefined) return next();
    const claimed = originOf(header); // undefined for "null" (sandboxed pages, file://) and garbage
    if (claimed && (claimed === originOf(`${req.protocol}://${req.host}`) || trusted.has(claimed))) return next();
    next(new ForbiddenError(FOREIGN_ORIGIN));
  };
}

/** The origins trusted besides the request's own: PUBLIC_URL's and CORS_ORIGINS. */
export function trustedOrigins(config: Config): ReadonlySet<string> {
  return new Set([...config.corsOrigins, originOf(config.publicUrl)].filter((o): o is string => !!o));
}

export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
