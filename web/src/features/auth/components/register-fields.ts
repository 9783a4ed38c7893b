import type { InputHTMLAttributes } from 'react';
import type { RegisterInput } from '../../../gql/schema';

type Field = {
  name: keyof RegisterInput;
  label: 'register.firstName' | 'register.lastName' | 'register.number' | 'register.email' | 'register.username' | 'register.password';
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>;

// Order and labels of the old form; names are the API's RegisterInput fields, so server
// field errors (extensions.fields) land next to the right input.
export const registerFields: Field[] = [
  { name: 'firstName', label: 'register.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'register.lastName', autoComplete: 'family-name' },
  { name: 'number', label: 'register.number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'register.email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'register.username', autoComplete: 'username' },
  { name: 'password', label: 'register.password', type: 'password', autoComplete: 'new-password' },
];

export const emptyRegisterInput: RegisterInput = {
  firstName: '',
  lastName: '',
  number: '',
  email: '',
  username: '',
  password: '',
};
