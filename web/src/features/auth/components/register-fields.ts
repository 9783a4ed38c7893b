import type { InputHTMLAttributes } from 'react';
import type { RegisterInput } from '../../../gql/schema';
import type { FieldKind } from '../../../lib/field-errors';

type Field = {
  name: keyof RegisterInput;
  label: 'register.firstName' | 'register.lastName' | 'register.number' | 'register.email' | 'register.username' | 'register.password';
  kind: FieldKind;
  /** The API's limit (user.inputs.ts): the input stops there, and the message says it. */
  maxLength: number;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>;

// Order and labels of the old form; names are the API's RegisterInput fields, so server
// field errors (extensions.fields) land next to the right input.
export const registerFields: Field[] = [
  { name: 'firstName', label: 'register.firstName', kind: 'text', maxLength: 100, autoComplete: 'given-name' },
  { name: 'lastName', label: 'register.lastName', kind: 'text', maxLength: 100, autoComplete: 'family-name' },
  { name: 'number', label: 'register.number', kind: 'phone', maxLength: 20, type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'register.email', kind: 'email', maxLength: 254, type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'register.username', kind: 'username', maxLength: 50, autoComplete: 'username' },
  { name: 'password', label: 'register.password', kind: 'password', maxLength: 200, type: 'password', autoComplete: 'new-password' },
];
