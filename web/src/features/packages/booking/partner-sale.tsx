import { TextField } from '../../../components/ui/text-field';
import { formatEuro } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/translation';
import type { MyPartnerAgencyQuery } from './api/my-partner-agency';

export interface PartnerCustomer { customerName: string; customerEmail: string; customerPhone: string }
export const noCustomer: PartnerCustomer = { customerName: '', customerEmail: '', customerPhone: '' };
type Agency = MyPartnerAgencyQuery['myPartnerAgency'];

/**
 * A partner agency's person books for a named customer (issue 47): the customer's name, e-mail and
 * phone, kept on the booking. Only drawn in the browser for a PARTNER (the public page stays the same
 * for every signed-in visitor).
 */
export function PartnerCustomerFields({ value, onChange, errors }: {
  value: PartnerCustomer; onChange: (v: PartnerCustomer) => void; errors: Partial<Record<keyof PartnerCustomer, string>>;
}) {
  const { t } = useTranslation();
  const field = (name: keyof PartnerCustomer) => ({
    name, value: value[name], error: errors[name], onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [name]: e.target.value }),
  });
  return (
    <fieldset className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50/50 p-3">
      <legend className="px-1 text-sm font-semibold text-emerald-950">{t('partner.customerTitle')}</legend>
      <p className="text-xs text-slate-700">{t('partner.customerHint')}</p>
      <TextField label={t('partner.customerName')} autoComplete="off" required {...field('customerName')} />
      <TextField label={t('partner.customerPhone')} type="tel" autoComplete="off" required {...field('customerPhone')} />
      <TextField label={t('partner.customerEmail')} type="email" autoComplete="off" {...field('customerEmail')} />
    </fieldset>
  );
}

/**
 * The retail total, the agency's commission and the net it owes for this quote. The server fixes the
 * commission at booking with the same rule (the percent of the total, rounded to the cent).
 */
export function PartnerCommission({ total, agency }: { total: number; agency: Agency }) {
  const { t } = useTranslation();
  const totalCents = Math.round(total * 100);
  const commissionCents = Math.round((totalCents * agency.commissionPercent) / 100);
  return (
    <dl className="space-y-1 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950" data-testid="partner-commission">
      <div className="flex justify-between gap-3"><dt>{t('partner.retail')}</dt><dd className="tabular-nums">{formatEuro(totalCents / 100)}</dd></div>
      <div className="flex justify-between gap-3 font-semibold"><dt>{t('partner.commission', { percent: agency.commissionPercent })}</dt><dd className="tabular-nums">{formatEuro(commissionCents / 100)}</dd></div>
      <div className="flex justify-between gap-3"><dt>{t('partner.net')}</dt><dd className="tabular-nums">{formatEuro((totalCents - commissionCents) / 100)}</dd></div>
      <p className="pt-1 text-xs text-emerald-900">{t('partner.credit', { amount: formatEuro(agency.availableCreditCents / 100) })}</p>
    </dl>
  );
}
