import i18next from 'i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { booking_sq } from '../../../lib/i18n/booking.sq';
import { dashboard_sq } from '../../../lib/i18n/dashboard.sq';
import { en } from '../../../lib/i18n/en';
import { sq } from '../../../lib/i18n/sq';
import { wordEach } from '../../../lib/message';
import { describeError } from './api-error';
import { optionFields } from './option-fields';

// The app's one instance: the rules of the server are worded with it (lib/errors.ts).
const wording = async (language: 'sq' | 'en') => {
  await i18next.init({
    resources: { sq: { translation: { ...sq, ...dashboard_sq, ...booking_sq } }, en: { translation: en } },
    lng: language, interpolation: { escapeValue: false }, showSupportNotice: false,
  });
  await i18next.changeLanguage(language);
  return { t: i18next.t, language };
};

// What the API answers to a save of two options whose second has overlapping age bands and no price.
const refusal = new CombinedGraphQLErrors({
  errors: [{
    message: 'Invalid input',
    extensions: {
      code: 'BAD_USER_INPUT',
      fields: { 'options.1.childBands': 'Grupmoshat 0-6 dhe 5-12 mbivendosen.', 'options.1.adultPrice': 'adultPrice duhet të jetë më i madh se 0.' },
      reasons: { 'options.1.childBands': 'range', 'options.1.adultPrice': 'min' },
      rules: { 'options.1.childBands': { code: 'BANDS_OVERLAP', params: { min1: 0, max1: 6, min2: 5, max2: 12 } } },
    },
  }],
});

describe('a refused save of the price options', () => {
  it('names the option and its field in English, with the rule in English', async () => {
    const w = await wording('en');
    const fields = wordEach(w, describeError(refusal, optionFields(2)).fields);
    expect(fields).toEqual({
      'options.1.childBands': 'The age bands 0-6 and 5-12 overlap.',
      'options.1.adultPrice': 'Option 2: Price per adult (€): the value is outside the allowed range.',
    });
  });

  it('keeps the server’s own Albanian wording of the rule in Albanian', async () => {
    const w = await wording('sq');
    const fields = wordEach(w, describeError(refusal, optionFields(2)).fields);
    expect(fields['options.1.childBands']).toBe('Grupmoshat 0-6 dhe 5-12 mbivendosen.');
    expect(fields['options.1.adultPrice']).toContain('Opsioni 2');
  });
});
