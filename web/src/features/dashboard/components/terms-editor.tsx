import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { useSetPackageTermsMutation, type DashboardPackageOptionsQuery } from '../api/package-options';
import { describeError } from '../lib/api-error';
import { mainButton } from './row-buttons';
import { useNotice } from './toasts';
import { msg } from '../../../lib/message';

type Terms = NonNullable<DashboardPackageOptionsQuery['package']>['terms'];
const KEYS = ['depositPercent', 'balanceDueDays', 'freeCancellationDays'] as const;
type Key = (typeof KEYS)[number];

const input = 'block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900';

/** A package's own payment and cancellation terms; an empty field keeps the agency's default. */
export function TermsEditor({ packageId, terms }: { packageId: number; terms: Terms }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Key, string>>(() => Object.fromEntries(KEYS.map((k) => [k, terms.own[k] === null ? '' : String(terms.own[k])])) as Record<Key, string>);
  const [save, { loading }] = useSetPackageTermsMutation({ refetchQueries: ['DashboardPackageOptions'] });
  const setNotice = useNotice();

  async function onSave() {
    try {
      const toValue = (s: string) => (s.trim() === '' ? null : Number(s));
      await save({ variables: { id: packageId, terms: { depositPercent: toValue(values.depositPercent), balanceDueDays: toValue(values.balanceDueDays), freeCancellationDays: toValue(values.freeCancellationDays) } } });
      setNotice({ kind: 'success', text: msg('bookingDash.termsSaved') });
    } catch (e) {
      setNotice({ kind: 'error', text: msg('bookingDash.saveError'), detail: describeError(e, []).detail });
    }
  }

  return (
    <section aria-labelledby="terms-heading" className="space-y-3">
      <h2 id="terms-heading" className="text-xl font-bold text-slate-900">{t('bookingDash.terms')}</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        {KEYS.map((k) => (
          <label key={k}>
            <span className="mb-1 block text-xs font-semibold text-slate-700">{t(`bookingDash.${k}`)}</span>
            <input className={input} inputMode="numeric" value={values[k]} onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))} />
            <span className="mt-1 block text-xs text-slate-600">{t('bookingDash.termsHint', { value: terms.agency[k] })}</span>
          </label>
        ))}
      </div>
      <button type="button" className={mainButton} disabled={loading} onClick={() => void onSave()}>
        {t('bookingDash.saveTerms')}
      </button>
    </section>
  );
}
