import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';

const CLOSE = '</urlset>';

/**
 * GET /sitemap.xml: the public pages the web build listed (web/dist/sitemap.xml, absolute URLs on the
 * site's origin) followed by every package page, `/aranzhmani/<id>`, on the same origin, streamed in
 * batches. Without a build, the packages alone on PUBLIC_URL. The sitemap protocol allows 50,000 URLs a
 * file: a catalogue beyond that needs a sitemap index (docs/decisions/0021).
 */
export function sitemapRoutes(webDist: string, publicUrl: string): Router {
  const router = Router();
  const built = path.join(webDist, 'sitemap.xml');
  const pages = () => {
    const xml = existsSync(built) ? readFileSync(built, 'utf8') : '';
    const head = xml.includes(CLOSE) ? xml.slice(0, xml.lastIndexOf(CLOSE)) : `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
    const origin = /<loc>(https?:\/\/[^/<]+)/.exec(xml)?.[1] ?? publicUrl;
    return { head, origin };
  };
  router.get('/sitemap.xml', async (req, res) => {
    const { head, origin } = pages();
    res.status(200).type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    try {
      res.write(head);
      for await (const rows of req.ctx.services.packageContent.sitemapPages()) {
        res.write(rows.map((r) => `  <url><loc>${origin}/aranzhmani/${r.id}</loc><lastmod>${r.lastmod}</lastmod></url>\n`).join(''));
        if (res.destroyed) return;
      }
      res.end(`${CLOSE}\n`);
    } catch (e) {
      console.error('[sitemap] failed midway', e);
      res.destroy();
    }
  });
  return router;
}
