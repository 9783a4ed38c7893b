import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/errors';
import { checkFields, requestError, serverFieldErrors, type SiteField } from '../../../lib/field-errors';
import { msg, useWord, type FormResult, type Message } from '../../../lib/message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

/**
 * /harruat-fjalekalimin: asks for a reset link. The answer is the same whether or not the address has
 * an account (the server never says), so the page says "if".
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const word = useWord();
  useDocumentTitle(t('account.forgot.title'));
  const [request, { loading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<Message | undefined>();
  const [result, setResult] = useState<FormResult | null>(null);
  const fields: Record<'email', SiteField> = { email: { label: msg('account.email'), kind: 'email', required: true, maxLength: 254 } };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = checkFields(fields, { email });
    setError(invalid.email);
    if (invalid.email) return;
    try {
      await request({ variables: { email: email.trim() } });
      setResult({ kind: 'success', message: msg('account.forgot.sent') });
    } catch (caught) {
      const api = toApiError(caught);
      setError(serverFieldErrors(fields, api).email);
      setResult({ kind: 'error', message: requestError(api, msg('account.forgot.failure')) });
    }
  }

  return (
    <AuthCard title={t('account.forgot.title')}>
      <p className="mb-4 text-sm text-slate-700">{t('account.forgot.intro')}</p>
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('account.email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          error={word(error)}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
        <Button type="submit" className="w-full" disabled={loading}>
          {t('account.forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-sky-700 underline-offset-2 hover:underline">
          {t('account.toLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
