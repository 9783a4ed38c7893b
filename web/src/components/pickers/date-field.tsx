import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { fieldControl, fieldLabel } from './field-style';

interface Props {
  label: string;
  /** The form field's name. */
  name: string;
  /** LocalDate "YYYY-MM-DD", or '' for any date. */
  defaultValue?: string;
  /** The earliest date allowed (today: SPEC §5, no past dates). */
  min: string;
  /** Called as the date changes (a message about it may go). */
  onChange?: () => void;
  /** Shown under the field (e.g. "the date is incomplete"), in the page's language. */
  error?: string | undefined;
  /** A short hint under the field while there is no error. */
  hint?: string | undefined;
  /** With a date chosen, a button with this text empties the field again (any date). */
  clearLabel?: string | undefined;
}

// Keys that move around or open the calendar; everything else (digits...) is typing.
const allowed = new Set(['Tab', 'Escape', 'Shift', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

function openPicker(input: HTMLInputElement) {
  try {
    input.showPicker();
  } catch {
    // not allowed here (no user gesture): the calendar button still works
  }
}

/**
 * The date inputs of a form that hold part of a date (a month chosen with the arrow keys, no day):
 * the browser reports no value for them and, left to itself, blocks the form with a bubble in its
 * own language. Forms are noValidate and ask this instead, to say it in the page's language.
 */
export function incompleteDates(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[type="date"]')].filter((input) => input.validity.badInput);
}

/**
 * SPEC §5: no dates before today and no typing: the date comes from the browser's calendar (opened by
 * a click, Enter or Space), or the arrow keys, which step through valid dates only. Backspace or
 * Delete empties the whole field (any date again).
 */
export function DateField({ label, name, defaultValue = '', min, onChange, error, hint, clearLabel }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Whether a date is chosen (the hint and the clear button follow it); the date itself is the input's.
  const [chosen, setChosen] = useState(Boolean(defaultValue));
  const set = (value: string) => {
    if (input.current) input.current.value = value;
    setChosen(Boolean(value));
    onChange?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (allowed.has(event.key)) return;
    event.preventDefault();
    if (event.key === 'Enter' || event.key === ' ') openPicker(event.currentTarget);
    // Also drops a half-filled date, which has no value to compare.
    if (event.key === 'Backspace' || event.key === 'Delete') set('');
  };
  const note = error ?? (chosen ? undefined : hint);
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="date"
        min={min}
        // No value attribute for an empty field: React sets the one it rendered as it takes the page over,
        // and that would wipe a date the visitor had half-filled with the arrow keys before.
        defaultValue={defaultValue || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        onKeyDown={onKeyDown}
        onClick={(event: MouseEvent<HTMLInputElement>) => openPicker(event.currentTarget)}
        onPaste={(event) => event.preventDefault()}
        onChange={(event) => {
          const next = event.target.value;
          // Only a chosen date is written back (a date before the first allowed one becomes it): a
          // half-filled one has no value yet and must stay as the visitor left it.
          if (next && next < min) set(min);
          else {
            setChosen(Boolean(next));
            onChange?.();
          }
        }}
        className={error ? fieldControl.replace('border-slate-300', 'border-red-500') : fieldControl}
      />
      {note && (
        <p id={`${id}-note`} className={`mt-1 text-xs ${error ? 'font-medium text-red-700' : 'text-slate-600'}`}>
          {note}
        </p>
      )}
      {clearLabel && chosen && (
        <button type="button" onClick={() => set('')} className="mt-1 rounded text-xs font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-900">
          {clearLabel}
        </button>
      )}
    </div>
  );
}
