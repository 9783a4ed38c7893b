import { createRequestHandler } from '@react-router/express';
import { Router, type RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { AppContext } from '../context.js';
import type { PageCache, PageTables } from '../../cache/page-cache.js';
import { visitorKind } from '../visitor-hint.js';
import { renderQueue, type RenderLimits } from './render-queue.js';
import type { InProcessExecute, ReadsSeen } from './server-build.js';

export interface PagesOptions {
  /** The web app's server build, or a function giving the current one (the dev server's). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  publicUrl: string;
  /** The session and the request context: the page is rendered, and a form answered, for this visitor. */
  session: RequestHandler;
  context: RequestHandler;
  /** GraphQL in process with a request's context (graphql/in-process.ts). */
  execute: (ctx: AppContext, seen?: ReadsSeen) => InProcessExecute;
  /** The pages kept for every visitor of their kind (page-cache.ts). */
  pages: PageCache;
  /** React Router's mode: 'production' hides the details of a failed render from the page. */
  mode: 'production' | 'development';
  /** How many pages are rendered at once, and how many wait (render-queue.ts). */
  renderLimits: RenderLimits;
}

/**
 * The web app (ADR 0019): every path the API does not own goes to React Router's request handler,
 * which runs the route's loaders (or its action, for a form sent to it) and renders the page once,
 * streamed. Loaders and actions get the visitor's GraphQL, answered in process, and the response's
 * CSP nonce (the load context, web/src/lib/server-context.ts). A public page may be the one another
 * visitor's request rendered (page-cache.ts): it holds nothing of the visitor but their kind.
 */
export function webPages(options: PagesOptions): Router {
  const router = Router();
  const handler = createRequestHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: (req, res) => {
      const seen: ReadsSeen = { kept: 0 };
      const queries = measured(options.execute(req.ctx, seen), res.locals.pageTables as PageTables | undefined, options.pages);
      return {
        execute: queries.execute,
        nonce: res.locals.cspNonce as string,
        publicUrl: options.publicUrl,
        // Not who: the kind of visitor, all a shared page may depend on (page-cache.ts).
        visitor: visitorKind(req.ctx.user),
        dataTiming: () => `data;dur=${queries.ms.toFixed(1)};desc="${queries.count} queries (${queries.summed.toFixed(1)} ms summed), ${seen.kept} kept"`,
        fromApp: req.path.endsWith('.data'),
      };
    },
  });
  router.use(options.session, (req, res, next) => (req.ctx ? next() : options.context(req, res, next)), options.pages.stage(), renderQueue(options.renderLimits), handler);
  return router;
}

/**
 * The page's queries, counted and timed: `ms` is how long the page waited for data (the time at least one
 * query was under way; some run side by side), `summed` each query's own time added up. Their tables are
 * noted for the page cache.
 */
function measured(execute: InProcessExecute, tables: PageTables | undefined, pages: Pick<PageCache, 'tables'>) {
  let running = 0;
  let since = 0;
  const totals = {
    count: 0,
    ms: 0,
    summed: 0,
    execute: (async (operation) => {
      if (tables?.read) {
        const read = pages.tables(operation.query, operation.operationName);
        if (read) read.forEach((t) => tables.read!.add(t));
        else tables.read = null;
      }
      const start = performance.now();
      if (running++ === 0) since = start;
      try {
        return await execute(operation);
      } finally {
        const end = performance.now();
        totals.count += 1;
        totals.summed += end - start;
        if (--running === 0) totals.ms += end - since;
      }
    }) as InProcessExecute,
  };
  return totals;
}
