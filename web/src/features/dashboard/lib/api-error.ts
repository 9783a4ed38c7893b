import type { TFunction } from 'i18next';
import { toApiError, type ApiError } from '../../../lib/errors';
import { word } from '../../../lib/message';
import { UploadError } from '../api/upload-media';
import type { FieldKind, FieldSpec } from './fields';

/** Image pickers are named "image" in every dashboard form; the upload route calls its field "file". */
export const IMAGE_FIELD = 'image';

/** The page's translator and language: the server's own texts are Albanian. */
export interface Wording {
  t: TFunction;
  language: string;
}

type FieldRule = 'required' | 'tooLong' | 'tooShort' | 'number' | 'range' | 'email' | 'phone' | 'date' | 'password' | 'taken' | 'invalid';

// class-validator's constraint names (and our `unique`), as the server sends them in extensions.reasons.
const RULE_OF_REASON: Record<string, FieldRule> = {
  isNotEmpty: 'required', isDefined: 'required', maxLength: 'tooLong', isEmail: 'email', unique: 'taken',
  isInt: 'number', isNumber: 'number', isPositive: 'range', min: 'range', max: 'range',
  isDate: 'date', isDateString: 'date', isISO8601: 'date',
};
const RULE_OF_KIND: Partial<Record<FieldKind, FieldRule>> = { password: 'password', tel: 'phone', email: 'email', date: 'date', number: 'number', integer: 'number' };

/**
 * A server refusal of one field in the page's language, naming the field as its form labels it. A
 * rule the dashboard does not know (a new server check) falls back to what the field's kind asks.
 */
export function serverFieldText(t: TFunction, field: Pick<FieldSpec, 'label' | 'kind'>, reason: string | undefined): string {
  let rule = reason ? RULE_OF_REASON[reason] : undefined;
  if (reason === 'minLength') rule = field.kind === 'password' ? 'password' : 'tooShort';
  rule ??= RULE_OF_KIND[field.kind] ?? 'invalid';
  return t(`dash.fieldErrors.${rule}`, { field: field.label });
}

/**
 * What to show besides the screen's own failure text (SPEC §8): the reason of a refusal (in Albanian
 * the server's own, e.g. "Shteti … nuk mund të fshihet: përdoret nga 3 qytete."; in another language
 * the reason of its code), field messages for fields this screen has no input for, a lost connection.
 * Validation errors on known fields are shown beside those fields.
 */
export function errorDetail(error: ApiError, known: readonly FieldSpec[], { t, language }: Wording, extra: readonly string[] = []): string | undefined {
  const stray = Object.keys(error.fields).filter((name) => !known.some((f) => f.name === name) && !extra.includes(name));
  if (stray.length) return stray.map((name) => serverFieldText(t, { label: name, kind: 'text' }, error.reasons?.[name])).join(' ');
  if (Object.keys(error.fields).length) return undefined;
  if (error.network) return t('dash.serverErrors.network');
  switch (error.code) {
    case 'TOO_MANY_REQUESTS':
      return t('dash.serverErrors.tooMany');
    case 'UNAUTHENTICATED':
      return t('dash.serverErrors.loggedOut');
    case null:
      return undefined; // a masked server error: the screen's own text says enough
    default:
      if (language.startsWith('sq')) return error.message;
      if (error.code === 'CONFLICT') return t('dash.serverErrors.conflict');
      if (error.code === 'NOT_FOUND') return t('dash.serverErrors.notFound');
      if (error.code === 'FORBIDDEN') return t('dash.serverErrors.forbidden');
      return undefined;
  }
}

function toError(error: unknown): ApiError {
  if (!(error instanceof UploadError)) return toApiError(error);
  const { file, ...rest } = error.fields;
  const fields = file ? { ...rest, [IMAGE_FIELD]: file } : rest;
  // 4xx: the server looked at the file and said why; otherwise a transport failure.
  const refused = error.status >= 400 && error.status < 500;
  return { code: refused ? 'BAD_USER_INPUT' : null, message: error.message, fields: refused && !file ? { [IMAGE_FIELD]: error.message } : fields, network: !refused };
}

/**
 * A failure turned into what the screen shows: `fields` beside the inputs in `known` (the picture's
 * own upload message kept: the upload route words it), `detail` under the screen's failure text.
 */
export function describeError(error: unknown, known: readonly FieldSpec[], wording: Wording, extra: readonly string[] = []) {
  const api = toError(error);
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(api.fields)) {
    const field = known.find((f) => f.name === name);
    if (field) fields[name] = api.rules?.[name] ? word(wording, api.rules[name]) : serverFieldText(wording.t, field, api.reasons?.[name]);
    else if (extra.includes(name)) fields[name] = message;
  }
  return { api, detail: errorDetail(api, known, wording, extra), fields };
}
