import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { dashboard_sq } from './dashboard.sq';
import { en } from './en';
import { sq } from './sq';

const i18n = i18next.createInstance();
void i18n.init({ resources: { sq: { translation: { ...sq, ...dashboard_sq } }, en: { translation: en } }, lng: 'sq', initAsync: false, interpolation: { escapeValue: false }, showSupportNotice: false });

describe('counted texts', () => {
  it("the dashboard's client count: English in the singular for one, Albanian SPEC's sentence for any count", () => {
    expect(i18n.t('dashboard.clients', { lng: 'en', count: 1 })).toBe('About 1 client is registered.');
    expect(i18n.t('dashboard.clients', { lng: 'en', count: 3 })).toBe('About 3 clients are registered.');
    expect(i18n.t('dashboard.clients', { lng: 'sq', count: 1 })).toBe('Janë regjistruar rreth: 1 klient.');
    expect(i18n.t('dashboard.clients', { lng: 'sq', count: 3 })).toBe('Janë regjistruar rreth: 3 klient.');
  });
});
