import type { RouteObject } from 'react-router-dom';
import { StaffGuard } from '../features/auth/components/staff-guard';
import { LoginPage } from '../features/auth/routes/login-page';
import { RegisterPage } from '../features/auth/routes/register-page';
import { DashboardHome } from '../features/dashboard/routes/dashboard-home';
import { HomePage } from '../features/home/routes/home-page';
import { canonicalPath } from './canonical-path';
import { dashboardRoutes } from './dashboard-routes';
import { siteRoutes } from './site-routes';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

/**
 * The route table. Paths are written in their canonical casing (SPEC §2); any other casing redirects
 * to it. Every path here is listed in route-paths.ts too (a unit test keeps the two equal), which the
 * build hands to the server so that any other path answers HTTP 404.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout canonicalOf={(pathname) => canonicalPath(routes, pathname)} />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          ...siteRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // One guard for the whole dashboard subtree, so no screen can be added unguarded.
        path: 'dashboard',
        element: (
          <StaffGuard>
            <DashboardLayout />
          </StaffGuard>
        ),
        children: [
          { index: true, element: <DashboardHome /> },
          ...dashboardRoutes,
          { path: '*', element: <NotFoundPage area="dashboard" /> },
        ],
      },
    ],
  },
];
