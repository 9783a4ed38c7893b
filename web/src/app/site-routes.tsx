import type { RouteObject } from 'react-router-dom';

/** Public-site pages (inside the public layout, before the 404). Owned by the site feature. */
export const siteRoutes: RouteObject[] = [];
