import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n/translation';
import { useCreatePartnerUser } from '../api/partner-agencies';
import { mainButton } from './row-buttons';

export interface AgencyValues { name: string; contactName: string; email: string; phone: string; commissionPercent: string; creditLimit: string }
export const emptyAgency: AgencyValues = { name: '', contactName: '', email: '', phone: '', commissionPercent: '10', creditLimit: '5000' };
type Errors = Record<string, string>;

/** The form's values as the API takes them: percent a number, the limit from euros to cents. */
export const agencyInput = (v: AgencyValues) => ({
  name: v.name, contactName: v.contactName, email: v.email, phone: v.phone,
  commissionPercent: Number(v.commissionPercent.replace(',', '.')), creditLimitCents: Math.round(Number(v.creditLimit.replace(',', '.')) * 100),
});

/** Create or edit an agency (issue 47): the server validates and names each refused field. */
export function AgencyForm({ initial, submitLabel, onSubmit, onCancel }: {
  initial: AgencyValues; submitLabel: string; onSubmit: (v: AgencyValues) => Promise<Errors | null>; onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof AgencyValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} value={values[name]} error={errors[name === 'creditLimit' ? 'creditLimitCents' : name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })} autoComplete="off" {...extra} />
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors((await onSubmit(values)) ?? {});
    setBusy(false);
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
      {field('name', t('partners.name'), { required: true })}
      {field('contactName', t('partners.contactName'))}
      {field('email', t('partners.email'), { type: 'email' })}
      {field('phone', t('partners.phone'), { type: 'tel' })}
      {field('commissionPercent', t('partners.commissionPercent'), { inputMode: 'decimal', required: true })}
      {field('creditLimit', t('partners.creditLimit'), { inputMode: 'decimal', required: true })}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={mainButton} disabled={busy}>{submitLabel}</button>
        {onCancel && <button type="button" className="rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100" onClick={onCancel}>{t('partners.cancel')}</button>}
      </div>
    </form>
  );
}

const emptyUser = { firstName: '', lastName: '', number: '', email: '', username: '', password: '' };

/** A person of the agency: with a password, or none and the server mails an invitation. */
export function PartnerUserForm({ agencyId }: { agencyId: number }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(emptyUser);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const [create, { loading }] = useCreatePartnerUser();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    try {
      await create({ variables: { input: { agencyId, ...values, password: values.password || null } } });
      setDone(values.password ? t('partners.userAdded') : t('partners.userInvited'));
      setValues(emptyUser);
      setErrors({});
    } catch (caught) {
      setErrors(toApiError(caught).fields);
    }
  }
  const field = (name: keyof typeof emptyUser, extra: Record<string, unknown> = {}) => (
    <TextField label={t(`partners.${name}`)} name={name} value={values[name]} error={errors[name]} autoComplete="off"
      onChange={(e) => setValues({ ...values, [name]: e.target.value })} {...extra} />
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 grid gap-3 sm:grid-cols-3" aria-label={t('partners.addUser')}>
      {field('firstName')}
      {field('lastName')}
      {field('number', { type: 'tel' })}
      {field('email', { type: 'email' })}
      {field('username')}
      {field('password', { type: 'password', autoComplete: 'new-password' })}
      <div className="sm:col-span-3">
        <button type="submit" className={mainButton} disabled={loading}>{t('partners.addUser')}</button>
      </div>
      {done && <div className="sm:col-span-3"><FormMessage kind="success">{done}</FormMessage></div>}
    </form>
  );
}
