import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { serverPathNotFound } from '../../http/not-found.js';
import { NotFoundError } from '../../shared/errors.js';
import { withShareTags } from './share-tags.js';

/**
 * GET /aranzhmani/:id for a browser or a link-preview crawler: the app's index.html with the package's
 * title, description and Open Graph tags already in its head (crawlers do not run the app). Anything
 * else (no build, an unknown package, a bad id) goes on to the web app as before; a client that takes
 * no HTML gets a JSON 404.
 */
export function shareRoutes(webDist: string, publicUrl: string): Router {
  const router = Router();
  const index = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  const page = () => {
    if (!existsSync(index)) return undefined;
    const { mtimeMs } = statSync(index);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(index, 'utf8') };
    return cached.html;
  };
  router.get('/aranzhmani/:id', async (req, res, next) => {
    // The page is HTML only: a client that takes no HTML gets a JSON 404, never the HTML error page.
    if (!req.accepts('html')) return serverPathNotFound(req, res, next);
    const id = Number(req.params.id);
    const html = /^\d{1,9}$/.test(req.params.id) ? page() : undefined;
    if (!html) return next();
    try {
      const preview = await req.ctx.services.packageContent.sharePreview(id, publicUrl);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(withShareTags(html, preview));
    } catch (e) {
      if (e instanceof NotFoundError) return next();
      next(e);
    }
  });
  return router;
}
