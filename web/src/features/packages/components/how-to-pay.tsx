import '../../../lib/i18n/booking-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { useAgencyContactQuery } from '../api/agency-contact';

/**
 * The agency's bank account and the office, for a customer who still owes money (issue 44): diaspora
 * customers pay by international transfer quoting their booking reference, the others at the office.
 */
export function HowToPay() {
  const { t } = useTranslation();
  const bank = useAgencyContactQuery().data?.agencyContact.bank;
  if (!bank) return null;
  return (
    <section aria-labelledby="how-to-pay" className="mb-6 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-slate-800">
      <h2 id="how-to-pay" className="mb-1 text-base font-bold text-slate-900">{t('myBooking.money.howTitle')}</h2>
      <p>{t('myBooking.money.howBank')}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt>{t('myBooking.money.bank')}</dt>
        <dd className="font-medium">{bank.name}</dd>
        <dt>{t('myBooking.money.holder')}</dt>
        <dd className="font-medium">{bank.holder}</dd>
        <dt>IBAN</dt>
        <dd className="break-all font-mono font-medium">{bank.iban}</dd>
        <dt>SWIFT/BIC</dt>
        <dd className="font-mono font-medium">{bank.swift}</dd>
      </dl>
      <p className="mt-2">{t('myBooking.money.howOffice')}</p>
    </section>
  );
}
