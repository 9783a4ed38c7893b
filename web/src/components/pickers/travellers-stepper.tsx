import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { useHydrated } from '../../lib/use-hydrated';
import { fieldControl, fieldLabel } from './field-style';

interface Props {
  label: string;
  /** The form field's name. */
  name: string;
  /** null = no travellers filter: shown as `anyLabel` (only where the stepper offers it). */
  defaultValue: number | null;
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

/**
 * SPEC §5: at least 1 traveller, no typing: − and + buttons around the number, once the app runs;
 * before that (or without it) the same choice as a plain select, whose choice the stepper starts from.
 */
export function TravellersStepper(props: Props) {
  const plainId = useId();
  return useHydrated() ? <Stepper {...props} plainId={plainId} /> : <PlainTravellers {...props} id={plainId} />;
}

function PlainTravellers({ label, name, defaultValue, min = 1, max = 10, anyLabel, id }: Props & { id: string }) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue === null ? '' : String(defaultValue)} className={fieldControl}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the plain select says, when it was there before the app took the page over. */
function chosenBefore(id: string, fallback: number | null): number | null {
  const select = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!(select instanceof HTMLSelectElement)) return fallback;
  return select.value ? Number(select.value) : null;
}

function Stepper({ label, name, defaultValue, min = 1, max = 10, anyLabel, plainId }: Props & { plainId: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [value, setValue] = useState(() => chosenBefore(plainId, defaultValue));
  const canBeAny = anyLabel !== undefined;
  const lowest = value === null || (value <= min && !canBeAny);
  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className={fieldLabel}>
        {label}
      </span>
      <input type="hidden" name={name} value={value ?? ''} />
      <div className="flex h-11 items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button type="button" className={step} disabled={lowest} onClick={() => setValue(value !== null && value > min ? value - 1 : null)}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t('picker.fewerTravellers')}</span>
        </button>
        <output aria-live="polite" className="flex-1 text-center text-sm font-semibold text-slate-900">
          {value ?? anyLabel}
        </output>
        <button type="button" className={step} disabled={value !== null && value >= max} onClick={() => setValue(value === null ? min : Math.min(max, value + 1))}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t('picker.moreTravellers')}</span>
        </button>
      </div>
    </div>
  );
}
