import '../../../lib/i18n/pages-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation, type ActionFunctionArgs, type ClientActionFunctionArgs } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { requestError } from '../../../lib/field-errors';
import { redirectWithFlash } from '../../../lib/flash';
import { formValues, mutate, refused, sessionChanged } from '../../../lib/form-action';
import '../../../lib/i18n/security-texts';
import { albanian, msg } from '../../../lib/message';
import { loginUrl } from '../../../lib/safe-next';
import { PageMeta } from '../../../lib/page-meta';
import { MeDocument } from '../../../lib/api/me';
import { personalPage } from '../../../lib/personal-page';
import { pageQuery, routeData } from '../../../lib/route-data';
import { useMyProfileQuery } from '../api/my-profile';
import { DeleteMyAccountDocument } from '../api/own-data';
import { DataSection, DeleteAccountSection, SessionsSection } from '../components/own-data-sections';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { TwoFactorSection } from '../components/two-factor-section';

/**
 * The profile's one form that posts to the page's action: deleting the account (issue 41). It signs the
 * visitor out, so it ends as the logout does: a redirect home with the message, the browser's cache anew.
 */
/*
 * Personal by nature (issue 40): rendered for its visitor with their `me` (the login prompt, or the
 * profile once the browser has it), never kept nor shared.
 */
export const headers = personalPage;
const route = routeData(() => [pageQuery(MeDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  const { intent, password, code } = await formValues(request, ['intent', 'password', 'code']);
  if (intent !== 'delete') return refused(context, { result: { kind: 'error', message: msg('security.profile.failed') } });
  if (!password) return refused(context, { fieldErrors: { password: msg('formErrors.required', { field: msg('security.profile.password') }) } });
  const { error } = await mutate(context, DeleteMyAccountDocument, { input: { password, ...(code.trim() ? { code: code.trim() } : {}) } });
  if (error) {
    if (error.fields.password) return refused(context, { fieldErrors: { password: msg('security.profile.wrongPassword') } }, error);
    if (error.fields.code) return refused(context, { fieldErrors: { code: msg('security.profile.wrongCode') } }, error);
    const message = error.code === 'FORBIDDEN' || error.code === 'CONFLICT' ? albanian(error.message, msg('security.profile.deleteFailed')) : requestError(error, msg('security.profile.deleteFailed'));
    return refused(context, { result: { kind: 'error', message } }, error);
  }
  return redirectWithFlash('/', 'login.accountDeleted');
}
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => sessionChanged(serverAction);

/**
 * /profili: the logged-in customer's name, phone and e-mail, and a password change; issue 41: the
 * second factor, the sessions signed in, the data download and deleting the account.
 */
export default function ProfilePage() {
  route.useHydrate();
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
          <TwoFactorSection />
          <SessionsSection />
          <DataSection />
          {me.role === 'USER' && <DeleteAccountSection withCode={me.twoFactorEnabled} />}
        </div>
      )}
    </div>
  );
}
