import type { Config } from '@react-router/dev/config';

// React Router's framework mode (ADR 0019): the route table in src/routes.ts, route modules with their
// loaders and actions, one server render per request. The API serves both builds: web/dist/client (the
// browser's files) and web/dist/server/index.js (the server build it renders pages with).
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // Every route of the table is in the page's manifest (the dashboard's screens live in one route), so the
  // browser never asks the server which route a link goes to before following it.
  routeDiscovery: { mode: 'initial' },
  // React Router 8's behaviours, named so that each build does not warn about them: adopted with that
  // upgrade, when the data requests' URLs (lib/server-context.ts's `fromApp`) are checked again.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
