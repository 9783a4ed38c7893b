import '../../../lib/i18n/pages-texts';
import { Form, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs, type ClientActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import type { RegisterInput } from '../../../gql/schema';
import { browserApollo } from '../../../lib/apollo';
import { checkFields, requestError, serverFieldErrors, type SiteField } from '../../../lib/field-errors';
import { redirectWithFlash } from '../../../lib/flash';
import { formValues, mutate, refused, sessionChanged, type FormAnswer } from '../../../lib/form-action';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg, useWord } from '../../../lib/message';
import { PageMeta } from '../../../lib/page-meta';
import { safeNext } from '../../../lib/safe-next';
import { useFormErrors } from '../../../lib/use-form-errors';
import { RegisterDocument } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { registerFields } from '../components/register-fields';
import { awayIfLoggedIn, awayIfSignedIn } from '../lib/away-if-logged-in';
import type { PageHandle } from '../../../lib/page-handle';

/** Where to go back after registering. */
export const handle: PageHandle = { query: ['next'] };

type Name = keyof RegisterInput;
const names = registerFields.map((field) => field.name);
const fields = Object.fromEntries(
  registerFields.map(({ name, label, kind, maxLength }) => [name, { label: msg(label), kind, maxLength, required: true }]),
) as Record<Name, SiteField>;

export const loader = ({ context }: LoaderFunctionArgs) => awayIfSignedIn(context.visitor);
export const clientLoader = () => awayIfLoggedIn(browserApollo());

/**
 * Creates the account, logs the new customer in and goes back where they came from (`next`, else home);
 * the next page says it worked. Refusals come back beside their fields, in the page's language.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { form, ...input } = await formValues(request, names);
  const { password: _secret, ...values } = input;
  const fieldErrors = checkFields(fields, input);
  if (Object.keys(fieldErrors).length) return refused(context, { fieldErrors, values, result: { kind: 'error', message: msg('register.failure') } });
  const { error } = await mutate(context, RegisterDocument, { input });
  if (error) return refused(context, { fieldErrors: serverFieldErrors(fields, error), values, result: { kind: 'error', message: requestError(error, msg('register.failure')) } }, error);
  return redirectWithFlash(safeNext(String(form.get('next') ?? '')), 'register.success');
}
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => sessionChanged(serverAction);

export default function RegisterPage() {
  const { t } = useTranslation();
  const word = useWord();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { errors, show, fixed } = useFormErrors<Name>(answer?.fieldErrors);
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const result = Object.keys(errors).length ? (answer?.result ?? { kind: 'error' as const, message: msg('register.failure') }) : answer?.result;

  return (
    <AuthCard title={t('register.title')} wide>
      <PageMeta title={t('register.title')} />
      <Form
        method="post"
        className="grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const found = checkFields(fields, Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')])) as Record<Name, string>);
          if (Object.keys(found).length) {
            event.preventDefault();
            show(found);
          }
        }}
      >
        <input type="hidden" name="next" value={params.get('next') ?? ''} />
        {registerFields.map(({ name, label, kind: _kind, ...input }) => (
          <TextField
            key={name}
            {...input}
            name={name}
            label={t(label)}
            placeholder={t('register.placeholder', { field: t(label) })}
            required
            defaultValue={name === 'password' ? undefined : answer?.values?.[name]}
            error={word(errors[name])}
            onChange={() => fixed(name)}
          />
        ))}
        <div className="space-y-4 sm:col-span-2">
          {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
          <Button type="submit" className="w-full" disabled={sending}>
            {t('register.submit')}
          </Button>
        </div>
      </Form>
    </AuthCard>
  );
}
