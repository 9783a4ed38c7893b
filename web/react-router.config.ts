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
} satisfies Config;
