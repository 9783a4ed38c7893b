import { Form, Link, useLocation, useNavigation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useVisitor, useVisitorKind } from '../../../lib/visitor';
import { useTranslation } from '../../../lib/i18n/translation';

const authPages = new Set(['/login', '/register', '/harruat-fjalekalimin', '/rivendos-fjalekalimin']);

/**
 * Register + Login for visitors; my bookings, profile, Dashboard for staff and Logout for the logged in.
 * Drawn from the visitor's kind, which the server knows (lib/visitor.ts): complete in the shared page's
 * HTML, with or without JavaScript, and the same after the app takes over (no slot changes size).
 */
export function AccountLinks({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const kind = useVisitorKind();
  // A partner agency's person (issue 47): known in the browser only (the shared page is the same for every signed-in visitor).
  const partner = useVisitor().me?.role === 'PARTNER';
  const layout = stacked ? 'flex flex-col items-stretch gap-2' : 'flex items-center gap-2';

  if (kind === 'anonymous') {
    // Login (and registering) bring the visitor back here afterwards (query string included).
    const here = location.pathname + location.search;
    const onAuthPage = authPages.has(location.pathname.toLowerCase());
    // On /login?next=… the way back is kept when the visitor chooses to register instead (issue 42, item 7).
    const next = onAuthPage ? new URLSearchParams(location.search).get('next') : here;
    const back = next && next !== '/' ? `?next=${encodeURIComponent(next)}` : '';
    return (
      <div className={layout}>
        <Link to={`/register${back}`} className={buttonClass('secondary')}>
          {t('nav.register')}
        </Link>
        <Link to={`/login${back}`} className={buttonClass('primary')}>
          {t('nav.login')}
        </Link>
      </div>
    );
  }

  const loggingOut = navigation.formAction === '/dalje';
  return (
    <div className={layout}>
      {partner && (
        <Link to="/rezervimet-e-agjencise" className={buttonClass('ghost')}>
          {t('nav.agencyBookings')}
        </Link>
      )}
      {partner && (
        <Link to="/integrimet-e-agjencise" className={buttonClass('ghost')}>
          {t('nav.agencyIntegrations')}
        </Link>
      )}
      {!partner && (
        <Link to="/rezervimet-e-mia" className={buttonClass('ghost')}>
          {t('myRes.nav')}
        </Link>
      )}
      <Link to="/profili" className={buttonClass('ghost')}>
        {t('account.profile.nav')}
      </Link>
      {kind === 'staff' && (
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {t('nav.dashboard')}
        </Link>
      )}
      {/* A form (app/routes/logout.ts): it logs out before the app runs too. */}
      <Form method="post" action="/dalje" className={stacked ? 'flex flex-col' : undefined}>
        <button type="submit" className={buttonClass('primary')} disabled={loggingOut}>
          {t('nav.logout')}
        </button>
      </Form>
    </div>
  );
}
