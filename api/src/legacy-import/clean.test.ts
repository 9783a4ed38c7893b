import { describe, expect, it } from 'vitest';
import { Fixes, localDate, parsePrice, stars, text, utcDateTime } from './clean.js';
import { packageDates } from './steps/packages.js';
import { logAction, logEntity, UNKNOWN_ENTITY } from './steps/logs.js';
import { Skip } from './step.js';
import { LogAction } from '../modules/logs/log.entity.js';

/** The stated rules for dirty legacy values, one by one (no database needed). */
describe('legacy value rules', () => {
  it('reads prices as people typed them into the card tables', () => {
    const cases: [unknown, number | null][] = [
      [399, 399], ['399.00', 399], ['399,00 €', 399], ['€ 1.299', 1299], ['1.299,50 €', 1299.5], ['1,299.00 EUR', 1299],
      ['1 299,00', 1299], ['250€', 250], ['210,5', 210.5], ['nga 450 euro', 450], ['399 - 499 €', 399], ['499.999', 500],
      ['', null], [null, null], ['pyet', null], ['-50', null], [-1, null], [Number.NaN, null],
    ];
    for (const [raw, value] of cases) expect([raw, parsePrice(raw)?.value ?? null]).toEqual([raw, value]);
    expect(parsePrice('399.00')?.plain).toBe(true);
    expect(parsePrice('399,00 €')?.plain).toBe(false);
  });

  it('reads stars from free text, 4 when empty, never more than 5', () => {
    const cases: [unknown, number][] = [['4', 4], ['4.5', 5], ['★★★', 3], ['4*', 4], ['', 4], [null, 4], ['9', 5], ['shumë', 4], ['0', 0]];
    for (const [raw, n] of cases) expect([raw, stars(raw, new Fixes())]).toEqual([raw, n]);
  });

  it('takes calendar days and UTC instants from MySQL text, refusing zero dates', () => {
    expect(localDate('2026-07-03')).toBe('2026-07-03');
    expect(localDate('2026-07-03 00:00:00')).toBe('2026-07-03');
    expect(localDate('0000-00-00')).toBeNull();
    expect(localDate('2026-02-30')).toBeNull();
    expect(utcDateTime('2025-01-01 09:15:30')?.toISOString()).toBe('2025-01-01T09:15:30.000Z');
    expect(utcDateTime('0000-00-00 00:00:00')).toBeNull();
  });

  it('cuts text to the column and says so', () => {
    const fixes = new Fixes();
    expect(text('  Antalya  ', 'emri', 100, fixes)).toBe('Antalya');
    expect(text('x'.repeat(120), 'emri', 100, fixes)).toHaveLength(100);
    expect(fixes.reasons).toEqual(['emri was 120 characters long: cut to 100']);
  });

  it('fixes package dates: swapped fields, a return before departure, nights from the dates', () => {
    const dates = (row: Record<string, unknown>) => packageDates(row, new Fixes());
    expect(dates({ datanisjes: '2026-07-10', datakthimit: '2026-07-03', nrneteve: 7 })).toEqual({ departureDate: '2026-07-03', returnDate: '2026-07-10', nights: 7 });
    expect(dates({ datanisjes: '2026-08-01', datakthimit: '2026-07-20', nrneteve: 5 })).toEqual({ departureDate: '2026-08-01', returnDate: '2026-08-06', nights: 5 });
    expect(dates({ datanisjes: '2026-05-01', datakthimit: '2026-05-08', nrneteve: -1 })).toEqual({ departureDate: '2026-05-01', returnDate: '2026-05-08', nights: 7 });
    expect(dates({ datanisjes: '2026-05-01', datakthimit: null, nrneteve: 3 })).toEqual({ departureDate: '2026-05-01', returnDate: '2026-05-04', nights: 3 });
    expect(() => dates({ datanisjes: '0000-00-00', datakthimit: '2026-05-08', nrneteve: 3 })).toThrow(Skip);
    // The dates win over a contradicting nrNeteve (ADR 0020; the packages table checks they agree):
    // the "3 Netë" card of a 10-17 June package says 7.
    const fixes = new Fixes();
    expect(packageDates({ datanisjes: '2026-06-10', datakthimit: '2026-06-17', nrneteve: 3 }, fixes)).toEqual({ departureDate: '2026-06-10', returnDate: '2026-06-17', nights: 7 });
    expect(fixes.reasons).toEqual(['nrNeteve 3 contradicts the dates: set to 7, the nights between them']);
    // A return date more than a year out is a typo when nrNeteve gives the length.
    expect(dates({ datanisjes: '2026-06-10', datakthimit: '2027-06-17', nrneteve: 7 })).toEqual({ departureDate: '2026-06-10', returnDate: '2026-06-17', nights: 7 });
    expect(() => dates({ datanisjes: '2026-06-10', datakthimit: '2027-06-17', nrneteve: null })).toThrow(Skip);
  });

  it('reads the action and the kind of thing from the old log text', () => {
    expect(logAction('Deleted country')).toBe(LogAction.DELETE);
    expect(logAction('Fshiu hotelin')).toBe(LogAction.DELETE);
    expect(logAction('Updated Aranzhman')).toBe(LogAction.EDIT);
    expect(logAction('Shtoi qytetin')).toBe(LogAction.ADD);
    expect(logAction('login')).toBeNull();
    expect(logEntity('Added package Antalya')).toBe('Aranzhman');
    expect(logEntity('Shtoi qytetin Prizren')).toBe('Qyteti');
    expect(logEntity('login')).toBe(UNKNOWN_ENTITY);
  });
});
