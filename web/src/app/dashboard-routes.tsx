import type { RouteObject } from 'react-router-dom';

/** Dashboard screens (inside the guarded dashboard layout, before its 404). Owned by the dashboard feature. */
export const dashboardRoutes: RouteObject[] = [];
