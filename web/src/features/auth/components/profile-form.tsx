import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import type { MyProfileQuery } from '../../../gql/graphql';
import { toApiError } from '../../../lib/errors';
import { checkFields, requestError, serverFieldErrors, type FieldMessages, type SiteField } from '../../../lib/field-errors';
import { msg, useWord, type FormResult } from '../../../lib/message';
import { useUpdateMyProfileMutation } from '../api/my-profile';

type Profile = NonNullable<MyProfileQuery['me']>;
type Name = 'firstName' | 'lastName' | 'number' | 'email' | 'currentPassword';

const inputs = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'number', autoComplete: 'tel', type: 'tel' },
  { name: 'email', autoComplete: 'email', type: 'email' },
] as const;

/**
 * Name, phone and e-mail. A new e-mail asks for the current password (the server insists: resets go
 * to that address), so its field appears only while the e-mail differs from the stored one.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const word = useWord();
  const [update, { loading }] = useUpdateMyProfileMutation();
  const [values, setValues] = useState<Record<Name, string>>({
    firstName: profile.firstName, lastName: profile.lastName, number: profile.number, email: profile.email, currentPassword: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<Name>>({});
  const [result, setResult] = useState<FormResult | null>(null);
  const emailChanges = values.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const fields: Partial<Record<Name, SiteField>> = {
    firstName: { label: msg('account.profile.firstName'), required: true, maxLength: 100 },
    lastName: { label: msg('account.profile.lastName'), required: true, maxLength: 100 },
    number: { label: msg('account.profile.number'), kind: 'phone', required: true, maxLength: 20 },
    email: { label: msg('account.email'), kind: 'email', required: true, maxLength: 254 },
    ...(emailChanges ? { currentPassword: { label: msg('account.profile.currentPasswordForEmail'), required: true, maxLength: 200 } } : {}),
  };

  function set(name: Name, value: string) {
    setValues((old) => ({ ...old, [name]: value }));
    setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
    setResult(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = fields as Record<Name, SiteField>;
    const invalid = checkFields(checked, values);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length) return;
    const { currentPassword, ...details } = values;
    try {
      await update({ variables: { input: { ...details, ...(emailChanges ? { currentPassword } : {}) } } });
    } catch (caught) {
      const api = toApiError(caught);
      const errors = serverFieldErrors(checked, api);
      if (api.fields.currentPassword) errors.currentPassword = msg('account.profile.wrongPassword');
      setFieldErrors(errors);
      setResult({ kind: 'error', message: requestError(api, msg('account.profile.saveFailed')) });
      return;
    }
    setValues((old) => ({ ...old, currentPassword: '' }));
    setResult({ kind: 'success', message: msg('account.profile.saved') });
  }

  return (
    <section aria-labelledby="profile-details" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="profile-details" className="text-xl font-bold text-slate-900">
        {t('account.profile.details')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('account.profile.username', { username: profile.username })}</p>
      <form method="post" className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={onSubmit}>
        {inputs.map((input) => (
          <TextField
            key={input.name}
            {...input}
            label={word(fields[input.name]!.label)}
            maxLength={fields[input.name]!.maxLength}
            required
            value={values[input.name]}
            error={word(fieldErrors[input.name])}
            onChange={(event) => set(input.name, event.target.value)}
          />
        ))}
        {emailChanges && (
          <TextField
            className="sm:col-span-2"
            label={t('account.profile.currentPasswordForEmail')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            required
            value={values.currentPassword}
            error={word(fieldErrors.currentPassword)}
            onChange={(event) => set('currentPassword', event.target.value)}
          />
        )}
        <div className="space-y-4 sm:col-span-2">
          {result && <FormMessage kind={result.kind}>{word(result.message)}</FormMessage>}
          <Button type="submit" disabled={loading}>
            {t('account.profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
