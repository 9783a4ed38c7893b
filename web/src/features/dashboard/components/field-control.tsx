import type { KeyboardEvent } from 'react';
import { todayLocal } from '../../../lib/dates';
import { useWord, type Message } from '../../../lib/message';
import type { FieldSpec, Values } from '../lib/fields';

interface Props {
  spec: FieldSpec;
  values: Values;
  /** Worded here, naming the field as it is labelled now. */
  error?: Message | undefined;
  onChange: (name: string, value: string) => void;
  /** Element id; the error gets `${id}-error`. */
  id: string;
  /** In a table cell: the label is for screen readers only (the column heading shows it). */
  compact?: boolean;
  disabled?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

const inputBase = 'block w-full rounded-lg border bg-white text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100 read-only:bg-slate-100';

/** One labelled input or select of a dashboard form or edited row, with its error under it. */
export function FieldControl({ spec, values, error: message, onChange, id, compact = false, disabled, onKeyDown }: Props) {
  const error = useWord()(message, { field: spec.label });
  const value = values[spec.name] ?? '';
  const errorId = `${id}-error`;
  const common = {
    id,
    name: spec.name,
    value,
    disabled,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onKeyDown,
    className: `${inputBase} ${compact ? `${spec.kind === 'email' ? 'min-w-48' : 'min-w-24'} px-2 py-1.5 text-sm` : 'px-3 py-2.5'} ${
      error ? 'border-red-500' : 'border-slate-300 focus:border-sky-500'
    }`,
  };
  return (
    <div className={compact ? 'min-w-0 flex-1' : ''}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}>
        {spec.label}
      </label>
      {spec.kind === 'select' ? (
        <select {...common} onChange={(e) => onChange(spec.name, e.target.value)}>
          {spec.emptyOption !== undefined && <option value="">{spec.emptyOption}</option>}
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          {...inputAttributes(spec, values)}
          placeholder={spec.placeholder}
          autoComplete={spec.autoComplete}
          readOnly={spec.readOnly}
          onChange={(e) => onChange(spec.name, e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function inputAttributes(spec: FieldSpec, values: Values) {
  switch (spec.kind) {
    case 'number':
      return { type: 'number', inputMode: 'decimal' as const, step: 'any', min: spec.min, max: spec.max };
    case 'integer':
      return { type: 'number', inputMode: 'numeric' as const, step: 1, min: spec.min, max: spec.max };
    case 'date': {
      const floors = [spec.notBeforeToday ? todayLocal() : '', spec.after ? values[spec.after] ?? '' : ''].filter(Boolean).sort();
      return { type: 'date', min: floors.at(-1) };
    }
    case 'datetime':
      return { type: 'datetime-local' };
    case 'email':
      return { type: 'email' };
    case 'tel':
      return { type: 'tel' };
    case 'password':
      return { type: 'password' };
    default:
      return { type: 'text' };
  }
}
