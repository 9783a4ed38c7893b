import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built React app (web/dist): hashed assets cached for a year, the GraphiQL page at
 * /graphiql, and index.html for every other GET so client-side routes work on reload.
 */
export function webRoutes(webDist: string): Router {
  const router = Router();
  const index = path.join(webDist, 'index.html');
  router.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.get(['/graphiql', '/graphiql.html'], (_req, res) => sendOr503(res, path.join(webDist, 'graphiql.html')));
  router.get('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    sendOr503(res, index);
  });
  return router;
}

function sendOr503(res: express.Response, file: string) {
  if (!existsSync(file)) {
    res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file);
}
