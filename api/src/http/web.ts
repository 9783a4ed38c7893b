import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import vary from 'vary';

/**
 * Serves the built React app (web/dist): hashed assets cached for a year (immutable), other files
 * revalidated hourly, the GraphiQL page at /graphiql, and index.html (always revalidated) for every
 * other GET so client-side routes work on reload. A path that is not in the app's route table still
 * gets index.html (the app shows its not-found page), but with status 404, so search engines and link
 * checkers see a real 404. The build writes .br and .gz beside every text asset (vite.config.ts); they
 * are sent as the client accepts, with Content-Encoding and Vary,
 * the pages included.
 */
export function webRoutes(webDist: string): Router {
  const router = Router();
  const index = path.join(webDist, 'index.html');
  const known = routeMatcher(webDist);
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false as const };
  router.use('/assets', keepVary(expressStaticGzip(path.join(webDist, 'assets'), { ...precompressed, serveStatic: { immutable: true, maxAge: '1y', index: false } })));
  router.use(keepVary(expressStaticGzip(webDist, { ...precompressed, serveStatic: { index: false, maxAge: '1h', setHeaders: revalidateHtml } })));
  router.get(['/graphiql', '/graphiql.html'], (req, res) => sendPage(req, res, path.join(webDist, 'graphiql.html')));
  router.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!known(req.path)) res.status(404);
    sendPage(req, res, index);
  });
  return router;
}

/**
 * express-static-gzip *sets* `Vary: Accept-Encoding` for a file it has copies of, replacing the
 * `Vary: Origin` that CORS set for a request naming an origin: a shared cache could then hand one
 * origin's CORS answer (Access-Control-Allow-Origin) to another. It sets it before the file is read, in
 * the call itself: what CORS set is put back beside it (the front door's kept assets answer the same).
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

/**
 * The web app's route table, written by its build to route-paths.json (React Router patterns such as
 * `/aranzhmani/:id`), as a test of a path. Matched the way the router matches: letter case and a
 * trailing slash do not matter, a `:param` is any one segment. Without the file (a build older than
 * it) every path is taken as known, as before.
 */
export function routeMatcher(webDist: string): (pathname: string) => boolean {
  const file = path.join(webDist, 'route-paths.json');
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(segments);
  return (pathname) => {
    let parts: string[];
    try {
      parts = segments(pathname).map((s) => decodeURIComponent(s));
    } catch {
      return false; // a malformed %-escape is no page of ours
    }
    return patterns.some((pattern) => pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p.toLowerCase() === parts[i]!.toLowerCase()));
  };
}

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

/** A page (HTML) names the current hashed assets: browsers ask again every time. */
function revalidateHtml(res: ServerResponse, file: string) {
  if (/\.html(\.br|\.gz)?$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
}

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** A page, revalidated on every visit, precompressed as the client accepts. */
function sendPage(req: express.Request, res: express.Response, file: string) {
  if (!existsSync(file)) {
    res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Encoding');
  const accepted = req.acceptsEncodings(encodings.map((e) => e.name));
  const encoding = encodings.find((e) => e.name === accepted && existsSync(file + e.suffix));
  if (!encoding) {
    res.sendFile(file);
    return;
  }
  res.setHeader('Content-Encoding', encoding.name);
  res.type('html');
  res.sendFile(file + encoding.suffix);
}
