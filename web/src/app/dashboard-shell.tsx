import { lazy, Suspense } from 'react';
import { data, matchPath, redirect, useRoutes, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Loading } from '../components/ui/loading';
import { isStaffRole } from '../features/auth/lib/away-if-logged-in';
import { browserApollo } from '../lib/apollo';
import { MeDocument } from '../lib/api/me';
import '../lib/i18n/dashboard-texts';
import { redirectWithFlashAnywhere } from '../lib/flash';
import { personalPage } from '../lib/personal-page';
import { loginUrl } from '../lib/safe-next';
import { serverApollo } from '../lib/server-context';
import { dashboardRoutes } from './dashboard-routes';
import { DashboardLayout } from './layouts/dashboard-layout';
import { NotFoundView } from './not-found-view';
import { dashboardPaths } from './route-paths';

/**
 * The one gate in front of every /dashboard screen (SPEC §4), on the server and in the browser alike:
 * anonymous visitors go to /login (and come back afterwards), logged-in customers go home, told why. The API
 * enforces the same roles on every staff field; this keeps people away from screens they cannot use.
 */
async function staffOnly(client: ReturnType<typeof browserApollo>, url: URL): Promise<null> {
  const me = (await client.query({ query: MeDocument })).data?.me;
  if (!me) throw redirect(loginUrl(url.pathname + url.search));
  // A customer is told why the dashboard did not open (issue 42), on the home page it goes to.
  if (!isStaffRole(me.role)) throw redirectWithFlashAnywhere('/', 'dashboardGate.failure');
  return null;
}

/** A screen the dashboard has (its screens are routes of their own, dashboard-routes.tsx). */
const isScreen = (pathname: string) => dashboardPaths.some((path) => matchPath({ path, caseSensitive: false }, pathname.replace(/\/+$/, '') || '/'));

// Staff's own screens: never kept nor shared (issue 40).
export const headers = personalPage;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // An unknown screen is a real 404 for anyone (the browser draws the not-found page, or the login).
  if (!isScreen(url.pathname)) return data(null, { status: 404 });
  return staffOnly(serverApollo(context), url);
}
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => staffOnly(browserApollo(), new URL(request.url));
// The dashboard is drawn in the browser (its screens are staff's own, never kept or indexed).
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loading className="min-h-screen" />;
}

const DashboardHome = lazy(() => import('../features/dashboard/routes/dashboard-home').then((m) => ({ default: m.DashboardHome })));

/** Every /dashboard screen: the staff layout around the screen the rest of the path names. */
export default function DashboardShell() {
  return useRoutes([
    {
      element: <DashboardLayout />,
      children: [
        { index: true, element: <Suspense fallback={<Loading />}><DashboardHome /></Suspense> },
        ...dashboardRoutes,
        { path: '*', element: <NotFoundView area="dashboard" /> },
      ],
    },
  ]);
}
