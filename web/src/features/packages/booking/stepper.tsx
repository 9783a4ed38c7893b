import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { fieldLabel } from '../../../components/pickers/field-style';

const step =
  'inline-flex size-11 shrink-0 items-center justify-center text-lg font-bold text-sky-800 hover:bg-sky-50 disabled:text-slate-400 disabled:hover:bg-transparent';

/**
 * A count with − and + buttons around a number field (typing works too), each button named after what
 * it counts, so two steppers side by side stay distinct for screen readers.
 */
export function Stepper({ label, name, value, min, max, onChange }: { label: string; name?: string; value: number; min: number; max: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <div className="flex h-11 items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button type="button" className={step} disabled={value <= min} onClick={() => onChange(value - 1)}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t('booking.fewer', { what: label })}</span>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(e) => {
            if (e.target.value !== '' && Number.isInteger(Number(e.target.value))) onChange(clamp(Number(e.target.value)));
          }}
          className="h-full w-full min-w-0 flex-1 appearance-none border-0 text-center text-sm font-semibold text-slate-900 [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" className={step} disabled={value >= max} onClick={() => onChange(value + 1)}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t('booking.more', { what: label })}</span>
        </button>
      </div>
    </div>
  );
}
