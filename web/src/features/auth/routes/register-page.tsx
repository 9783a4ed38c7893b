import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import type { RegisterInput } from '../../../gql/schema';
import { useMeQuery } from '../../../lib/api/me';
import { toApiError } from '../../../lib/errors';
import { checkFields, requestError, serverFieldErrors, type FieldMessages, type SiteField } from '../../../lib/field-errors';
import { msg, useWord, type FormResult } from '../../../lib/message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegisterMutation } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { emptyRegisterInput, registerFields } from '../components/register-fields';

// SPEC §9: registration success redirects home after 3 seconds; the new customer is logged in by then.
const redirectDelayMs = 3000;

type Name = keyof RegisterInput;

export function RegisterPage() {
  const { t } = useTranslation();
  const word = useWord();
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useMeQuery();
  const [register, { loading }] = useRegisterMutation();
  const [values, setValues] = useState(emptyRegisterInput);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<Name>>({});
  const [result, setResult] = useState<FormResult | null>(null);
  const success = result?.kind === 'success';

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/'), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  // Like /login: someone already logged in has nothing to do here (but not right after registering).
  if (data?.me && !success) return <Navigate to="/" replace />;

  const fields = Object.fromEntries(
    registerFields.map(({ name, label, kind, maxLength }) => [name, { label: msg(label), kind, maxLength, required: true }]),
  ) as Record<Name, SiteField>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = checkFields(fields, values);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length) {
      setResult({ kind: 'error', message: msg('register.failure') });
      return;
    }
    try {
      await register({ variables: { input: values } });
    } catch (error) {
      const api = toApiError(error);
      setFieldErrors(serverFieldErrors(fields, api));
      setResult({ kind: 'error', message: requestError(api, msg('register.failure')) });
      return;
    }
    setResult({ kind: 'success', message: msg('register.success') });
    // Registering logged the customer in: refetch `me` everywhere (header, reserve buttons).
    await client.resetStore().catch(() => undefined);
  }

  return (
    <AuthCard title={t('register.title')} wide>
      <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={onSubmit}>
        {registerFields.map(({ name, label, kind: _kind, ...input }) => (
          <TextField
            key={name}
            {...input}
            name={name}
            label={t(label)}
            placeholder={t('register.placeholder', { field: t(label) })}
            required
            value={values[name]}
            error={word(fieldErrors[name])}
            onChange={(event) => {
              setValues((old) => ({ ...old, [name]: event.target.value }));
              setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
            }}
          />
        ))}
        <div className="space-y-4 sm:col-span-2">
          {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
          <Button type="submit" className="w-full" disabled={loading || success}>
            {t('register.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
