import '../../../lib/i18n/pages-texts';
import { Form, Link, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs, type ClientActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { browserApollo } from '../../../lib/apollo';
import { checkFields, type SiteField } from '../../../lib/field-errors';
import { redirectWithFlash } from '../../../lib/flash';
import { formValues, mutate, refused, sessionChanged, type FormAnswer } from '../../../lib/form-action';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, useWord } from '../../../lib/message';
import { PageMeta } from '../../../lib/page-meta';
import { safeNext } from '../../../lib/safe-next';
import { serverApollo } from '../../../lib/server-context';
import { useFormErrors } from '../../../lib/use-form-errors';
import { LoginDocument } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { awayIfLoggedIn, isStaffRole } from '../lib/away-if-logged-in';

type Name = 'username' | 'password';
const fields: Record<Name, SiteField> = {
  username: { label: msg('login.username'), required: true },
  password: { label: msg('login.password'), required: true },
};
export const loader = ({ context }: LoaderFunctionArgs) => awayIfLoggedIn(serverApollo(context));
export const clientLoader = () => awayIfLoggedIn(browserApollo());

/**
 * Logs in and goes back where the visitor came from (`next`), staff to the dashboard; the next page
 * says it worked (lib/flash.ts). SPEC §8: one message for a refused login, whatever the cause (it never
 * reveals which part was wrong); a server out of reach or the rate limit are said as such.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { username, password, form } = await formValues(request, ['username', 'password']);
  const fieldErrors = checkFields(fields, { username, password });
  if (Object.keys(fieldErrors).length) return refused(context, { fieldErrors, values: { username } });
  const { data, error } = await mutate(context, LoginDocument, { input: { username, password } });
  if (error) {
    const message = error.network ? msg('formErrors.network') : error.code === 'TOO_MANY_REQUESTS' ? msg('formErrors.tooMany') : msg('login.failure');
    return refused(context, { result: { kind: 'error', message }, values: { username } }, error);
  }
  const next = safeNext(String(form.get('next') ?? ''));
  return redirectWithFlash(next === '/' && isStaffRole(data.login.role) ? '/dashboard' : next, 'login.success');
}
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => sessionChanged(serverAction);

export default function LoginPage() {
  const { t } = useTranslation();
  const word = useWord();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { errors, show, fixed } = useFormErrors<'username' | 'password'>(answer?.fieldErrors);
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  return (
    <AuthCard title={t('login.title')}>
      <PageMeta title={t('login.title')} />
      <Form
        method="post"
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const found = checkFields(fields, { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') });
          if (Object.keys(found).length) {
            event.preventDefault();
            show(found);
          }
        }}
      >
        <input type="hidden" name="next" value={params.get('next') ?? ''} />
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
          required
          defaultValue={answer?.values?.username}
          error={word(errors.username)}
          onChange={() => fixed('username')}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          required
          error={word(errors.password)}
          onChange={() => fixed('password')}
        />
        <p className="text-right text-sm">
          <Link to="/harruat-fjalekalimin" className="font-medium text-sky-700 underline-offset-2 hover:underline">
            {t('account.forgotLink')}
          </Link>
        </p>
        {answer?.result && <FormMessage kind={answer.result.kind}>{word(answer.result.message)}</FormMessage>}
        <Button type="submit" className="w-full" disabled={sending}>
          {t('login.submit')}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={params.get('next') ? `/register?next=${encodeURIComponent(params.get('next')!)}` : '/register'} className="font-medium text-sky-700 underline-offset-2 hover:underline">
          {t('login.toRegister')}
        </Link>
      </p>
    </AuthCard>
  );
}
