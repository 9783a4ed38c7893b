import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from './field-style';

interface Props {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}

const step =
  'inline-flex size-11 shrink-0 items-center justify-center text-lg font-bold text-sky-800 hover:bg-sky-50 disabled:text-slate-400 disabled:hover:bg-transparent';

/** SPEC §5: at least 1 traveller, no typing: − and + buttons around the number. */
export function TravellersStepper({ label, value, onChange, min = 1, max = 10 }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldLabel}>
        {label}
      </span>
      <div className="flex h-11 items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button type="button" className={step} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t('picker.fewerTravellers')}</span>
        </button>
        <output aria-live="polite" className="flex-1 text-center text-sm font-semibold text-slate-900">
          {value}
        </output>
        <button type="button" className={step} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t('picker.moreTravellers')}</span>
        </button>
      </div>
    </div>
  );
}
