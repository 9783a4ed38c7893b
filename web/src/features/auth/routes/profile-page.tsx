import '../../../lib/i18n/pages-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { loginUrl } from '../../../lib/safe-next';
import { PageMeta } from '../../../lib/page-meta';
import { useMyProfileQuery } from '../api/my-profile';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/** /profili: the logged-in customer's name, phone and e-mail, and a password change. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data, loading, error } = useMyProfileQuery({ fetchPolicy: 'cache-and-network' });
  const me = data?.me;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageMeta title={t('account.profile.title')} description={t('account.profile.description')} />
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('account.profile.title')}</h1>
      {loading && !data && <Loading />}
      {error && !data && (
        <p role="alert" className="text-red-700">
          {t('account.profile.loadError')}
        </p>
      )}
      {data && !me && (
        <div className="rounded-2xl border border-sky-100 bg-sky-50 p-6">
          <p className="text-slate-800">{t('account.profile.loginFirst')}</p>
          <Link to={loginUrl(location.pathname)} className={`${buttonClass('primary')} mt-4`}>
            {t('account.toLogin')}
          </Link>
        </div>
      )}
      {me && (
        <div className="space-y-8">
          <ProfileForm key={me.id} profile={me} />
          <PasswordForm />
        </div>
      )}
    </div>
  );
}
