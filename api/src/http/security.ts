import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config/env.js';

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

/** Security headers; the CSP fits the SPA and the bundled GraphiQL page (no inline scripts). */
export function securityHeaders(config: Config): RequestHandler {
  const behindHttps = config.isProduction || Boolean(config.trustProxy);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
