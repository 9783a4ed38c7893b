import { validate, type ValidationError } from 'class-validator';
import { InvalidInputError, type FieldErrors, type FieldReasons } from './errors.js';

/**
 * Flattens class-validator errors into `{ field: message }` and `{ field: constraint }` (the first
 * broken rule of each field), nested paths joined with dots.
 */
export function toFieldErrors(errors: ValidationError[], prefix = '', out = { fields: {} as FieldErrors, reasons: {} as FieldReasons }) {
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const [first] = Object.entries(e.constraints ?? {});
    if (first) {
      out.reasons[path] = first[0];
      out.fields[path] = first[1];
    }
    if (e.children?.length) toFieldErrors(e.children, path, out);
  }
  return out;
}

/**
 * The ONE validation path: GraphQL (TypeGraphQL's validateFn) and the REST facade both end here.
 * Unknown keys are rejected so a prototype-pollution key or a typo never slips through silently.
 */
export async function validateInput(input: unknown, name = 'input'): Promise<void> {
  assertNoNul(input, name);
  if (input === null || typeof input !== 'object') return;
  // A list argument ([Int!], [SomeInput!]) is validated element by element, never as an object.
  if (Array.isArray(input)) {
    for (const item of input) await validateInput(item, name);
    return;
  }
  const errors = await validate(input, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
  if (errors.length) {
    const { fields, reasons } = toFieldErrors(errors);
    throw new InvalidInputError(fields, undefined, reasons);
  }
}

/** Builds an input class instance from a plain (already coerced) object and validates it. */
export async function parseInput<T extends object>(cls: new () => T, plain: Record<string, unknown>): Promise<T> {
  const instance = new cls();
  for (const [k, v] of Object.entries(plain)) {
    if (v !== undefined && k !== '__proto__' && k !== 'constructor' && k !== 'prototype') {
      (instance as Record<string, unknown>)[k] = v;
    }
  }
  await validateInput(instance);
  return instance;
}

/**
 * PostgreSQL text cannot hold U+0000: a string with one would reach the database and fail there as a
 * 500 (found by security/fuzz.test.ts). Refused here, on both edges, with a 400 naming the field.
 * Objects are walked (keys joined with dots), up to a depth no real input reaches.
 */
export function assertNoNul(value: unknown, path: string, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new InvalidInputError({ [path]: `${path} përmban një karakter të palejuar (NUL).` });
    return;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return;
  for (const [k, v] of Object.entries(value)) assertNoNul(v, depth === 0 && !Array.isArray(value) ? k : `${path}.${k}`, depth + 1);
}
