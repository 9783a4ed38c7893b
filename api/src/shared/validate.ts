import { IsOptional, IsString, MaxLength, registerDecorator, validate, type ValidationError } from 'class-validator';
import { InvalidInputError, type FieldErrors, type FieldReasons, type FieldRule, type FieldRules } from './errors.js';

/**
 * When a value breaks several rules, the one that says what is wrong with it first: missing, then of the
 * wrong type, then anything else (a missing name once answered "must be shorter than 100 characters",
 * because class-validator lists the rules last-decorator-first).
 */
const FIRST_RULES = ['isDefined', 'isRequiredText', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isDecimal', 'isLocalDate', 'isEnum', 'isIn', 'isBoolean'];

/** Our own decorators reported under the class-validator name clients already know for that rule. */
const REASON_OF: Record<string, string> = { isRequiredText: 'isNotEmpty' };

function mainRule(constraints: Record<string, string>): string | undefined {
  return FIRST_RULES.find((r) => r in constraints) ?? Object.keys(constraints)[0];
}

/**
 * Flattens class-validator errors into `{ field: message }` and `{ field: constraint }` (the first
 * broken rule of each field), nested paths joined with dots.
 */
export function toFieldErrors(errors: ValidationError[], prefix = '', out = { fields: {} as FieldErrors, reasons: {} as FieldReasons }) {
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const rule = e.constraints ? mainRule(e.constraints) : undefined;
    if (rule) {
      out.reasons[path] = REASON_OF[rule] ?? rule;
      out.fields[path] = e.constraints![rule]!;
    }
    if (e.children?.length) toFieldErrors(e.children, path, out);
  }
  return out;
}

/**
 * The codes of the reported rules that have one (a decorator's `context: { code, params }`), so a client
 * can word them in its own language (see FieldRule).
 */
function toFieldRules(errors: ValidationError[], prefix = ''): FieldRules {
  const out: FieldRules = {};
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const rule = e.constraints ? mainRule(e.constraints) : undefined;
    const context = rule ? (e.contexts?.[rule] as FieldRule | undefined) : undefined;
    if (context?.code) out[path] = context;
    if (e.children?.length) Object.assign(out, toFieldRules(e.children, path));
  }
  return out;
}

/**
 * The ONE validation path: GraphQL (TypeGraphQL's validateFn) and the REST facade both end here.
 * Unknown keys are rejected so a prototype-pollution key or a typo never slips through silently.
 */
export async function validateInput(input: unknown, name = 'input', prefix = ''): Promise<void> {
  assertStorableText(input, name);
  if (input === null || typeof input !== 'object') return;
  // A list argument ([Int!], [SomeInput!]) is validated element by element, never as an object; a
  // refused field is named with its place in the list (`options.1.adultPrice`), so a form with several
  // rows can point at the right one.
  if (Array.isArray(input)) {
    for (const [i, item] of input.entries()) await validateInput(item, name, `${name}.${i}`);
    return;
  }
  const errors = await validate(input, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
  if (!errors.length) return;
  const { fields, reasons } = toFieldErrors(errors, prefix);
  const rules = toFieldRules(errors, prefix);
  throw new InvalidInputError(fields, undefined, reasons, Object.keys(rules).length ? rules : undefined);
}

/**
 * THE rule of a required text field: a string with something besides spaces. Missing, blank or not
 * text at all, the answer is the same: "<field> është i detyrueshëm." (Blank names once passed
 * IsNotEmpty and were only refused by the table's check.) With @IsOptional(), it applies when given.
 */
export function IsRequiredText(field: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isRequiredText',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${field} është i detyrueshëm.` },
      validator: { validate: (v: unknown) => typeof v === 'string' && v.trim().length > 0 },
    });
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

/** A UTF-16 surrogate without its other half: not a character at all. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL cannot store as sent, refused on both edges with a 400 naming the field:
 * - U+0000: PostgreSQL text cannot hold it; it reached the database and failed there as a 500
 *   (found by security/fuzz.test.ts).
 * - An unpaired UTF-16 surrogate (JSON can carry "\ud800"): it made validator.js's isEmail throw (a 500
 *   on every e-mail field), and elsewhere it was stored as U+FFFD, so the answer differed from what was
 *   stored.
 * Objects are walked (keys joined with dots), up to a depth no real input reaches.
 */
export function assertStorableText(value: unknown, path: string, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new InvalidInputError({ [path]: `${path} përmban një karakter të palejuar (NUL).` });
    if (UNPAIRED_SURROGATE.test(value)) throw new InvalidInputError({ [path]: `${path} përmban një karakter të pavlefshëm (gjysmë çifti UTF-16).` });
    return;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return;
  for (const [k, v] of Object.entries(value)) assertStorableText(v, depth === 0 && !Array.isArray(value) ? k : `${path}.${k}`, depth + 1);
}

/**
 * An optional text in the other language (issue 42: `nameEn`, `roomTypeEn`...): a string of at most
 * `max` characters, or null; empty means "none", and the page then shows the Albanian text.
 */
export function IsEnglishText(field: string, max: number): PropertyDecorator {
  const rules = [
    IsOptional(),
    IsString({ message: `${field} duhet të jetë tekst.` }),
    MaxLength(max, { message: `${field} ka më së shumti ${max} shenja.` }),
  ];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/** A text in the other language as stored: trimmed, and null when left empty. */
export function englishName(value: string | null | undefined): string | null {
  return value?.trim() || null;
}
