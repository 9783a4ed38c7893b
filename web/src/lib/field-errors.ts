import type { TFunction } from 'i18next';
import type { ApiError } from './errors';

/*
 * The site's form messages, in the page's language, naming each field as its form labels it. The
 * same rules are checked before sending (no native browser bubble, which speaks the browser's
 * language, not the page's: forms are noValidate) and read back from the server's refusals, whose
 * `reasons` name the rule a field broke (ADR 0005). The server's own Albanian texts are never shown.
 */

/** What a field takes; it decides the checks and the text that states the field's rule. */
export type FieldKind = 'text' | 'email' | 'phone' | 'username' | 'password';

export interface SiteField {
  /** The label the form shows: every message names the field this way. */
  label: string;
  kind?: FieldKind;
  required?: boolean;
  maxLength?: number;
}

export type FieldRule = 'required' | 'tooLong' | 'taken' | 'email' | 'phone' | 'username' | 'password' | 'invalid';

// The API's rules (api/src/modules/users/user.inputs.ts, messages/contact.inputs.ts).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()\-/]{6,20}$/;
const USERNAME = /^[\p{L}\p{N}._-]{3,50}$/u;
/** A customer's new password (issue 15); the server also refuses common passwords. */
export const PASSWORD_MIN = 8;

/** The rule a value breaks, or null. */
export function checkField(value: string, field: SiteField): FieldRule | null {
  const text = value.trim();
  if (!text) return field.required ? 'required' : null;
  if (field.maxLength && value.length > field.maxLength) return 'tooLong';
  switch (field.kind) {
    case 'email':
      return EMAIL.test(text) ? null : 'email';
    case 'phone':
      return PHONE.test(text) ? null : 'phone';
    case 'username':
      return USERNAME.test(text) ? null : 'username';
    case 'password':
      return value.length >= PASSWORD_MIN ? null : 'password';
    default:
      return null;
  }
}

/**
 * The rule a server reason stands for on a field of this kind. A rule this site does not know (a
 * new server check) falls back to the text that states the field's whole rule.
 */
export function ruleOfReason(reason: string | undefined, field: SiteField): FieldRule {
  if (reason === 'isNotEmpty' || reason === 'isDefined' || reason === 'isString') return 'required';
  if (reason === 'maxLength') return 'tooLong';
  if (reason === 'unique') return 'taken';
  return field.kind && field.kind !== 'text' ? field.kind : 'invalid';
}

export function fieldErrorText(t: TFunction, rule: FieldRule, field: SiteField): string {
  const values = { field: field.label, max: field.maxLength, min: PASSWORD_MIN };
  if (rule === 'taken') return t(field.kind === 'username' ? 'formErrors.takenUsername' : field.kind === 'email' ? 'formErrors.takenEmail' : 'formErrors.taken', values);
  return t(`formErrors.${rule}`, values);
}

/** Every field of a form checked: name → message, for the fields that break a rule. */
export function checkFields<Name extends string>(t: TFunction, fields: Record<Name, SiteField>, values: Record<Name, string>): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(fields) as Name[]) {
    const rule = checkField(values[name] ?? '', fields[name]);
    if (rule) errors[name] = fieldErrorText(t, rule, fields[name]);
  }
  return errors;
}

/** The server's field errors for the fields this form has, in the page's language. */
export function serverFieldErrors<Name extends string>(t: TFunction, fields: Record<Name, SiteField>, error: ApiError): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(error.fields)) {
    if (!Object.hasOwn(fields, name)) continue;
    const field = fields[name as Name];
    errors[name as Name] = error.ruleTexts?.[name] ?? fieldErrorText(t, ruleOfReason(error.reasons?.[name], field), field);
  }
  return errors;
}

/** A failed request's message when it is not about one field: the network, the rate limit, the session, or the form's own. */
export function requestErrorText(t: TFunction, error: ApiError, fallback: string): string {
  if (error.network) return t('formErrors.network');
  if (error.code === 'TOO_MANY_REQUESTS') return t('formErrors.tooMany');
  if (error.code === 'UNAUTHENTICATED') return t('formErrors.loggedOut');
  return fallback;
}
