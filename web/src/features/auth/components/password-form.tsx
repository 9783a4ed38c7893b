import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/errors';
import { requestError, serverFieldErrors, type FieldMessages, type SiteField } from '../../../lib/field-errors';
import { msg, useWord, type FormResult } from '../../../lib/message';
import { useChangeMyPasswordMutation } from '../api/my-profile';
import { checkNewPasswordForm, newPasswordFields } from './new-password';

type Name = 'oldPassword' | 'newPassword' | 'confirmPassword';
const names: Name[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const empty: Record<Name, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** A password change needs the current password; the server ends the account's other sessions. */
export function PasswordForm() {
  const { t } = useTranslation();
  const word = useWord();
  const [change, { loading }] = useChangeMyPasswordMutation();
  const [values, setValues] = useState(empty);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<Name>>({});
  const [result, setResult] = useState<FormResult | null>(null);
  const fields: Record<Name, SiteField> = {
    oldPassword: { label: msg('account.profile.oldPassword'), required: true, maxLength: 200 },
    ...newPasswordFields(),
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = checkNewPasswordForm(fields, values);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length) return;
    try {
      await change({ variables: { oldPassword: values.oldPassword, newPassword: values.newPassword } });
    } catch (caught) {
      const api = toApiError(caught);
      const errors = serverFieldErrors(fields, api);
      if (api.fields.oldPassword) errors.oldPassword = msg('account.profile.wrongPassword');
      setFieldErrors(errors);
      setResult({ kind: 'error', message: requestError(api, msg('account.profile.passwordFailed')) });
      return;
    }
    setValues(empty);
    setResult({ kind: 'success', message: msg('account.profile.passwordChanged') });
  }

  return (
    <section aria-labelledby="profile-password" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="profile-password" className="mb-4 text-xl font-bold text-slate-900">
        {t('account.profile.passwordTitle')}
      </h2>
      <form method="post" className="space-y-4" noValidate onSubmit={onSubmit}>
        {names.map((name) => (
          <TextField
            key={name}
            label={word(fields[name].label)}
            name={name}
            type="password"
            autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
            maxLength={200}
            required
            value={values[name]}
            error={word(fieldErrors[name])}
            onChange={(event) => {
              setValues((old) => ({ ...old, [name]: event.target.value }));
              setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
              setResult(null);
            }}
          />
        ))}
        {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
        <Button type="submit" disabled={loading}>
          {t('account.profile.changePassword')}
        </Button>
      </form>
    </section>
  );
}
