import { describe, expect, it } from 'vitest';
import { daysBetween, isLocalDate, todayLocal } from './dates';

describe('todayLocal', () => {
  it('is the local calendar day, zero-padded', () => {
    expect(todayLocal(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayLocal(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('isLocalDate', () => {
  it('accepts YYYY-MM-DD only', () => {
    expect(isLocalDate('2026-07-01')).toBe(true);
    expect(isLocalDate('2026-7-1')).toBe(false);
    expect(isLocalDate('2026-07-01T00:00:00Z')).toBe(false);
    expect(isLocalDate('')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, across months and a daylight-saving change', () => {
    expect(daysBetween('2026-07-01', '2026-07-08')).toBe(7);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-07-08', '2026-07-01')).toBe(-7);
  });

  it('is null when a date is missing or malformed', () => {
    expect(daysBetween('', '2026-07-01')).toBeNull();
    expect(daysBetween('2026-07-01', 'tomorrow')).toBeNull();
  });
});
