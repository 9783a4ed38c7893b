import type { ApiError } from './errors';
import { msg, type Message } from './message';

/*
 * The site's form messages, in the page's language, naming each field as its form labels it. The
 * same rules are checked before sending (no native browser bubble, which speaks the browser's
 * language, not the page's: forms are noValidate) and read back from the server's refusals, whose
 * `reasons` name the rule a field broke (ADR 0005). The server's own Albanian texts are never shown.
 * They are messages (lib/message.ts), worded when drawn: a later SQ/EN switch words them again.
 */

/** What a field takes; it decides the checks and the text that states the field's rule. */
export type FieldKind = 'text' | 'email' | 'phone' | 'username' | 'password';

export interface SiteField {
  /** The label the form shows: every message names the field this way. */
  label: Message;
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

export function fieldError(rule: FieldRule, field: SiteField): Message {
  const values = { field: field.label, max: field.maxLength, min: PASSWORD_MIN };
  if (rule === 'taken') return msg(field.kind === 'username' ? 'formErrors.takenUsername' : field.kind === 'email' ? 'formErrors.takenEmail' : 'formErrors.taken', values);
  return msg(`formErrors.${rule}`, values);
}

/** A form's messages beside its fields: name → message. */
export type FieldMessages<Name extends string> = Partial<Record<Name, Message>>;

/** Every field of a form checked: name → message, for the fields that break a rule. */
export function checkFields<Name extends string>(fields: Record<Name, SiteField>, values: Record<Name, string>): FieldMessages<Name> {
  const errors: FieldMessages<Name> = {};
  for (const name of Object.keys(fields) as Name[]) {
    const rule = checkField(values[name] ?? '', fields[name]);
    if (rule) errors[name] = fieldError(rule, fields[name]);
  }
  return errors;
}

/** The server's field errors for the fields this form has, as our messages (never its Albanian text). */
export function serverFieldErrors<Name extends string>(fields: Record<Name, SiteField>, error: ApiError): FieldMessages<Name> {
  const errors: FieldMessages<Name> = {};
  for (const name of Object.keys(error.fields)) {
    if (!Object.hasOwn(fields, name)) continue;
    const field = fields[name as Name];
    errors[name as Name] = error.rules?.[name] ?? fieldError(ruleOfReason(error.reasons?.[name], field), field);
  }
  return errors;
}

/** A failed request's message when it is not about one field: the network, the rate limit, the session, or the form's own. */
export function requestError(error: ApiError, fallback: Message): Message {
  if (error.network) return msg('formErrors.network');
  if (error.code === 'TOO_MANY_REQUESTS') return msg('formErrors.tooMany');
  if (error.code === 'UNAUTHENTICATED') return msg('formErrors.loggedOut');
  return fallback;
}
