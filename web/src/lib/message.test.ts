import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldError, type SiteField } from './field-errors';
import { formatDate } from './format';
import { booking_sq } from './i18n/booking.sq';
import { en } from './i18n/en';
import { pages_en } from './i18n/pages.en';
import { pages_sq } from './i18n/pages.sq';
import { sq } from './i18n/sq';
import { albanian, msg, word, wordEach, type Wording } from './message';

const i18n = i18next.createInstance();
void i18n.init({ resources: { sq: { translation: { ...sq, ...booking_sq, ...pages_sq } }, en: { translation: en } }, lng: 'sq', initAsync: false, interpolation: { escapeValue: false }, showSupportNotice: false });
const inAlbanian: Wording = { t: i18n.getFixedT('sq'), language: 'sq' };
const inEnglish: Wording = { t: i18n.getFixedT('en'), language: 'en' };

describe('a message kept as what it means', () => {
  it('is worded in the language of the moment it is drawn, not of the moment it was made', () => {
    const failure = msg('contact.failure');
    expect(word(inAlbanian, failure)).toBe(pages_sq.contact.failure);
    expect(word(inEnglish, failure)).toBe(pages_en.contact.failure);
    expect(word(inAlbanian, failure)).toBe(pages_sq.contact.failure);
  });

  it('words the messages among its values too: a field error names the field as the page labels it now', () => {
    const field: SiteField = { label: msg('contact.email'), kind: 'email', required: true };
    const missing = fieldError('required', field);
    expect(word(inEnglish, missing)).toBe('Your email: this field is required.');
    expect(word(inAlbanian, missing)).toBe(i18n.t('formErrors.required', { lng: 'sq', field: pages_sq.contact.email }));
    expect(word(inEnglish, msg('fav.navCount', { count: 3 }))).toBe(i18n.t('fav.navCount', { lng: 'en', count: 3 }));
  });

  it("keeps the server's Albanian text for an Albanian page, and says its own in another language", () => {
    const thanks = albanian('Faleminderit, ju kontaktojmë së shpejti.', msg('contact.success'));
    expect(word(inAlbanian, thanks)).toBe('Faleminderit, ju kontaktojmë së shpejti.');
    expect(word(inEnglish, thanks)).toBe(pages_en.contact.success);
    expect(word({ ...inEnglish, language: 'en-GB' }, albanian('Shteti përdoret.', null))).toBe('');
    // A text without a language (a name, a file's own message) is the same in every language.
    expect(word(inEnglish, { text: 'Tirana' })).toBe('Tirana');
  });

  it('takes values known only where it is drawn (a label beside its input), its own first', () => {
    const required = msg('formErrors.required');
    expect(word(inEnglish, required, { field: msg('contact.name') })).toBe('Your name: this field is required.');
    expect(word(inEnglish, msg('formErrors.required', { field: msg('contact.email') }), { field: msg('contact.name') })).toBe('Your email: this field is required.');
  });

  it('says several messages in a row, each in the language of the moment', () => {
    const reasons = { join: [msg('formErrors.network'), albanian('Shteti përdoret.', null), { text: 'seats' }] };
    expect(word(inEnglish, reasons)).toBe(`${en.formErrors.network} seats`);
    expect(word(inAlbanian, reasons)).toBe(`${sq.formErrors.network} Shteti përdoret. seats`);
    expect(word(inEnglish, { join: [msg('contact.name'), msg('contact.email')], separator: ': ' })).toBe('Your name: Your email');
  });

  it('writes a date among its values as the site shows dates, in the language of the moment it is drawn', () => {
    // My reservations' refusal when free cancellation has ended: made once, drawn after a switch too.
    const ended = msg('myBooking.cancelEnded', { date: (language) => formatDate('2026-11-27', language) });
    expect(word(inAlbanian, ended)).toBe('Anulimi falas mbaroi më 27 Nën 2026: për anulim na kontaktoni.');
    expect(word(inEnglish, ended)).toBe('Free cancellation ended on 27 Nov 2026: contact us to cancel.');
    expect(word(inAlbanian, ended)).toBe('Anulimi falas mbaroi më 27 Nën 2026: për anulim na kontaktoni.');
  });

  it("words a form's field messages at once, skipping the fields without one", () => {
    const messages = { email: msg('formErrors.network'), name: undefined };
    expect(wordEach(inEnglish, messages)).toEqual({ email: en.formErrors.network });
  });
});
