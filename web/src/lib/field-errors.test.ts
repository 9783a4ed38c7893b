import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { checkFields as checkMessages, requestError, serverFieldErrors as serverMessages, type SiteField } from './field-errors';
import { en } from './i18n/en';
import { msg, word, wordEach, type Message, type Wording } from './message';
import { sq } from './i18n/sq';

const i18n = i18next.createInstance();
void i18n.init({ resources: { sq: { translation: sq }, en: { translation: en } }, lng: 'en', initAsync: false, interpolation: { escapeValue: false }, showSupportNotice: false });
const t: Wording = { t: i18n.getFixedT('en'), language: 'en' };
const tSq: Wording = { t: i18n.getFixedT('sq'), language: 'sq' };
// The messages worded, as a page in that language draws them.
const checkFields = (wording: Wording, ...args: Parameters<typeof checkMessages>) => wordEach(wording, checkMessages(...args));
const serverFieldErrors = (wording: Wording, ...args: Parameters<typeof serverMessages>) => wordEach(wording, serverMessages(...args));
const requestErrorText = (wording: Wording, error: Parameters<typeof requestError>[0], fallback: Message) => word(wording, requestError(error, fallback));

const fields: Record<string, SiteField> = {
  name: { label: msg('register.firstName'), required: true, maxLength: 100 },
  number: { label: msg('register.number'), kind: 'phone', required: true },
  email: { label: msg('register.email'), kind: 'email', required: true },
  username: { label: msg('register.username'), kind: 'username', required: true },
  password: { label: msg('register.password'), kind: 'password', required: true },
};

describe('site form messages', () => {
  it('checks before sending, naming each field by its label', () => {
    expect(checkFields(t, fields, { name: ' ', number: 'abc', email: 'a@b', username: 'a b', password: 'short' })).toEqual({
      name: 'First name: this field is required.',
      number: 'Phone number: enter a phone number, 6 to 20 digits (may start with +).',
      email: 'Email: enter a valid e-mail address, e.g. name@example.com.',
      username: 'Username: 3 to 50 letters, digits, dots, - or _, no spaces.',
      password: 'Password: at least 8 characters, and not a common password (such as 12345678 or password).',
    });
    expect(checkFields(t, fields, { name: 'Arta', number: '+383 44 123 456', email: 'a@b.co', username: 'arta.k', password: 'long enough' })).toEqual({});
    expect(checkFields(t, { name: fields.name! }, { name: 'x'.repeat(101) })).toEqual({ name: 'First name: at most 100 characters.' });
  });

  it("turns the server's reasons into the page's language, never its Albanian text", () => {
    const error = {
      code: 'BAD_USER_INPUT' as const,
      message: 'Invalid input',
      fields: { password: 'password must be longer than or equal to 6 characters', number: 'number duhet të jetë numër telefoni.', email: 'x', stranger: 'y' },
      reasons: { password: 'minLength', number: 'matches', email: 'isPwnedOrWhatever' },
    };
    expect(serverFieldErrors(t, fields, error)).toEqual({
      password: 'Password: at least 8 characters, and not a common password (such as 12345678 or password).',
      number: 'Phone number: enter a phone number, 6 to 20 digits (may start with +).',
      email: 'Email: enter a valid e-mail address, e.g. name@example.com.',
    });
    const taken = { code: 'CONFLICT' as const, message: '', fields: { username: 'Ky username është i zënë.', email: 'z' }, reasons: { username: 'unique', email: 'unique' } };
    expect(serverFieldErrors(tSq, { username: { label: { text: 'Username' }, kind: 'username' }, email: { label: { text: 'Email' }, kind: 'email' } }, taken)).toEqual({
      username: 'Username: ky emër përdoruesi është i zënë, zgjidhni një tjetër.',
      email: 'Email: ky email është i regjistruar tashmë. Kyçuni, ose përdorni një email tjetër.',
    });
    // An older server without reasons: the field's own rule.
    expect(serverFieldErrors(t, fields, { code: 'BAD_USER_INPUT', message: '', fields: { name: 'firstName është i detyrueshëm.' } })).toEqual({ name: 'First name: this value is not accepted, please check it.' });
  });

  it('says "Failed to fetch" and the rate limit in the page language', () => {
    expect(requestErrorText(t, { code: null, message: 'Failed to fetch', fields: {}, network: true }, { text: 'fallback' })).toBe('Could not reach the server. Check your internet connection and try again.');
    expect(requestErrorText(tSq, { code: 'TOO_MANY_REQUESTS', message: 'Shumë', fields: {} }, { text: 'x' })).toBe('Shumë përpjekje njëra pas tjetrës. Prisni pak dhe provoni përsëri.');
    expect(requestErrorText(t, { code: 'CONFLICT', message: 'Albanian', fields: {} }, { text: 'The form could not be sent.' })).toBe('The form could not be sent.');
  });
});
