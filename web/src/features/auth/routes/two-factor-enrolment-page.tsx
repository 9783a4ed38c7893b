import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams, type ActionFunctionArgs, type ClientActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { browserApollo } from '../../../lib/apollo';
import { MeDocument } from '../../../lib/api/me';
import { redirectWithFlash } from '../../../lib/flash';
import { formValues, mutate, refused, sessionChanged, type FormAnswer } from '../../../lib/form-action';
import '../../../lib/i18n/security-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, useWord } from '../../../lib/message';
import { PageMeta } from '../../../lib/page-meta';
import { personalPage } from '../../../lib/personal-page';
import { safeNext } from '../../../lib/safe-next';
import { serverApollo } from '../../../lib/server-context';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ConfirmTwoFactorEnrolmentDocument, PendingSignInDocument, StartTwoFactorEnrolmentDocument } from '../api/two-factor';
import { AuthCard } from '../components/auth-card';
import { codeInputProps, EnrolmentSteps, isQrDataUrl, RecoveryCodes, type EnrolmentShown } from '../components/two-factor';
import { afterSignIn, mutateSignIn } from '../lib/second-step';
import type { PageHandle } from '../../../lib/page-handle';

/** Where to go once the second step is set up. */
export const handle: PageHandle = { query: ['next'] };

/*
 * /verifikimi-me-dy-hapa (issue 41): a staff account whose password was right but which must sign in
 * with a second factor links an authenticator app here before its sign-in finishes. Three plain forms
 * to this page's action, so it works before the app runs and without it: start (a new secret: QR code
 * and text), confirm (the app's first code: the sign-in finishes, ten recovery codes shown once), and
 * "I've saved them" (on to where the visitor was going, with the login's message).
 */

type Client = Pick<ReturnType<typeof browserApollo>, 'query'>;

async function pending(client: Client) {
  const me = (await client.query({ query: MeDocument, fetchPolicy: 'network-only' })).data?.me;
  if (me) return { waiting: false, signedIn: true };
  const found = (await client.query({ query: PendingSignInDocument, fetchPolicy: 'network-only' })).data?.pendingSignIn;
  return { waiting: found?.step === 'ENROL', signedIn: false };
}

// A sign-in under way is this visitor's own: never kept nor shared (issue 40).
export const headers = personalPage;
export const loader = ({ context }: LoaderFunctionArgs) => pending(serverApollo(context));
export const clientLoader = () => pending(browserApollo());

interface EnrolAnswer extends FormAnswer {
  enrolment?: EnrolmentShown;
  recoveryCodes?: string[];
  role?: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { intent, code, secret, qrCode, role, form } = await formValues(request, ['intent', 'code', 'secret', 'qrCode', 'role']);
  const next = safeNext(String(form.get('next') ?? ''));
  if (intent === 'done') return redirectWithFlash(afterSignIn(next, role), 'login.success');
  if (intent === 'confirm') {
    // What the page showed, posted back, so that a refused code shows the same QR code again.
    const enrolment = secret && isQrDataUrl(qrCode) ? { secret, qrCode } : undefined;
    if (!code.trim()) return refused(context, { enrolment, fieldErrors: { code: msg('security.code.required') } } satisfies EnrolAnswer);
    const { data, error, rules } = await mutateSignIn(context, ConfirmTwoFactorEnrolmentDocument, { code: code.trim() });
    if (error) {
      if (error.code === 'UNAUTHENTICATED') return redirect('/login');
      const expired = rules.includes('TWO_FACTOR_ENROLMENT_EXPIRED');
      const message = error.network ? msg('formErrors.network') : error.code === 'TOO_MANY_REQUESTS' ? msg('formErrors.tooMany') : msg('security.code.wrong');
      if (expired) return refused(context, { result: { kind: 'error', message: msg('security.enrol.failure') } } satisfies EnrolAnswer, error);
      return refused(context, { enrolment, fieldErrors: { code: message } } satisfies EnrolAnswer, error);
    }
    return { recoveryCodes: data.confirmTwoFactorEnrolment.recoveryCodes, role: data.confirmTwoFactorEnrolment.user.role } satisfies EnrolAnswer;
  }
  const { data, error } = await mutate(context, StartTwoFactorEnrolmentDocument, { input: {} });
  if (error) {
    if (error.code === 'UNAUTHENTICATED') return redirect('/login');
    return refused(context, { result: { kind: 'error', message: error.network ? msg('formErrors.network') : msg('security.enrol.failure') } } satisfies EnrolAnswer, error);
  }
  const { secret: newSecret, qrCode: newQr } = data.startTwoFactorEnrolment;
  return { enrolment: { secret: newSecret, qrCode: newQr } } satisfies EnrolAnswer;
}
// Confirming finishes the sign-in: the browser's cache (the header's `me`) starts again.
export const clientAction = async ({ serverAction }: ClientActionFunctionArgs) => {
  const answer = await sessionChanged(serverAction);
  if ((answer as EnrolAnswer | undefined)?.recoveryCodes) await browserApollo().resetStore().catch(() => undefined);
  return answer;
};

