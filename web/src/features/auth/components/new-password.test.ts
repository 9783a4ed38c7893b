import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en';
import { checkNewPasswordForm, newPasswordFields } from './new-password';

const i18n = i18next.createInstance();
void i18n.init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false, interpolation: { escapeValue: false }, showSupportNotice: false });
const t = i18n.getFixedT('en');

describe('a new password typed twice', () => {
  const fields = newPasswordFields(t);

  it('states the length rule first, then whether the two typings agree', () => {
    expect(checkNewPasswordForm(t, fields, { newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: expect.stringMatching(/^New password: at least 8 characters/),
    });
    expect(checkNewPasswordForm(t, fields, { newPassword: 'Deti-Jon-2026', confirmPassword: 'Deti-Jon-2025' })).toEqual({
      confirmPassword: 'The passwords do not match: type the same password twice.',
    });
    expect(checkNewPasswordForm(t, fields, { newPassword: 'Deti-Jon-2026', confirmPassword: '' })).toEqual({
      confirmPassword: 'Repeat the new password: this field is required.',
    });
    expect(checkNewPasswordForm(t, fields, { newPassword: 'Deti-Jon-2026', confirmPassword: 'Deti-Jon-2026' })).toEqual({});
  });
});
