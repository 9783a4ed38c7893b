import { toApiError, type ApiError } from '../../../lib/errors';
import { albanian, msg, type Message, type MessageValue } from '../../../lib/message';
import { UploadError } from '../api/upload-media';
import type { FieldKind, FieldSpec } from './fields';

/** Image pickers are named "image" in every dashboard form; the upload route calls its field "file". */
export const IMAGE_FIELD = 'image';

type FieldRule = 'required' | 'tooLong' | 'tooShort' | 'number' | 'range' | 'email' | 'phone' | 'date' | 'password' | 'taken' | 'invalid';

// class-validator's constraint names (and our `unique`), as the server sends them in extensions.reasons.
const RULE_OF_REASON: Record<string, FieldRule> = {
  isNotEmpty: 'required', isDefined: 'required', maxLength: 'tooLong', isEmail: 'email', unique: 'taken',
  isInt: 'number', isNumber: 'number', isPositive: 'range', min: 'range', max: 'range',
  isDate: 'date', isDateString: 'date', isISO8601: 'date',
};
const RULE_OF_KIND: Partial<Record<FieldKind, FieldRule>> = { password: 'password', tel: 'phone', email: 'email', date: 'date', datetime: 'date', number: 'number', integer: 'number' };

/**
 * A server refusal of one field, naming the field: `label` when given, else as its input is labelled
 * where the message is drawn (FieldControl). A rule the dashboard does not know (a new server check)
 * falls back to what the field's kind asks.
 */
export function serverFieldMessage(kind: FieldKind, reason: string | undefined, label?: MessageValue): Message {
  let rule = reason ? RULE_OF_REASON[reason] : undefined;
  if (reason === 'minLength') rule = kind === 'password' ? 'password' : 'tooShort';
  rule ??= RULE_OF_KIND[kind] ?? 'invalid';
  return msg(`dash.fieldErrors.${rule}`, label === undefined ? undefined : { field: label });
}

/** The reason of a refused request's code, for a page not in Albanian; null when the code says nothing more. */
function reasonOfCode(code: ApiError['code']): Message | null {
  if (code === 'CONFLICT') return msg('dash.serverErrors.conflict');
  if (code === 'NOT_FOUND') return msg('dash.serverErrors.notFound');
  if (code === 'FORBIDDEN') return msg('dash.serverErrors.forbidden');
  return null;
}

/**
 * What to show besides the screen's own failure text (SPEC §8): the reason of a refusal (in Albanian
 * the server's own, e.g. "Shteti … nuk mund të fshihet: përdoret nga 3 qytete."; in another language
 * the reason of its code), field messages for fields this screen has no input for, a lost connection.
 * Validation errors on known fields are shown beside those fields. The server's text is kept (not a
 * key) because only the server knows the details it names; the message says which language it is in,
 * so a switch to English shows the reason of the code instead.
 */
export function errorDetail(error: ApiError, known: readonly Pick<FieldSpec, 'name'>[], extra: readonly string[] = []): Message | undefined {
  const stray = Object.keys(error.fields).filter((name) => !known.some((f) => f.name === name) && !extra.includes(name));
  if (stray.length) return { join: stray.map((name) => serverFieldMessage('text', error.reasons?.[name], { text: name })) };
  if (Object.keys(error.fields).length) return undefined;
  if (error.network) return msg('dash.serverErrors.network');
  switch (error.code) {
    case 'TOO_MANY_REQUESTS':
      return msg('dash.serverErrors.tooMany');
    case 'UNAUTHENTICATED':
      return msg('dash.serverErrors.loggedOut');
    case null:
      return undefined; // a masked server error: the screen's own text says enough
    default:
      return albanian(error.message, reasonOfCode(error.code));
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

/** A field the screen knows; `messageLabel` names it in messages shown away from its input (a notice). */
export type KnownField = Pick<FieldSpec, 'name' | 'kind'> & { messageLabel?: Message };

/**
 * The picture's own refusal: said by the page itself (not an image), else the upload route's text,
 * which names what was wrong with the file (its size, its format) and is Albanian, so a page in
 * another language says that the upload failed instead.
 */
function uploadMessage(error: unknown, text: string): Message {
  if (error instanceof UploadError && error.said) return error.said;
  return albanian(text, msg('dash.upload.failed'));
}

/**
 * A failure turned into what the screen shows: `fields` beside the inputs in `known` (the picture's
 * refusal as uploadMessage says it), `detail` under the screen's failure text.
 */
export function describeError(error: unknown, known: readonly KnownField[], extra: readonly string[] = []): { api: ApiError; detail: Message | undefined; fields: Record<string, Message> } {
  const api = toError(error);
  const fields: Record<string, Message> = {};
  for (const [name, message] of Object.entries(api.fields)) {
    const field = known.find((f) => f.name === name);
    if (field) fields[name] = api.rules?.[name] ?? serverFieldMessage(field.kind, api.reasons?.[name], field.messageLabel);
    else if (extra.includes(name)) fields[name] = uploadMessage(error, message);
  }
  return { api, detail: errorDetail(api, known, extra), fields };
}