export default function TwoFactorEnrolmentPage() {
  const { t } = useTranslation();
  const word = useWord();
  const state = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as EnrolAnswer | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const { errors, show, fixed } = useFormErrors<'code'>(answer?.fieldErrors);
  const next = params.get('next') ?? '';

  let body;
  if (answer?.recoveryCodes) {
    body = (
      <RecoveryCodes codes={answer.recoveryCodes}>
        <Form method="post">
          <input type="hidden" name="intent" value="done" />
          <input type="hidden" name="next" value={next} />
          <input type="hidden" name="role" value={answer.role ?? ''} />
          <Button type="submit" className="w-full" disabled={sending}>
            {t('security.recovery.saved')}
          </Button>
        </Form>
      </RecoveryCodes>
    );
  } else if (answer?.enrolment) {
    body = (
      <EnrolmentSteps enrolment={answer.enrolment}>
        <Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            if (!String(new FormData(event.currentTarget).get('code') ?? '').trim()) {
              event.preventDefault();
              show({ code: msg('security.code.required') });
            }
          }}
        >
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="next" value={next} />
          <input type="hidden" name="secret" value={answer.enrolment.secret} />
          <input type="hidden" name="qrCode" value={answer.enrolment.qrCode} />
          <TextField {...codeInputProps} label={t('security.code.label')} placeholder={t('security.code.placeholder')} required error={word(errors.code)} onChange={() => fixed('code')} />
          <Button type="submit" className="w-full" disabled={sending}>
            {t('security.enrol.confirm')}
          </Button>
        </Form>
      </EnrolmentSteps>
    );
  } else if (state.waiting) {
    body = (
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="next" value={next} />
        <p className="text-slate-700">{t('security.enrol.staffIntro')}</p>
        {answer?.result && <FormMessage kind={answer.result.kind}>{word(answer.result.message)}</FormMessage>}
        <Button type="submit" className="w-full" disabled={sending}>
          {t('security.enrol.start')}
        </Button>
      </Form>
    );
  } else {
    body = (
      <div className="space-y-4">
        {answer?.result && <FormMessage kind={answer.result.kind}>{word(answer.result.message)}</FormMessage>}
        <p className="text-slate-700">{state.signedIn ? t('security.enrol.intro') : t('security.enrol.noPending')}</p>
        <Link to={state.signedIn ? '/profili' : '/login'} className="font-medium text-sky-700 underline-offset-2 hover:underline">
          {state.signedIn ? t('account.profile.title') : t('security.enrol.toLogin')}
        </Link>
      </div>
    );
  }

  return (
    <AuthCard title={t('security.enrol.title')}>
      <PageMeta title={t('security.enrol.title')} />
      {body}
    </AuthCard>
  );
}
