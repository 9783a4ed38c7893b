import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en';
import { dashboard_sq } from '../../../lib/i18n/dashboard.sq';
import { sq } from '../../../lib/i18n/sq';
import { UploadError } from '../api/upload-media';
import { msg, word, type Message, type Wording } from '../../../lib/message';
import { describeError as describe_, errorDetail as detailOf, type KnownField } from './api-error';
import type { FieldSpec } from './fields';

const wording = async (language: 'sq' | 'en') => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { sq: { translation: { ...sq, ...dashboard_sq } }, en: { translation: en } }, lng: language, showSupportNotice: false });
  return { t: i18n.t, language };
};
const name: FieldSpec = { name: 'name', label: 'Name', kind: 'text' };
// As the dashboard draws them: a notice words the detail, an input words its error naming itself.
const errorDetail = (error: Parameters<typeof detailOf>[0], known: readonly KnownField[], wording: Wording) => {
  const detail = detailOf(error, known);
  return detail && word(wording, detail);
};
const describeError = (error: unknown, known: readonly FieldSpec[], wording: Wording, extra: string[] = []) => {
  const described = describe_(error, known, extra);
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries<Message>(described.fields)) fields[field] = word(wording, message, { field: known.find((f) => f.name === field)?.label });
  return { fields, detail: described.detail && word(wording, described.detail) };
};
const image = 'image';

describe('errorDetail', () => {
  it('shows the server’s reason for a refusal in Albanian, the reason of its code in English', async () => {
    const inUse = { code: 'CONFLICT' as const, message: 'Shteti nuk mund të fshihet: përdoret nga 3 qytete.', fields: {} };
    expect(errorDetail(inUse, [], await wording('sq'))).toBe('Shteti nuk mund të fshihet: përdoret nga 3 qytete.');
    expect(errorDetail(inUse, [], await wording('en'))).toBe('Not allowed: it is still in use elsewhere, or the value already exists.');
  });

  it('leaves field errors to their fields, and words those the screen has no input for', async () => {
    const en = await wording('en');
    expect(errorDetail({ code: 'BAD_USER_INPUT', message: 'Invalid', fields: { name: 'Required' } }, [name], en)).toBeUndefined();
    expect(errorDetail({ code: 'BAD_USER_INPUT', message: 'Invalid', fields: { seats: 'Shumë' }, reasons: { seats: 'max' } }, [name], en)).toBe(
      'seats: the value is outside the allowed range.',
    );
  });

  it('says the server was not reached, and adds nothing to a masked server error', async () => {
    expect(errorDetail({ code: null, message: 'Failed to fetch', fields: {}, network: true }, [], await wording('en'))).toBe(
      'Could not reach the server. Check your internet connection and try again.',
    );
    expect(errorDetail({ code: null, message: 'Unexpected error', fields: {}, network: false }, [], await wording('en'))).toBeUndefined();
  });
});

describe('describeError of a GraphQL refusal', () => {
  it('words each field by the rule it broke, naming it as the form labels it, in the page language', async () => {
    const { CombinedGraphQLErrors } = await import('@apollo/client/errors');
    const refusal = new CombinedGraphQLErrors({
      errors: [{ message: 'Invalid input', extensions: {
        code: 'BAD_USER_INPUT',
        fields: { password: 'password must be longer than or equal to 6 characters', number: 'number duhet të jetë numër telefoni.', email: 'email ekziston' },
        reasons: { password: 'minLength', number: 'matches', email: 'unique' },
      } }],
    });
    const fields: FieldSpec[] = [
      { name: 'password', label: 'Password', kind: 'password' },
      { name: 'number', label: 'Phone', kind: 'tel' },
      { name: 'email', label: 'E-mail', kind: 'email' },
    ];
    expect(describeError(refusal, fields, await wording('en')).fields).toEqual({
      password: 'Password: at least 12 characters for staff and 8 for customers, and not a common password.',
      number: 'Phone: enter a valid phone number (6 to 20 digits, may start with +).',
      email: 'E-mail: this value is already in use.',
    });
    const sqFields = fields.map((f) => ({ ...f, label: { password: 'Fjalëkalimi', number: 'Numri', email: 'Email' }[f.name]! }));
    expect(describeError(refusal, sqFields, await wording('sq')).fields.number).toBe('Numri: shkruani një numër telefoni të vlefshëm (6 deri në 20 shifra, mund të fillojë me +).');
  });
});

describe('describeError of an upload', () => {
  it('puts the upload route’s "file" error on the image field', async () => {
    const described = describeError(new UploadError('Not an image', { file: 'Skedari nuk është imazh.' }, 400), [name], await wording('sq'), [image]);
    expect(described.fields).toEqual({ image: 'Skedari nuk është imazh.' });
    expect(described.detail).toBeUndefined();
    // The route's reason is Albanian: an English page says the upload failed; the page's own refusal is its own.
    const upload = new UploadError('Not an image', { file: 'Skedari nuk është imazh.' }, 400);
    expect(describeError(upload, [name], await wording('en'), [image]).fields).toEqual({ image: 'The image upload failed.' });
    const own = new UploadError('not an image', { file: 'not an image' }, 400, msg('dash.upload.notImage'));
    expect(describeError(own, [name], await wording('en'), [image]).fields).toEqual({ image: 'Please select an image (JPEG, PNG, WebP…).' });
  });

  it('reads a refusal without field errors as the image’s, and a transport failure as a lost connection', async () => {
    expect(describeError(new UploadError('Too large', {}, 413), [], await wording('sq'), [image]).fields).toEqual({ image: 'Too large' });
    expect(describeError(new UploadError('Network error'), [], await wording('en'), [image]).detail).toBe(
      'Could not reach the server. Check your internet connection and try again.',
    );
  });
});
