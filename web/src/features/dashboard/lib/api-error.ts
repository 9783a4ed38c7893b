import { toApiError, type ApiError } from '../../../lib/errors';
import { UploadError } from '../api/upload-media';

/** Image pickers are named "image" in every dashboard form; the upload route calls its field "file". */
export const IMAGE_FIELD = 'image';

/**
 * What to show besides the screen's own failure text (SPEC §8): the server's reason when it refused
 * (e.g. CONFLICT "Shteti … nuk mund të fshihet: përdoret nga 3 qytete."), field messages for fields
 * this screen has no input for. Validation errors on known fields are shown beside those fields.
 */
export function errorDetail(error: ApiError, knownFields: readonly string[] = []): string | undefined {
  const stray = Object.entries(error.fields).filter(([name]) => !knownFields.includes(name)).map(([, message]) => message);
  if (stray.length) return stray.join(' ');
  if (Object.keys(error.fields).length) return undefined;
  // A network failure or a masked server error: the screen's own text says enough.
  if (!error.code) return undefined;
  return error.message;
}

function toError(error: unknown): ApiError {
  if (!(error instanceof UploadError)) return toApiError(error);
  const { file, ...rest } = error.fields;
  const fields = file ? { ...rest, [IMAGE_FIELD]: file } : rest;
  // 4xx: the server looked at the file and said why; otherwise a transport failure.
  const refused = error.status >= 400 && error.status < 500;
  return { code: refused ? 'BAD_USER_INPUT' : null, message: error.message, fields: refused && !file ? { [IMAGE_FIELD]: error.message } : fields };
}

export function describeError(error: unknown, knownFields: readonly string[] = []) {
  const api = toError(error);
  return { api, detail: errorDetail(api, knownFields), fields: pickKnown(api.fields, knownFields) };
}

function pickKnown(fields: Record<string, string>, known: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => known.includes(name)));
}
