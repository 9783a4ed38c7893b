import type { Express } from 'express';

/** One route as registered on the Express app: `GET /api/shtetet`, `PUT /api/users/:id`... */
export interface AppRoute {
  method: string;
  path: string;
  key: string;
}

interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (base: string, path: string) => `${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
const paths = (p: string | string[] | undefined) => (p === undefined ? ['/'] : Array.isArray(p) ? p : [p]);

/**
 * Every route the app really serves, found by walking Express 5's router stack (router 2.x keeps each
 * layer's `rawPath`), nested routers included. Middleware without routes (static files, the GraphQL
 * endpoint, CORS) is not a route; GraphQL fields are enumerated from the schema instead.
 */
export function appRoutes(app: Express): AppRoute[] {
  const out = new Map<string, AppRoute>();
  const walk = (stack: Layer[], base: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== '_all');
        for (const p of paths(layer.route.path)) {
          for (const m of methods) {
            const route = { method: m.toUpperCase(), path: join(base, p) };
            out.set(`${route.method} ${route.path}`, { ...route, key: `${route.method} ${route.path}` });
          }
        }
      } else if (layer.handle?.stack) {
        for (const p of paths(layer.rawPath)) walk(layer.handle.stack, join(base, p));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...out.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** A concrete URL for a route pattern: `:id` → 999999 (no such row), `{*splat}` → a page path. */
export function sampleUrl(path: string): string {
  return path.replace(/\{\*\w+\}/g, 'some/page').replace(/:\w+/g, '999999');
}
