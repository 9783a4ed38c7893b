import { describe, expect, it } from 'vitest';
import { centsToInput, parseEuroCents } from './euro-cents';

describe('parseEuroCents: an amount as staff type it, in whole cents', () => {
  it('reads whole euros and a decimal comma or point', () => {
    expect(parseEuroCents('150')).toBe(15_000);
    expect(parseEuroCents('150,5')).toBe(15_050);
    expect(parseEuroCents('150,50')).toBe(15_050);
    expect(parseEuroCents('1234.50')).toBe(123_450);
    expect(parseEuroCents('0,05')).toBe(5);
    expect(parseEuroCents(',5')).toBe(50);
  });

  it('reads thousands grouped the Albanian way and the English way', () => {
    expect(parseEuroCents('1.234,50')).toBe(123_450);
    expect(parseEuroCents('1,234.50')).toBe(123_450);
    expect(parseEuroCents('1,234,567')).toBe(null);
    expect(parseEuroCents('2,500,000.00')).toBe(null);
    expect(parseEuroCents('250,000.00')).toBe(25_000_000);
    expect(parseEuroCents('1.234')).toBe(123_400);
    expect(parseEuroCents('12.345')).toBe(1_234_500);
    expect(parseEuroCents('1.000.000')).toBe(100_000_000);
    expect(parseEuroCents(' € 1 234,50 ')).toBe(123_450);
    expect(parseEuroCents('1 234,50 €')).toBe(123_450);
  });

  it('refuses what is not an amount: letters, signs, three decimals, misplaced groups, zero, more than the ceiling', () => {
    for (const bad of ['', '   ', 'abc', '15o', '-150', '+150', '1e3', '150,505', '1.2345', '12.34.56', '1.234.5', '1,5,0', '1.23,45', '0', '0,00', '1.000.001', '12.345.678', '150 50', '€']) {
      expect(parseEuroCents(bad), bad).toBeNull();
    }
  });

  it('never loses a cent to floating point', () => {
    expect(parseEuroCents('0,29')).toBe(29);
    expect(parseEuroCents('1.005,57')).toBe(100_557);
    expect(parseEuroCents('4,35')).toBe(435);
  });
});

describe('centsToInput', () => {
  it('writes the amount back as the page language types it', () => {
    expect(centsToInput(15_050, 'sq')).toBe('150,50');
    expect(centsToInput(15_050, 'en')).toBe('150.50');
  });
});
