import { readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import vary from 'vary';

/**
 * The web app's files (web/dist/client): hashed assets cached for a year (immutable), other files (the
 * icons, robots.txt, the sitemap) revalidated hourly. The build writes .br and .gz beside every text
 * file (vite.config.ts); they are sent as the client accepts, with Content-Encoding and Vary.
 */
export function webFiles(clientDir: string): Router {
  const router = Router();
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false as const };
  router.use('/assets', keepVary(expressStaticGzip(path.join(clientDir, 'assets'), { ...precompressed, serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false } })));
  const rootFiles = keepVary(expressStaticGzip(clientDir, { ...precompressed, serveStatic: { index: false, maxAge: '1h', setHeaders: noSniff } }));
  // Every page's path would otherwise be looked up on disk before the page is answered.
  const names = filesIn(clientDir);
  router.use((req, res, next) => (names.has(req.path) ? rootFiles(req, res, next) : next()));
  return router;
}

/** The paths of the files at the top of the build's client folder (`/robots.txt`...), as a request names them. */
function filesIn(dir: string): Set<string> {
  try {
    return new Set(readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name)).map((e) => `/${e.name}`));
  } catch {
    return new Set();
  }
}

const noSniff = (res: ServerResponse) => res.setHeader('X-Content-Type-Options', 'nosniff');

/**
 * express-static-gzip *sets* `Vary: Accept-Encoding` for a file it has copies of, replacing the
 * `Vary: Origin` that CORS set for a request naming an origin: a shared cache could then hand one
 * origin's CORS answer (Access-Control-Allow-Origin) to another. What CORS set is put back beside it.
 */
function keepVary(stage: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const before = res.getHeader('Vary');
    const result = stage(req, res, next);
    const after = res.getHeader('Vary');
    if (before !== undefined && after !== before && !res.headersSent) {
      res.setHeader('Vary', before);
      if (after !== undefined) vary(res, String(after));
    }
    return result;
  };
}
