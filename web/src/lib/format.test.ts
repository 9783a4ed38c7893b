import { describe, expect, it } from 'vitest';
import { fold, formatAgencyTime, formatDate, formatDateRange, formatDateTime, formatEuro, formatNumericDate } from './format';

describe('formatEuro', () => {
  it('writes whole amounts without decimals and others with two', () => {
    expect(formatEuro(399)).toBe('€399');
    expect(formatEuro(42.5)).toBe('€42.50');
    expect(formatEuro(0)).toBe('€0');
    expect(formatEuro(1234.567)).toBe('€1234.57');
  });
});

describe('formatDate', () => {
  it('uses the Albanian short months in sq and English ones otherwise', () => {
    expect(formatDate('2026-11-27', 'sq')).toBe('27 Nën 2026');
    expect(formatDate('2026-01-05', 'sq')).toBe('5 Jan 2026');
    expect(formatDate('2026-11-27', 'en')).toBe('27 Nov 2026');
  });

  it('shows the calendar date as written, whatever the time zone', () => {
    // 1 January must never become 31 December through a UTC instant.
    expect(formatDate('2027-01-01', 'en')).toBe('1 Jan 2027');
    expect(formatDate('2027-12-31', 'sq')).toBe('31 Dhj 2027');
  });

  it('joins a range with an en dash', () => {
    expect(formatDateRange('2026-11-27', '2026-12-05', 'sq')).toBe('27 Nën 2026 – 5 Dhj 2026');
  });
});

describe('formatNumericDate', () => {
  it('writes day.month.year and a dash for nothing', () => {
    expect(formatNumericDate('2026-07-01')).toBe('01.07.2026');
    expect(formatNumericDate('2026-07-01T10:00:00Z')).toBe('01.07.2026');
    expect(formatNumericDate(null)).toBe('—');
    expect(formatNumericDate('')).toBe('—');
    expect(formatNumericDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows an instant on the local clock, to the minute', () => {
    const at = new Date(2026, 6, 1, 14, 5, 59);
    expect(formatDateTime(at.toISOString())).toBe('01.07.2026 14:05');
  });

  it('keeps what it cannot read and dashes what is missing', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime(undefined)).toBe('—');
  });
});

describe('fold', () => {
  it('drops accents and case so "Athinë" matches "athine"', () => {
    expect(fold('Athinë')).toBe('athine');
    expect(fold('ÇMIMI')).toBe('cmimi');
    expect(fold('Shqipëri')).toContain(fold('shqiperi'));
  });
});

describe('formatAgencyTime', () => {
  it('reads an instant on the agency\'s clock, summer and winter, in either language', () => {
    expect(formatAgencyTime('2026-07-01T12:05:00Z', 'sq')).toBe('1 Kor 2026, 14:05');
    expect(formatAgencyTime('2026-12-31T23:30:00Z', 'en')).toBe('1 Jan 2027, 00:30');
  });
});
