import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';

interface Props {
  /** See canonical-path.ts; passed in by the router, which owns the route table. */
  canonicalOf: (pathname: string) => string | null;
}

export function RootLayout({ canonicalOf }: Props) {
  const { pathname, search, hash } = useLocation();
  const canonical = canonicalOf(pathname);
  if (canonical) return <Navigate to={{ pathname: canonical, search, hash }} replace />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
