import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../../../components/ui/loading';
import { useMeQuery } from '../../../lib/api/me';
import { loginUrl } from '../../../lib/safe-next';

const staffRoles = new Set(['ADMIN', 'OWNER']);

/**
 * The one gate in front of every /dashboard route: anonymous visitors go to /login (and come back
 * afterwards), logged-in clients go home. The API enforces the same roles on staff fields; this only
 * keeps people away from screens they cannot use.
 */
export function StaffGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, loading, error } = useMeQuery();

  if (loading) return <Loading className="min-h-screen" />;
  // SPEC §8: a failed user check sends the visitor home.
  if (error) return <Navigate to="/" replace />;
  const me = data?.me;
  if (!me) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
  if (!staffRoles.has(me.role)) return <Navigate to="/" replace />;
  return children;
}
