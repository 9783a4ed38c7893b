import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The browser's router. For a page the server rendered, the lazy pages its URL matches are loaded
 * first (and written into their routes), so the first render is the server's, not a loading state.
 */
export async function createRouter(hydrating: boolean) {
  if (hydrating) {
    const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, loaded, { lazy: undefined });
    }));
  }
  return createBrowserRouter(routes);
}
