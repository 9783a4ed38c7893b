import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en';
import { wordEach } from '../../../lib/message';
import { checkNewPasswordForm, newPasswordFields } from './new-password';

const i18n = i18next.createInstance();
void i18n.init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false, interpolation: { escapeValue: false }, showSupportNotice: false });
const inEnglish = { t: i18n.getFixedT('en'), language: 'en' };
const check = (values: { newPassword: string; confirmPassword: string }) => wordEach(inEnglish, checkNewPasswordForm(fields, values));

const fields = newPasswordFields();

describe('a new password typed twice', () => {

  it('states the length rule first, then whether the two typings agree', () => {
    expect(check({ newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: expect.stringMatching(/^New password: at least 8 characters/),
    });
    expect(check({ newPassword: 'Deti-Jon-2026', confirmPassword: 'Deti-Jon-2025' })).toEqual({
      confirmPassword: 'The passwords do not match: type the same password twice.',
    });
    expect(check({ newPassword: 'Deti-Jon-2026', confirmPassword: '' })).toEqual({
      confirmPassword: 'Repeat the new password: this field is required.',
    });
    expect(check({ newPassword: 'Deti-Jon-2026', confirmPassword: 'Deti-Jon-2026' })).toEqual({});
  });
});
