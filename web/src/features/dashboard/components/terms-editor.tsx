import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { msg } from '../../../lib/message';
import { useSetPackageTermsMutation, type DashboardPackageOptionsQuery } from '../api/package-options';
import { describeError } from '../lib/api-error';
import { validateFields, type FieldErrors, type FieldSpec, type Values } from '../lib/fields';
import { FieldControl } from './field-control';
import { mainButton } from './row-buttons';
import { useNotice } from './toasts';

type Terms = NonNullable<DashboardPackageOptionsQuery['package']>['terms'];
const KEYS = ['depositPercent', 'balanceDueDays', 'freeCancellationDays'] as const;
/** A fixed deposit per traveller (issue 44): typed in euro, kept in cents; named as the API names it, so its errors land here. */
const PER_PERSON = 'depositPerPersonCents';
const euroOf = (cents: number | null | undefined) => (cents == null ? '' : String(cents / 100));

/**
 * A package's own payment and cancellation terms; an empty field keeps the agency's default. A refused
 * value is said beside its input, in the page's language (issue 42).
 */
export function TermsEditor({ packageId, terms }: { packageId: number; terms: Terms }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [values, setValues] = useState<Values>(() => ({
    ...Object.fromEntries(KEYS.map((k) => [k, terms.own[k] === null ? '' : String(terms.own[k])])),
    [PER_PERSON]: euroOf(terms.own.depositPerPersonCents),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, { loading }] = useSetPackageTermsMutation({ refetchQueries: ['DashboardPackageOptions'] });
  const setNotice = useNotice();
  const specs: FieldSpec[] = [
    ...KEYS.map((k): FieldSpec => ({ name: k, label: t(`bookingDash.${k}`), kind: 'integer', min: 0, max: k === 'depositPercent' ? 100 : 365 })),
    { name: PER_PERSON, label: t('bookingDash.depositPerPerson'), kind: 'number', min: 0, max: 100_000 },
  ];
  const hint = (name: string) => (name === PER_PERSON ? t('bookingDash.perPersonHint') : t('bookingDash.termsHint', { value: terms.agency[name as (typeof KEYS)[number]] }));

  async function onSave() {
    const found = validateFields(specs, values);
    setErrors(found);
    if (Object.keys(found).length) {
      setNotice({ kind: 'error', text: msg('bookingDash.saveError') });
      return;
    }
    try {
      const toValue = (s: string | undefined) => (!s?.trim() ? null : Number(s));
      const perPerson = toValue(values[PER_PERSON]);
      await save({ variables: { id: packageId, terms: {
        depositPercent: toValue(values.depositPercent), balanceDueDays: toValue(values.balanceDueDays), freeCancellationDays: toValue(values.freeCancellationDays),
        depositPerPersonCents: perPerson === null ? null : Math.round(perPerson * 100),
      } } });
      setNotice({ kind: 'success', text: msg('bookingDash.termsSaved') });
    } catch (e) {
      const { detail, fields } = describeError(e, specs);
      setErrors(fields);
      setNotice({ kind: 'error', text: msg('bookingDash.saveError'), detail });
    }
  }

  return (
    <section aria-labelledby="terms-heading" className="space-y-3">
      <h2 id="terms-heading" className="text-xl font-bold text-slate-900">{t('bookingDash.terms')}</h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {specs.map((spec) => (
          <div key={spec.name}>
            <FieldControl
              id={`${idPrefix}-${spec.name}`}
              spec={spec}
              values={values}
              error={errors[spec.name]}
              onChange={(name, value) => {
                setValues((v) => ({ ...v, [name]: value }));
                setErrors(({ [name]: _fixed, ...rest }) => rest);
              }}
            />
            <span className="mt-1 block text-xs text-slate-600">{hint(spec.name)}</span>
          </div>
        ))}
      </div>
      <button type="button" className={mainButton} disabled={loading} onClick={() => void onSave()}>
        {t('bookingDash.saveTerms')}
      </button>
    </section>
  );
}
