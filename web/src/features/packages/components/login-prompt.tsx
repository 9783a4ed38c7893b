import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { loginUrl } from '../../../lib/safe-next';

/** The box a logged-out visitor sees on a personal page: why, and a login link that comes back here. */
export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="rounded-2xl border border-sky-100 bg-sky-50 p-6">
      <p className="text-slate-800">{text}</p>
      <Link to={loginUrl(location.pathname)} className={`${buttonClass('primary')} mt-4`}>
        {t('reserve.login')}
      </Link>
    </div>
  );
}
