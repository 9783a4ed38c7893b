import { describe, expect, it } from 'vitest';
import { optionExpiry, startOfLocalDay } from './option-expiry.js';

const rules = { hours: 48, leadDays: 7, minHours: 2, waitlistOfferHours: 24 };
const H = 3_600_000;

describe('when an option lapses', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  it('holds the agency\'s hours when departure is far', () => {
    expect(optionExpiry(now, '2026-07-01', rules).getTime() - now.getTime()).toBe(48 * H);
    expect(optionExpiry(now, '2026-07-01', rules, 'offer').getTime() - now.getTime()).toBe(24 * H);
  });
  it('lapses sooner when departure is near: at the latest the lead days before the departure day begins', () => {
    // Departure 8 June: 7 days before it began is already past, so the minimum hours hold.
    expect(optionExpiry(now, '2026-06-08', rules).getTime() - now.getTime()).toBe(2 * H);
    // Departure 9 June: 2 June 00:00 in Prishtina (UTC+2 in summer) = 1 June 22:00 UTC.
    expect(optionExpiry(now, '2026-06-09', rules).toISOString()).toBe('2026-06-01T22:00:00.000Z');
  });
  it('reads the departure day in the agency\'s time zone, summer and winter', () => {
    expect(startOfLocalDay('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfLocalDay('2026-12-15').toISOString()).toBe('2026-12-14T23:00:00.000Z');
  });
});
