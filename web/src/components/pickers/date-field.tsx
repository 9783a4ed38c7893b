import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { fieldControl, fieldLabel } from './field-style';

interface Props {
  label: string;
  /** LocalDate "YYYY-MM-DD", or '' for any date. */
  value: string;
  /** The earliest date allowed (today: SPEC §5, no past dates). */
  min: string;
  onChange: (value: string) => void;
}

// Keys that move around or open the calendar; everything else (digits, Backspace...) is typing.
const allowed = new Set(['Tab', 'Escape', 'Shift', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

function openPicker(input: HTMLInputElement) {
  try {
    input.showPicker();
  } catch {
    // not allowed here (no user gesture): the calendar button still works
  }
}

/**
 * SPEC §5: no dates before today and no typing: the date comes from the browser's calendar (opened by
 * a click, Enter or Space), or the arrow keys, which step through valid dates only.
 */
export function DateField({ label, value, min, onChange }: Props) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (allowed.has(event.key)) return;
    event.preventDefault();
    if (event.key === 'Enter' || event.key === ' ') openPicker(event.currentTarget);
  };
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        min={min}
        value={value}
        onKeyDown={onKeyDown}
        onClick={(event: MouseEvent<HTMLInputElement>) => openPicker(event.currentTarget)}
        onPaste={(event) => event.preventDefault()}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next && next < min ? min : next);
        }}
        className={fieldControl}
      />
    </div>
  );
}
