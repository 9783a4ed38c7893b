import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { wordEach } from '../../../lib/message';
import { changedOnly, numberOrNull, validateFields as validate, type FieldSpec, type Values } from './fields';

// The message key and its values, instead of a translation: the test reads which rule refused.
const t = ((key: string, values?: Record<string, unknown>) => (values && Object.keys(values).length ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
const validateFields = (fields: FieldSpec[], values: Values) => wordEach({ t, language: 'sq' }, validate(fields, values));

const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const fields: FieldSpec[] = [
  { name: 'title', label: 'Titulli', kind: 'text', required: true },
  { name: 'price', label: 'Çmimi', kind: 'number', required: true, min: 0, max: 1000 },
  { name: 'nights', label: 'Netë', kind: 'integer', min: 1 },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'number', label: 'Numri', kind: 'tel' },
  { name: 'departureDate', label: 'Nisja', kind: 'date', required: true, notBeforeToday: true },
  { name: 'returnDate', label: 'Kthimi', kind: 'date', after: 'departureDate' },
];

describe('validateFields (SPEC §5)', () => {
  it('asks a password as long as the role needs: 8 characters for a customer, 12 for staff', () => {
    const password = (min?: number): FieldSpec[] => [{ name: 'password', label: 'Password', kind: 'password', required: true, ...(min ? { min } : {}) }];
    expect(validateFields(password(), { password: '1234567' })).toEqual({ password: 'dash.validation.password {"min":8}' });
    expect(validateFields(password(), { password: '12345678' })).toEqual({});
    expect(validateFields(password(12), { password: 'Staff-pass1' })).toEqual({ password: 'dash.validation.password {"min":12}' });
  });

  it('accepts good values and empty optional ones', () => {
    expect(validateFields(fields, { title: 'Antalya', price: '399.5', departureDate: tomorrow() })).toEqual({});
  });

  it('names every refused field with its rule', () => {
    const errors = validateFields(
      fields,
      { title: '  ', price: '1200', nights: '2.5', email: 'a@b', number: 'call me', departureDate: '2000-01-01', returnDate: '1999-12-31' },
    );
    expect(errors).toEqual({
      title: 'dash.validation.required',
      price: 'dash.validation.max {"max":1000}',
      nights: 'dash.validation.integer',
      email: 'dash.validation.email',
      number: 'dash.validation.phone',
      departureDate: 'dash.validation.dateMin',
      returnDate: 'dash.validation.returnAfter',
    });
  });

  it('refuses a non-number and a malformed date', () => {
    const errors = validateFields(fields, { title: 'x', price: 'abc', departureDate: '1.7.2026' });
    expect(errors).toEqual({ price: 'dash.validation.number', departureDate: 'dash.validation.date' });
  });
});

describe('numberOrNull and changedOnly', () => {
  it('reads optional numbers', () => {
    expect(numberOrNull('12.5')).toBe(12.5);
    expect(numberOrNull(' ')).toBeNull();
    expect(numberOrNull(undefined)).toBeNull();
  });

  it('keeps only the changed keys of an update', () => {
    expect(changedOnly({ name: 'A', code: 'PRN', countryId: 1 }, ['code'])).toEqual({ code: 'PRN' });
  });
});
