import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { actionButton, primaryButton } from './row-buttons';

interface Props {
  children: ReactNode;
  /** With text inputs the filters apply on submit; selects alone may apply on change (no onApply). */
  onApply?: () => void;
  onClear?: () => void;
}

/** The filters above a list, labelled as one group. */
export function FilterBar({ children, onApply, onClear }: Props) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply?.();
  };
  return (
    <form aria-label={t('dash.common.filters')} onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      {children}
      {(onApply || onClear) && (
        <div className="flex gap-2">
          {onApply && (
            <button type="submit" className={primaryButton}>
              {t('dash.common.apply')}
            </button>
          )}
          {onClear && (
            <button type="button" className={actionButton} onClick={onClear}>
              {t('dash.common.clear')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}

/** A labelled control of the filter bar. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-36 flex-col text-sm font-medium text-slate-700 max-sm:flex-1">
      <span className="mb-1">{label}</span>
      {children}
    </label>
  );
}

export const filterInput = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-normal text-slate-900 focus:border-sky-500';
