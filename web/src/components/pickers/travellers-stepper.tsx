import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { fieldLabel } from './field-style';

interface Props {
  label: string;
  /** null = no travellers filter: shown as `anyLabel` (only where the stepper offers it). */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /**
   * The search page shows what it filters: without a travellers filter the stepper says so ("Të
   * gjithë") instead of a number nothing filters by; − from 1 goes back to it.
   */
  anyLabel?: string;
}

const step =
  'inline-flex size-11 shrink-0 items-center justify-center text-lg font-bold text-sky-800 hover:bg-sky-50 disabled:text-slate-400 disabled:hover:bg-transparent';

/** SPEC §5: at least 1 traveller, no typing: − and + buttons around the number. */
export function TravellersStepper({ label, value, onChange, min = 1, max = 10, anyLabel }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const canBeAny = anyLabel !== undefined;
  const lowest = value === null || (value <= min && !canBeAny);
  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldLabel}>
        {label}
      </span>
      <div className="flex h-11 items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button type="button" className={step} disabled={lowest} onClick={() => onChange(value !== null && value > min ? value - 1 : null)}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t('picker.fewerTravellers')}</span>
        </button>
        <output aria-live="polite" className="flex-1 text-center text-sm font-semibold text-slate-900">
          {value ?? anyLabel}
        </output>
        <button type="button" className={step} disabled={value !== null && value >= max} onClick={() => onChange(value === null ? min : Math.min(max, value + 1))}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t('picker.moreTravellers')}</span>
        </button>
      </div>
    </div>
  );
}
