import { todayLocal } from '../../../lib/dates';
import { msg, type Message } from '../../../lib/message';

export type FieldKind = 'text' | 'number' | 'integer' | 'date' | 'datetime' | 'email' | 'tel' | 'password' | 'select';

/** One input of a dashboard form or editable row. `name` is the API input field it fills, so
 * server field errors (extensions.fields) land next to it. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  min?: number;
  max?: number;
  /** Dates: not before today (SPEC §5). */
  notBeforeToday?: boolean;
  /** Dates: strictly after the date in this other field (return after departure). */
  after?: string;
  options?: readonly { value: string; label: string }[];
  /** Selects: a first option with an empty value (e.g. "no city"). */
  emptyOption?: string;
  autoComplete?: string;
  placeholder?: string;
  /** Shown but never typed: a value the server derives (a package's nights follow its dates). */
  readOnly?: boolean;
}

export type Values = Record<string, string>;
/** Field name → its message, worded where it is drawn (beside the field, naming it as labelled then). */
export type FieldErrors = Record<string, Message>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The API's phone rule (api/src/modules/users/user-admin.inputs.ts).
const PHONE = /^\+?[0-9 ()\-/]{6,20}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A local date and time as `<input type="datetime-local">` gives it (a flight's times, issue 43). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
/** A customer's password; staff need STAFF_PASSWORD_MIN. The server also refuses common passwords. */
export const PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MIN = 12;

/** SPEC §5 rules, checked before anything is sent; the server checks them again. */
export function validateFields(fields: readonly FieldSpec[], values: Values): FieldErrors {
  const errors: FieldErrors = {};
  const today = todayLocal();
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.name] = msg('dash.validation.required');
      continue;
    }
    const error = checkValue(field, value, values, today);
    if (error) errors[field.name] = error;
  }
  return errors;
}

function checkValue(field: FieldSpec, value: string, values: Values, today: string): Message | null {
  switch (field.kind) {
    case 'number':
    case 'integer': {
      const n = Number(value);
      if (!Number.isFinite(n)) return msg('dash.validation.number');
      if (field.kind === 'integer' && !Number.isInteger(n)) return msg('dash.validation.integer');
      if (field.min !== undefined && n < field.min) return msg('dash.validation.min', { min: field.min });
      if (field.max !== undefined && n > field.max) return msg('dash.validation.max', { max: field.max });
      return null;
    }
    case 'email':
      return EMAIL.test(value) ? null : msg('dash.validation.email');
    case 'tel':
      return PHONE.test(value) ? null : msg('dash.validation.phone');
    case 'password': {
      // The API's rule (issue 15): 8 characters for customers, 12 for staff (`min` says which).
      const min = field.min ?? PASSWORD_MIN;
      return value.length >= min ? null : msg('dash.validation.password', { min });
    }
    case 'date': {
      if (!DATE.test(value)) return msg('dash.validation.date');
      if (field.notBeforeToday && value < today) return msg('dash.validation.dateMin');
      const other = field.after ? values[field.after] : undefined;
      if (other && DATE.test(other) && value <= other) return msg('dash.validation.returnAfter');
      return null;
    }
    case 'datetime':
      return DATE_TIME.test(value) ? null : msg('dash.validation.date');
    default:
      return null;
  }
}

/** "12.5" → 12.5, "" → null: for optional numeric inputs. */
export const numberOrNull = (value: string | undefined): number | null => (value?.trim() ? Number(value) : null);

/** Only the keys that changed, for partial update inputs (the activity log then lists just those). */
export function changedOnly<T extends Record<string, unknown>>(input: T, changed: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([key]) => changed.includes(key))) as Partial<T>;
}
