import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../../components/pickers/field-style';

const step =
  'inline-flex size-11 shrink-0 items-center justify-center text-lg font-bold text-sky-800 hover:bg-sky-50 disabled:text-slate-400 disabled:hover:bg-transparent';

/** A count with − and + buttons, each named after what it counts (two steppers side by side stay distinct). */
export function Stepper({ label, value, min, max, onChange }: { label: string; value: number; min: number; max: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldLabel}>
        {label}
      </span>
      <div className="flex h-11 items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button type="button" className={step} disabled={value <= min} onClick={() => onChange(value - 1)}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t('booking.fewer', { what: label })}</span>
        </button>
        <output aria-live="polite" className="flex-1 text-center text-sm font-semibold text-slate-900">
          {value}
        </output>
        <button type="button" className={step} disabled={value >= max} onClick={() => onChange(value + 1)}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t('booking.more', { what: label })}</span>
        </button>
      </div>
    </div>
  );
}
