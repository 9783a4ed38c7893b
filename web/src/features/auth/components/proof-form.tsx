import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/errors';
import { requestError, type FieldMessages } from '../../../lib/field-errors';
import { useTranslation } from '../../../lib/i18n/translation';
import { albanian, msg, useWord, type Message } from '../../../lib/message';
import { ruleCodesOf } from '../lib/rule-codes';
import { codeInputProps } from './two-factor';

export interface Proof {
  password: string;
  code: string;
}
type Name = keyof Proof;

/**
 * A server refusal of a password and code: a wrong one beside its field (WrongSecretError names
 * `password` or `code`); a rule (staff must keep the second factor, an enrolment that expired) in the
 * line under the form, the server's Albanian reason or, in English, ours.
 */
export function proofRefusal(caught: unknown, fallback: Message): { fieldErrors: FieldMessages<Name>; message?: Message } {
  const api = toApiError(caught);
  const rules = ruleCodesOf(caught);
  const reason = api.fields.code ?? api.message;
  if (rules.includes('TWO_FACTOR_REQUIRED_FOR_STAFF')) return { fieldErrors: {}, message: albanian(reason, msg('security.profile.requiredForYou')) };
  if (rules.includes('TWO_FACTOR_ENROLMENT_EXPIRED')) return { fieldErrors: {}, message: albanian(reason, msg('security.enrol.failure')) };
  if (api.fields.password) return { fieldErrors: { password: msg('security.profile.wrongPassword') } };
  if (api.fields.code) return { fieldErrors: { code: msg('security.profile.wrongCode') } };
  if (api.network || api.code === 'TOO_MANY_REQUESTS' || api.code === 'UNAUTHENTICATED') return { fieldErrors: {}, message: requestError(api, fallback) };
  return { fieldErrors: {}, message: api.message ? albanian(api.message, fallback) : fallback };
}

/**
 * The current password (and, with `withCode`, a code of the app) before a change to the second factor
 * or the account: `run` sends them; a refusal is shown in place. `danger` draws the submit red.
 */
export function ProofForm({ id, intro, withCode, submitLabel, onCancel, run, danger = false }: {
  id: string;
  intro: string;
  withCode: boolean;
  submitLabel: string;
  onCancel: () => void;
  run: (proof: Proof) => Promise<void>;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  const word = useWord();
  const [values, setValues] = useState<Proof>({ password: '', code: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<Name>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldMessages<Name> = {};
    if (!values.password) missing.password = msg('formErrors.required', { field: msg('security.profile.password') });
    if (withCode && !values.code.trim()) missing.code = msg('security.code.required');
    setFieldErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await run({ password: values.password, code: values.code.trim() });
    } catch (caught) {
      const refusal = proofRefusal(caught, msg('security.profile.failed'));
      setFieldErrors(refusal.fieldErrors);
      setMessage(refusal.message ?? null);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Name) => ({
    value: values[name],
    error: word(fieldErrors[name]),
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  return (
    <form id={id} method="post" className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4" noValidate onSubmit={onSubmit}>
      <p className="text-sm text-slate-700">{intro}</p>
      <TextField label={t('security.profile.password')} name="password" type="password" autoComplete="current-password" maxLength={200} required {...field('password')} />
      {withCode && <TextField {...codeInputProps} label={t('security.profile.code')} required {...field('code')} />}
      {message && <FormMessage kind="error">{word(message)}</FormMessage>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={busy} className={danger ? 'bg-red-600! hover:bg-red-700!' : ''}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('security.profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
