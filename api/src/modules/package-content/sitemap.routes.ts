import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { serverPathNotFound } from '../../http/not-found.js';

const OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const CLOSE = '</urlset>';
/** Package pages a file lists: under the protocol's 50,000 URLs with the public pages beside them. */
export const PACKAGES_PER_FILE = 40_000;

/**
 * GET /sitemap.xml: the public pages the web build listed (web/dist/sitemap.xml, absolute URLs on the
 * site's origin) followed by every package page, `/aranzhmani/<id>`, on the same origin, streamed in
 * batches; without a build, the packages alone on PUBLIC_URL. Past PACKAGES_PER_FILE packages it is a
 * sitemap index of /sitemap-1.xml, /sitemap-2.xml...: the first with the public pages, each with its
 * share of the packages by id.
 */
export function sitemapRoutes(webDist: string, publicUrl: string, perFile = PACKAGES_PER_FILE): Router {
  const router = Router();
  const built = path.join(webDist, 'sitemap.xml');
  const pages = () => {
    const xml = existsSync(built) ? readFileSync(built, 'utf8') : '';
    const head = xml.includes(CLOSE) ? xml.slice(0, xml.lastIndexOf(CLOSE)) : OPEN;
    const origin = /<loc>(https?:\/\/[^/<]+)/.exec(xml)?.[1] ?? publicUrl;
    return { head, origin };
  };

  /** One urlset: the public pages when `withPages`, then the packages from `skip` on (at most `take`). */
  async function urlset(req: Request, res: Response, withPages: boolean, skip: number, take: number) {
    const { head, origin } = pages();
    res.status(200).type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    try {
      res.write(withPages ? head : OPEN);
      for await (const rows of req.ctx.services.packageContent.sitemapPages(skip, take)) {
        res.write(rows.map((r) => `  <url><loc>${origin}/aranzhmani/${r.id}</loc><lastmod>${r.lastmod}</lastmod></url>\n`).join(''));
        if (res.destroyed) return;
      }
      res.end(`${CLOSE}\n`);
    } catch (e) {
      console.error('[sitemap] failed midway', e);
      res.destroy();
    }
  }

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const files = Math.ceil((await req.ctx.services.packageContent.packageCount()) / perFile);
      if (files <= 1) return await urlset(req, res, true, 0, perFile);
      const { origin } = pages();
      const entries = Array.from({ length: files }, (_, i) => `  <sitemap><loc>${origin}/sitemap-${i + 1}.xml</loc></sitemap>`).join('\n');
      res.status(200).type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`);
    } catch (e) {
      next(e);
    }
  });

  router.get('/sitemap-:n.xml', async (req, res, next) => {
    try {
      const n = /^[1-9]\d{0,5}$/.test(req.params.n!) ? Number(req.params.n) : 0;
      const files = Math.ceil((await req.ctx.services.packageContent.packageCount()) / perFile);
      if (n < 1 || n > files || files <= 1) return serverPathNotFound(req, res, next);
      await urlset(req, res, n === 1, (n - 1) * perFile, perFile);
    } catch (e) {
      next(e);
    }
  });
  return router;
}
