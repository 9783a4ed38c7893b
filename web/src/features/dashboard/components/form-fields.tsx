import type { FieldErrors, FieldSpec, Values } from '../lib/fields';
import { FieldControl } from './field-control';

interface Props {
  fields: readonly FieldSpec[];
  values: Values;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
  idPrefix: string;
  disabled?: boolean;
  /** Two columns from the sm breakpoint (default), or one. */
  columns?: 1 | 2 | 3;
}

const grid = { 1: 'grid gap-4', 2: 'grid gap-4 sm:grid-cols-2', 3: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' };

export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`;

/** The inputs of a form, in a responsive grid. */
export function FormFields({ fields, values, errors, onChange, idPrefix, disabled, columns = 2 }: Props) {
  return (
    <div className={grid[columns]}>
      {fields.map((spec) => (
        <FieldControl
          key={spec.name}
          id={fieldId(idPrefix, spec.name)}
          spec={spec}
          values={values}
          error={errors[spec.name]}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
