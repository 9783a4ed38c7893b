import { describe, expect, it } from 'vitest';
import { inLanguage } from './in-language';

describe('inLanguage', () => {
  it('gives the English text on the English site and the Albanian one elsewhere', () => {
    expect(inLanguage('en', 'Transferi', 'Transfer')).toBe('Transfer');
    expect(inLanguage('sq', 'Transferi', 'Transfer')).toBe('Transferi');
    expect(inLanguage('en', ['Bileta'], ['Flight'])).toEqual(['Flight']);
  });

  it('falls back to the other language when one was left empty', () => {
    expect(inLanguage('en', ['Bileta', 'Transferi'], [])).toEqual(['Bileta', 'Transferi']);
    expect(inLanguage('en', '150 m nga plazhi', '  ')).toBe('150 m nga plazhi');
    expect(inLanguage('sq', null, 'In the centre')).toBe('In the centre');
    expect(inLanguage('sq', [], ['Flight'])).toEqual(['Flight']);
  });

  it('is undefined when neither was written', () => {
    expect(inLanguage('en', null, undefined)).toBeUndefined();
    expect(inLanguage('sq', [], [])).toBeUndefined();
    expect(inLanguage('sq', '', null)).toBeUndefined();
  });
});
