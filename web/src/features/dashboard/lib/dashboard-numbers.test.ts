import { describe, expect, it } from 'vitest';
import { count, euro, euroWhole, monthLabel, percent } from './dashboard-numbers';

describe('the dashboard home numbers', () => {
  it('writes euros and counts as each language does', () => {
    expect(euro(123456, 'sq').replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(euro(123456, 'en')).toBe('€1,234.56');
    expect(euro(-500, 'en')).toBe('-€5.00');
    expect(euroWhole(123456, 'sq').replace(/\s/g, ' ')).toBe('1.235 €');
    expect(euroWhole(123456, 'en')).toBe('€1,235');
    expect(count(12345, 'sq')).toBe('12.345');
    expect(count(12345, 'en')).toBe('12,345');
  });

  it('names months in Albanian or English and rounds shares', () => {
    expect(monthLabel('2026-11', 'sq')).toBe('Nën 2026');
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(percent(8, 10, 'sq')).toBe('80 %');
    expect(percent(0, 0, 'en')).toBe('0%');
  });
});
