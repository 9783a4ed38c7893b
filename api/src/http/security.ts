import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config/env.js';
import { ForbiddenError } from '../shared/errors.js';

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
    allowedHeaders: ['Content-Type', 'apollo-require-preflight'],
    maxAge: 600,
  });
}

/**
 * The CSP's hashes of the inline scripts of the built index.html (web/dist): exactly those scripts may
 * run, no other inline script. There is one, the storage and cookie reads the page makes while it is
 * parsed (ADR 0019, eighth pass). JSON data blocks are never run and need none. No build, no hash.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attrs!) && body!.trim() !== '')
    .map(([, , body]) => cspHash(body!));
}

/** A script's source in a CSP: the sha256 of its exact text, as browsers compare it. */
export const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Security headers; the CSP fits the SPA and the bundled GraphiQL page (no inline script but index.html's hashed one). */
export function securityHeaders(config: Config): RequestHandler {
  // HSTS only when TRUST_PROXY says a TLS-terminating proxy is in front (issue: "HSTS when TRUST_PROXY
  // says we are behind HTTPS"); production over plain http (docker compose on localhost) keeps working.
  const behindHttps = typeof config.trustProxy === 'number' ? config.trustProxy > 0 : config.trustProxy.length > 0;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        // React sets style attributes (carousels, progress bars); stylesheets themselves are same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(behindHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: behindHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
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
