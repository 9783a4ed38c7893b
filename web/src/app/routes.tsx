import type { RouteObject } from 'react-router-dom';
import { canonicalPaths, routePatterns } from './canonical-path';
import { dashboardRoutes } from './dashboard-routes';
import { lazyPage } from './lazy-page';
import { siteRoutes } from './site-routes';
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
    element: <RootLayout canonicalOf={(pathname) => canonicalPath(pathname)} />,
    errorElement: <RouteError />,
    // The first page's chunk (lazy routes) is being fetched: nothing to show yet, and nothing to warn about.
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: lazyPage(() => import('../features/home/routes/home-page'), (m) => m.HomePage) },
          { path: 'login', lazy: lazyPage(() => import('../features/auth/routes/login-page'), (m) => m.LoginPage) },
          { path: 'register', lazy: lazyPage(() => import('../features/auth/routes/register-page'), (m) => m.RegisterPage) },
          { path: 'harruat-fjalekalimin', lazy: lazyPage(() => import('../features/auth/routes/forgot-password-page'), (m) => m.ForgotPasswordPage) },
          { path: 'rivendos-fjalekalimin', lazy: lazyPage(() => import('../features/auth/routes/reset-password-page'), (m) => m.ResetPasswordPage, { clientOnly: true }) },
          { path: 'profili', lazy: lazyPage(() => import('../features/auth/routes/profile-page'), (m) => m.ProfilePage) },
          ...siteRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // One guard for the whole dashboard subtree, so no screen can be added unguarded. The guard,
        // the layout and every screen are chunks of their own: the public site never downloads them.
        path: 'dashboard',
        lazy: lazyPage(() => import('./dashboard-shell'), (m) => m.DashboardShell),
        children: [
          { index: true, lazy: lazyPage(() => import('../features/dashboard/routes/dashboard-home'), (m) => m.DashboardHome) },
          ...dashboardRoutes,
          { path: '*', element: <NotFoundPage area="dashboard" /> },
        ],
      },
    ],
  },
];

let canonical: ((pathname: string) => string | null) | undefined;

/** The route table's own spelling of a path typed in another letter case (canonical-path.ts), else null. */
export function canonicalPath(pathname: string): string | null {
  canonical ??= canonicalPaths(routePatterns(routes));
  return canonical(pathname);
}
