import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { useMeQuery } from '../../../lib/api/me';
import { toApiError } from '../../../lib/errors';
import { checkFields, type FieldMessages, type SiteField } from '../../../lib/field-errors';
import { msg, useWord, type Message } from '../../../lib/message';
import { safeNext } from '../../../lib/safe-next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoginMutation } from '../api/login';
import { AuthCard } from '../components/auth-card';

// Long enough to read the green message before leaving (the old site reloaded the page here).
const redirectDelayMs = 1000;

export function LoginPage() {
  const { t } = useTranslation();
  const word = useWord();
  useDocumentTitle(t('login.title'));
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useMeQuery();
  const [login, { loading }] = useLoginMutation();
  const [status, setStatus] = useState<'idle' | 'success' | 'error'>('idle');
  const [failure, setFailure] = useState<Message | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<'username' | 'password'>>({});

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => navigate(next, { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [status, next, navigate]);

  // A visitor who is already logged in has nothing to do here (but not right after logging in here).
  if (data?.me && status !== 'success') return <Navigate to="/" replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') };
    const fields: Record<'username' | 'password', SiteField> = {
      username: { label: msg('login.username'), required: true },
      password: { label: msg('login.password'), required: true },
    };
    const missing = checkFields(fields, input);
    setFieldErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      await login({ variables: { input } });
    } catch (error) {
      // SPEC §8: one message for a refused login, whatever the cause (never reveals which part was
      // wrong); a server out of reach or the rate limit are said as such.
      const api = toApiError(error);
      setFailure(api.network ? msg('formErrors.network') : api.code === 'TOO_MANY_REQUESTS' ? msg('formErrors.tooMany') : msg('login.failure'));
      setStatus('error');
      return;
    }
    setStatus('success');
    // The session changed: drop cached data and refetch `me` everywhere (header, guards). A rejected
    // reset only means a refetch was aborted or failed; each query shows its own state.
    await client.resetStore().catch(() => undefined);
  }

  return (
    <AuthCard title={t('login.title')}>
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
          required
          error={word(fieldErrors.username)}
          onChange={() => setFieldErrors(({ username: _fixed, ...rest }) => rest)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          required
          error={word(fieldErrors.password)}
          onChange={() => setFieldErrors(({ password: _fixed, ...rest }) => rest)}
        />
        <p className="text-right text-sm">
          <Link to="/harruat-fjalekalimin" className="font-medium text-sky-700 underline-offset-2 hover:underline">
            {t('account.forgotLink')}
          </Link>
        </p>
        {status === 'success' && <FormMessage kind="success">{t('login.success')}</FormMessage>}
        {status === 'error' && failure && <FormMessage kind="error">{word(failure)}</FormMessage>}
        <Button type="submit" className="w-full" disabled={loading || status === 'success'}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/register" className="font-medium text-sky-700 underline-offset-2 hover:underline">
          {t('login.toRegister')}
        </Link>
      </p>
    </AuthCard>
  );
}
