import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';

export interface WebDevServer {
  /** Vite's own answers: the modules, styles and hot updates the page asks for while it is developed. */
  middlewares: RequestHandler;
  /** The web app's server build as it is now (compiled on demand, changes picked up). */
  build: () => Promise<ServerBuild>;
  close(): Promise<void>;
}

/**
 * `npm run dev`: the web app served by the API with Vite in middleware mode (React Router's custom server
 * recipe), so a page is rendered by the same loaders and actions against the same API as in production,
 * and an edit shows at once. Never in production: Vite is a development dependency.
 */
/** The port of Vite's hot-reload socket (the page's CSP lets it connect there in development). */
export const DEV_HMR_PORT = 24678;

export async function webDevServer(webRoot: string): Promise<WebDevServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root: webRoot, configFile: `${webRoot}/vite.config.ts`, server: { middlewareMode: true, hmr: { port: DEV_HMR_PORT } }, appType: 'custom' });
  return {
    middlewares: vite.middlewares as unknown as RequestHandler,
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
