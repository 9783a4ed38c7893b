import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useMeQuery } from '../../../lib/api/me';
import { loginUrl } from '../../../lib/safe-next';

const staffRoles = new Set(['ADMIN', 'OWNER']);
const authPages = new Set(['/login', '/register', '/harruat-fjalekalimin', '/rivendos-fjalekalimin']);

// Register + Login for visitors, Logout (and Dashboard for staff) for the logged in.
export function AccountLinks({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data, loading } = useMeQuery();
  const [logout, loggingOut] = useLogout();
  const me = data?.me;
  const layout = stacked ? 'flex flex-col items-stretch gap-2' : 'flex items-center gap-2';

  // Unknown yet: render nothing rather than flash the wrong buttons.
  if (loading) return <div className={layout} aria-hidden="true" />;

  if (!me) {
    // Login brings the visitor back here afterwards (query string included).
    const here = location.pathname + location.search;
    const login = authPages.has(location.pathname.toLowerCase()) ? '/login' : loginUrl(here);
    return (
      <div className={layout}>
        <Link to="/register" className={buttonClass('secondary')}>
          {t('nav.register')}
        </Link>
        <Link to={login} className={buttonClass('primary')}>
          {t('nav.login')}
        </Link>
      </div>
    );
  }

  return (
    <div className={layout}>
      <Link to="/rezervimet-e-mia" className={buttonClass('ghost')}>
        {t('myRes.nav')}
      </Link>
      <Link to="/profili" className={buttonClass('ghost')}>
        {t('account.profile.nav')}
      </Link>
      {staffRoles.has(me.role) && (
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {t('nav.dashboard')}
        </Link>
      )}
      <button type="button" className={buttonClass('primary')} disabled={loggingOut} onClick={() => void logout('/')}>
        {t('nav.logout')}
      </button>
    </div>
  );
}
