import { describe, expect, it } from 'vitest';
import { localized } from './localized';

describe('a name in the page language (issue 42)', () => {
  it('is the English one on the English page, else the Albanian one', () => {
    expect(localized('en', 'Turqi', 'Turkey')).toBe('Turkey');
    expect(localized('sq', 'Turqi', 'Turkey')).toBe('Turqi');
    expect(localized('en', 'Dhomë teke', null)).toBe('Dhomë teke');
    expect(localized('en', 'Dhomë teke', '  ')).toBe('Dhomë teke');
  });
});
