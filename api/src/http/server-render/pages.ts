import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import { routeMatcher } from '../web.js';
import { loadServerBundle, type InProcessExecute } from './bundle.js';
import type { PageCache } from './page-cache.js';
import { PageTemplate, type PageHead } from './page-html.js';

export interface ServerRenderOptions {
  webDist: string;
  publicUrl: string;
  /** The session and the request context: the page is rendered for the visitor who asked. */
  session: RequestHandler;
  context: RequestHandler;
  /** GraphQL in process with a request's context (graphql/in-process.ts). */
  execute: (ctx: AppContext) => InProcessExecute;
  /** The pages kept for visitors who are not logged in. */
  pages: PageCache;
}

/** Past this a render gives up waiting for more data and sends what it has (the browser fetches the rest). */
const RENDER_BUDGET_MS = 3000;
const PACKAGE_PAGE = /^\/aranzhmani\/(\d{1,9})\/?$/;

/**
 * The public site's pages rendered on the server (ADR 0019): a GET that takes HTML, for a path of the
 * app's route table outside the dashboard (or any other path without a file extension: the not-found
 * page, 404), gets the page's content, head and data in its HTML. Rendered for this visitor (session,
 * language cookie): `Cache-Control: no-cache, private`, Vary Cookie (and Accept-Encoding). A visitor
 * who is not logged in may get the page another such visitor's request rendered (page-cache.ts).
 * Without a server bundle, or when a render throws (logged), the request goes on to the client-only
 * index.html, as before.
 */
export async function serverRenderedPages(options: ServerRenderOptions): Promise<Router> {
  const router = Router();
  const bundle = await loadServerBundle(options.webDist);
  if (!bundle) return router;
  const template = new PageTemplate(options.webDist, bundle.APOLLO_STATE_ID ?? 'apollo-state', bundle.PAGE_CHUNKS_ID ?? 'page-chunks');
  const known = routeMatcher(options.webDist);
  const rendered = (path: string) => !/^\/(dashboard|graphiql)(\/|\.|$)/i.test(path) && (known(path) || !/\.\w+$/.test(path));

  router.get('/{*splat}', (req, _res, next) => (req.accepts('html') && rendered(req.path) ? next() : next('router')), options.session, (req, res, next) => {
    if (req.ctx) return next(); // the package paths already have theirs (app.ts CONTEXT_PATHS)
    return options.context(req, res, next);
  }, async (req, res, next) => {
    const language = bundle.languageOfCookies?.(req.headers.cookie);
    const key = language ? options.pages.key(req, language) : undefined;
    const done = key ? await options.pages.answerOrRender(key, req, res) : undefined;
    if (done === null) return;
    const started = performance.now();
    const stamp = options.pages.stamp();
    const abort = AbortSignal.timeout(RENDER_BUDGET_MS);
    const url = `${options.publicUrl}${req.originalUrl}`;
    const packageId = PACKAGE_PAGE.exec(req.path)?.[1];
    const queries = measured(options.execute(req.ctx), key ? options.pages : undefined);
    try {
      const [result, preview] = await Promise.all([
        bundle.render({ url, cookies: req.headers.cookie, execute: queries.execute, signal: abort }),
        packageId ? req.ctx.services.packageContent.sharePreview(Number(packageId), options.publicUrl).catch(() => null) : null,
      ]);
      if ('redirect' in result) return res.redirect(301, result.redirect);
      if ('clientOnly' in result) {
        res.status(result.status);
        return next();
      }
      const head: PageHead = preview
        ? { url: preview.url, type: 'product', image: preview.image }
        : { url: `${options.publicUrl}${req.path === '/' ? '/' : req.path.replace(/\/$/, '')}`, type: 'website' };
      res.status(result.status);
      // What the render cost, for the browser's network panel and the benchmarks.
      res.setHeader('Server-Timing', [
        `render;dur=${(performance.now() - started).toFixed(1)};desc="${result.passes} passes"`,
        `graphql;dur=${queries.ms.toFixed(1)};desc="${queries.count} queries (summed)"`,
      ].join(', '));
      res.setHeader('Cache-Control', 'no-cache, private');
      res.vary('Cookie');
      const html = template.fill(result, head);
      const tables = queries.tables && (packageId ? [...queries.tables, ...options.pages.packageTables] : queries.tables);
      // Only found pages: any path answers 404, and those would push the pages visitors ask for out.
      if (key && tables && result.status === 200 && !result.partial) {
        options.pages.keep(key, { status: result.status, html, stamp, tables });
        res.setHeader('X-Cache', 'miss');
      }
      res.type('html').send(html);
    } catch (err) {
      req.log.error({ err, path: req.path }, 'page render failed: the client-only page is sent');
      next();
    } finally {
      done?.();
    }
  });
  return router;
}

/**
 * The page's queries, counted and timed (summed: some run side by side) for Server-Timing; with `pages`,
 * the tables they read too (null once one may depend on more than its tables: the page is not kept).
 */
function measured(execute: InProcessExecute, pages?: Pick<PageCache, 'tables'>) {
  const read = new Set<string>();
  const totals = {
    count: 0,
    ms: 0,
    tables: pages ? ([] as readonly string[] | null) : null,
    execute: (async (operation) => {
      const tables = totals.tables && pages?.tables(operation.query, operation.operationName);
      if (tables) tables.forEach((t) => read.add(t));
      totals.tables = tables ? [...read] : null;
      const start = performance.now();
      try {
        return await execute(operation);
      } finally {
        totals.count += 1;
        totals.ms += performance.now() - start;
      }
    }) as InProcessExecute,
  };
  return totals;
}
