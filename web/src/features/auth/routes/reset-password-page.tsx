import '../../../lib/i18n/pages-texts';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/errors';
import { requestError, serverFieldErrors, type FieldMessages } from '../../../lib/field-errors';
import { msg, useWord, type FormResult } from '../../../lib/message';
import { PageMeta } from '../../../lib/page-meta';
import { Loading } from '../../../components/ui/loading';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { checkNewPasswordForm, newPasswordFields } from '../components/new-password';

type Name = 'newPassword' | 'confirmPassword';

/**
 * /rivendos-fjalekalimin#token=…: the mailed link. The token rides in the fragment, which browsers
 * never send to a server, so it stays out of request logs and proxies.
 */
// The token is in the URL's fragment, which only the browser has: the page is drawn there.
export const clientLoader = () => null;
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('account.reset.title')}>
      <PageMeta title={t('account.reset.title')} />
      <Loading />
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const word = useWord();
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const client = useApolloClient();
  const [reset, { loading }] = useResetPasswordMutation();
  const [values, setValues] = useState<Record<Name, string>>({ newPassword: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<Name>>({});
  const [result, setResult] = useState<(FormResult & { linkDead?: boolean }) | null>(null);
  const done = result?.kind === 'success';
  const fields = newPasswordFields();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = checkNewPasswordForm(fields, values);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length) return;
    try {
      await reset({ variables: { token, newPassword: values.newPassword } });
    } catch (caught) {
      const api = toApiError(caught);
      if (api.fields.token) {
        setResult({ kind: 'error', message: api.rules?.token ?? msg('serverRules.RESET_LINK_INVALID'), linkDead: true });
        return;
      }
      setFieldErrors(serverFieldErrors(fields, api));
      setResult({ kind: 'error', message: requestError(api, msg('account.reset.failure')) });
      return;
    }
    setResult({ kind: 'success', message: msg('account.reset.success') });
    // Every session of the account ended (this browser's too, if it was logged in): refetch `me`.
    await client.resetStore().catch(() => undefined);
  }

  if (!token) {
    return (
      <AuthCard title={t('account.reset.title')}>
        <PageMeta title={t('account.reset.title')} />
        <FormMessage kind="error">{t('account.reset.missing')}</FormMessage>
        <RequestNewLink />
      </AuthCard>
    );
  }

  // The title in the same render as the page, as the fallback has it: an effect setting it after the
  // first paint left the tab without one for a moment (an axe check caught it there).
  return (
    <AuthCard title={t('account.reset.title')}>
      <PageMeta title={t('account.reset.title')} />
      <form method="post" className="space-y-4" noValidate onSubmit={onSubmit}>
        {(['newPassword', 'confirmPassword'] as const).map((name) => (
          <TextField
            key={name}
            label={word(fields[name].label)}
            name={name}
            type="password"
            autoComplete="new-password"
            maxLength={200}
            required
            disabled={done}
            value={values[name]}
            error={word(fieldErrors[name])}
            onChange={(event) => {
              setValues((old) => ({ ...old, [name]: event.target.value }));
              setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
            }}
          />
        ))}
        {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
        {!done && (
          <Button type="submit" className="w-full" disabled={loading}>
            {t('account.reset.submit')}
          </Button>
        )}
      </form>
      {done && (
        <p className="mt-6 text-center">
          <Link to="/login" className="font-semibold text-sky-700 underline-offset-2 hover:underline">
            {t('account.toLogin')}
          </Link>
        </p>
      )}
      {result?.linkDead && <RequestNewLink />}
    </AuthCard>
  );
}

function RequestNewLink() {
  const { t } = useTranslation();
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/harruat-fjalekalimin" className="font-medium text-sky-700 underline-offset-2 hover:underline">
        {t('account.reset.requestNew')}
      </Link>
    </p>
  );
}
