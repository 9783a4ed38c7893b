import '../../../lib/i18n/pages-texts';
import { useState } from 'react';
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs, type ClientActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
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
import { useFormErrors } from '../../../lib/use-form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import '../../../lib/i18n/security-texts';
import { LoginDocument } from '../api/login';
import { VerifyLoginCodeDocument } from '../api/two-factor';
import { AuthCard } from '../components/auth-card';
import { codeInputProps } from '../components/two-factor';
import { awayIfLoggedIn, awayIfSignedIn } from '../lib/away-if-logged-in';
import { afterSignIn, enrolmentUrl, mutateSignIn } from '../lib/second-step';
import type { PageHandle } from '../../../lib/page-handle';

/** Where to go back after logging in. */
export const handle: PageHandle = { query: ['next'] };

type Name = 'username' | 'password';
const fields: Record<Name, SiteField> = {
  username: { label: msg('login.username'), required: true },
  password: { label: msg('login.password'), required: true },
};
export const loader = ({ context }: LoaderFunctionArgs) => awayIfSignedIn(context.visitor);
export const clientLoader = () => awayIfLoggedIn(browserApollo());

/**
 * Logs in and goes back where the visitor came from (`next`), staff to the dashboard; the next page
 * says it worked (lib/flash.ts). SPEC §8: one message for a refused login, whatever the cause (it never
 * reveals which part was wrong); a server out of reach or the rate limit are said as such.
 * Issue 41: an account with a second factor is answered with the code step (this page again, the form
 * posting `intent=code`); a staff account that must enrol one goes to the enrolment page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { username, password, code, intent, form } = await formValues(request, ['username', 'password', 'code', 'intent']);
  const next = safeNext(String(form.get('next') ?? ''));
  if (intent === 'code') return codeStep(context, code.trim(), next);
  const fieldErrors = checkFields(fields, { username, password });
  if (Object.keys(fieldErrors).length) return refused(context, { fieldErrors, values: { username } });
  const { data, error, step } = await mutateSignIn(context, LoginDocument, { input: { username, password } });
  if (step === 'code') return { step, values: { username } } satisfies LoginAnswer;
  if (step === 'enrol') return redirect(enrolmentUrl(next));
  if (error) {
    const message = error.network ? msg('formErrors.network') : error.code === 'TOO_MANY_REQUESTS' ? msg('formErrors.tooMany') : msg('login.failure');
    return refused(context, { result: { kind: 'error', message }, values: { username } }, error);
  }
  return redirectWithFlash(afterSignIn(next, data.login.role), 'login.success');
}
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => sessionChanged(serverAction);

/** The second step: the app's code (or a recovery code) for the sign-in this session is half way through. */
async function codeStep(context: ActionFunctionArgs['context'], code: string, next: string) {
  if (!code) return refused(context, { step: 'code', fieldErrors: { code: msg('security.code.required') } } satisfies LoginAnswer);
  const { data, error } = await mutate(context, VerifyLoginCodeDocument, { code });
  if (error) {
    // Not (or no longer) half signed in: the password step again.
    if (error.code === 'UNAUTHENTICATED') return refused(context, { result: { kind: 'error', message: msg('security.code.expired') } }, error);
    const message = error.network ? msg('formErrors.network') : error.code === 'TOO_MANY_REQUESTS' ? msg('formErrors.tooMany') : msg('security.code.wrong');
    return refused(context, { step: 'code', fieldErrors: { code: message } } satisfies LoginAnswer, error);
  }
  return redirectWithFlash(afterSignIn(next, data.verifyLoginCode.role), 'login.success');
}

/** What the action answers: a form's answer, and whether the code step is shown. */
interface LoginAnswer extends FormAnswer {
  step?: 'code';
}

export default function LoginPage() {
  const { t } = useTranslation();
  const word = useWord();
  const answer = useActionData<typeof action>() as LoginAnswer | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { errors, show, fixed } = useFormErrors<'username' | 'password'>(answer?.fieldErrors);
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  if (answer?.step === 'code') return <CodeStep answer={answer} next={params.get('next') ?? ''} sending={sending} />;

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

/**
 * The sign-in's second step: the code of the authenticator app, or a recovery code. A plain form to the
 * same action (intent=code), so it works before the app runs and without it.
 */
function CodeStep({ answer, next, sending }: { answer: LoginAnswer; next: string; sending: boolean }) {
  const { t } = useTranslation();
  const word = useWord();
  const { errors, show, fixed } = useFormErrors<'code'>(answer.fieldErrors);
  // A recovery code has letters: a phone's number pad cannot type it, so the field can ask for text.
  const [recovery, setRecovery] = useState(false);
  const hydrated = useHydrated();
  return (
    <AuthCard title={t('security.code.title')}>
      <PageMeta title={t('security.code.title')} />
      <Form
        method="post"
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
          if (!code) {
            event.preventDefault();
            show({ code: msg('security.code.required') });
          }
        }}
      >
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="next" value={next} />
        <p className="text-slate-700">{t('security.code.intro')}</p>
        <TextField
          {...codeInputProps}
          inputMode={recovery ? 'text' : 'numeric'}
          label={t('security.code.label')}
          placeholder={recovery ? 'abcd-efgh' : t('security.code.placeholder')}
          required
          autoFocus
          error={word(errors.code)}
          onChange={() => fixed('code')}
        />
        {hydrated && (
          <button type="button" className="text-sm font-medium text-sky-700 underline-offset-2 hover:underline" onClick={() => setRecovery((now) => !now)}>
            {recovery ? t('security.code.useApp') : t('security.code.useRecovery')}
          </button>
        )}
        <Button type="submit" className="w-full" disabled={sending}>
          {t('security.code.submit')}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'} reloadDocument className="font-medium text-sky-700 underline-offset-2 hover:underline">
          {t('security.code.restart')}
        </Link>
      </p>
    </AuthCard>
  );
}
