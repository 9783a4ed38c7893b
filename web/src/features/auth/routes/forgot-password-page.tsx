import '../../../lib/i18n/pages-texts';
import { Form, Link, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { checkFields, requestError, serverFieldErrors, type SiteField } from '../../../lib/field-errors';
import { formValues, mutate, refused, type FormAnswer } from '../../../lib/form-action';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, useWord } from '../../../lib/message';
import { PageMeta } from '../../../lib/page-meta';
import { useFormErrors } from '../../../lib/use-form-errors';
import { RequestPasswordResetDocument } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

const fields: Record<'email', SiteField> = { email: { label: msg('account.email'), kind: 'email', required: true, maxLength: 254 } };

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { email } = await formValues(request, ['email']);
  const fieldErrors = checkFields(fields, { email });
  if (fieldErrors.email) return refused(context, { fieldErrors, values: { email } });
  const { error } = await mutate(context, RequestPasswordResetDocument, { email: email.trim() });
  if (error) return refused(context, { fieldErrors: serverFieldErrors(fields, error), values: { email }, result: { kind: 'error', message: requestError(error, msg('account.forgot.failure')) } }, error);
  return { result: { kind: 'success' as const, message: msg('account.forgot.sent') } };
}

/** /harruat-fjalekalimin: the page says "if" (the server never tells whether the address has an account). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const word = useWord();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const navigation = useNavigation();
  const { errors, show, fixed } = useFormErrors<'email'>(answer?.fieldErrors);

  return (
    <AuthCard title={t('account.forgot.title')}>
      <PageMeta title={t('account.forgot.title')} />
      <p className="mb-4 text-sm text-slate-700">{t('account.forgot.intro')}</p>
      <Form
        method="post"
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          const found = checkFields(fields, { email: String(new FormData(event.currentTarget).get('email') ?? '') });
          if (found.email) {
            event.preventDefault();
            show(found);
          }
        }}
      >
        <TextField
          label={t('account.email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          defaultValue={answer?.values?.email}
          error={word(errors.email)}
          onChange={() => fixed('email')}
        />
        {answer?.result && <FormMessage kind={answer.result.kind}>{word(answer.result.message)}</FormMessage>}
        <Button type="submit" className="w-full" disabled={navigation.state === 'submitting'}>
          {t('account.forgot.submit')}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-sky-700 underline-offset-2 hover:underline">
          {t('account.toLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
