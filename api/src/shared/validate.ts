import { validate, type ValidationError } from 'class-validator';
import { InvalidInputError, type FieldErrors } from './errors.js';

/** Flattens class-validator errors into `{ field: message }`, nested paths joined with dots. */
export function toFieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const first = e.constraints ? Object.values(e.constraints)[0] : undefined;
    if (first) out[path] = first;
    if (e.children?.length) Object.assign(out, toFieldErrors(e.children, path));
  }
  return out;
}

/**
 * The ONE validation path: GraphQL (TypeGraphQL's validateFn) and the REST facade both end here.
 * Unknown keys are rejected so a prototype-pollution key or a typo never slips through silently.
 */
export async function validateInput(input: unknown): Promise<void> {
  if (input === null || typeof input !== 'object') return;
  const errors = await validate(input, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
  if (errors.length) throw new InvalidInputError(toFieldErrors(errors));
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
