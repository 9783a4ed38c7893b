import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A route whose page is its own chunk, fetched when the route matches (react-router waits for it
 * before rendering, so nothing flashes): a public page downloads only its own code.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}
