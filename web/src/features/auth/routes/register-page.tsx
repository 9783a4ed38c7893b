import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegisterMutation } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { emptyRegisterInput, registerFields } from '../components/register-fields';

// SPEC §9: registration success redirects home after 3 seconds (no auto-login).
const redirectDelayMs = 3000;

export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();
  const [register, { loading }] = useRegisterMutation();
  const [values, setValues] = useState(emptyRegisterInput);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'success' | 'error'>('idle');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => navigate('/'), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await register({ variables: { input: values } });
      setFieldErrors({});
      setStatus('success');
    } catch (error) {
      setFieldErrors(toApiError(error).fields);
      setStatus('error');
    }
  }

  const known = new Set<string>(registerFields.map((field) => field.name));
  // Errors the server names on fields this form does not have still need to be seen.
  const otherErrors = Object.entries(fieldErrors).filter(([name]) => !known.has(name));

  return (
    <AuthCard title={t('register.title')} wide>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit}>
        {registerFields.map(({ name, label, ...input }) => (
          <TextField
            key={name}
            {...input}
            name={name}
            label={t(label)}
            placeholder={t('register.placeholder', { field: t(label) })}
            required
            value={values[name]}
            error={fieldErrors[name]}
            onChange={(event) => {
              setValues((old) => ({ ...old, [name]: event.target.value }));
              setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
            }}
          />
        ))}
        <div className="space-y-4 sm:col-span-2">
          {status === 'success' && <FormMessage kind="success">{t('register.success')}</FormMessage>}
          {status === 'error' && <FormMessage kind="error">{t('register.failure')}</FormMessage>}
          {otherErrors.map(([name, message]) => (
            <FormMessage key={name} kind="error">{message}</FormMessage>
          ))}
          <Button type="submit" className="w-full" disabled={loading || status === 'success'}>
            {t('register.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
