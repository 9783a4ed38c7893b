import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** What a lazy page's route carries once loaded: the page's source module (see `pageModules`). */
export interface PageHandle {
  /** The module's path from web/ (src/features/x/routes/y.tsx), as Vite's manifest names it. */
  module?: string;
  /** The page reads what only the browser has (the URL's fragment): the server sends the client-only
   *  page instead of rendering it, so hydration never meets a different first render. */
  clientOnly?: boolean;
}

/**
 * A route whose page is its own chunk, fetched when the route matches (react-router waits for it
 * before rendering, so nothing flashes): a public page downloads only its own code.
 *
 * The build names the imported module on `load` (vite.config.ts, `pageModules`), and the route's
 * handle carries it, so the server rendering the page can preload exactly that chunk and its imports.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, options: Pick<PageHandle, 'clientOnly'> = {}): RouteObject['lazy'] {
  const handle: PageHandle = { module: (load as { module?: string }).module, ...options };
  return async () => ({ Component: pick(await load()), handle });
}
