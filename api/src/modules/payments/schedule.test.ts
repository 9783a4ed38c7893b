import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/local-date.js';
import { paymentPlan } from '../package-options/pricing.js';
import { scheduleOf } from './schedule.js';

describe('a payment schedule (property)', () => {
  it('always adds up to the total, never asks a negative amount or a day before the booking, and keeps its stages in order', () => {
    // The first payment is due by the option's last day (never before today); the balance on its own day.
    const today = '2026-06-01';
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 5_000_000 }), // total in cents
      fc.integer({ min: 0, max: 100 }), // deposit percent
      fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }), // fixed deposit per traveller
      fc.integer({ min: 1, max: 12 }), // travellers
      fc.integer({ min: 0, max: 120 }), // balance due days
      fc.integer({ min: 0, max: 400 }), // departure in days
      fc.integer({ min: -1, max: 3 }), // the option's last day, from today
      (totalCents, depositPercent, depositPerPersonCents, travellers, balanceDueDays, inDays, held) => {
        const plan = paymentPlan(totalCents / 100, { depositPercent, depositPerPersonCents, balanceDueDays, freeCancellationDays: 14 }, addDays(today, inDays), today, travellers);
        const stages = scheduleOf(totalCents, Math.round(plan.deposit * 100), plan.balanceDueDate, today, addDays(today, held));
        expect(stages.reduce((sum, s) => sum + s.amountCents, 0)).toBe(totalCents);
        for (const s of stages) {
          expect(s.amountCents).toBeGreaterThanOrEqual(0);
          expect(s.dueDate >= today).toBe(true);
        }
        for (let i = 1; i < stages.length; i++) expect(stages[i]!.dueDate >= stages[i - 1]!.dueDate).toBe(true);
        // Departure within the balance days: one stage, everything today.
        if (inDays <= balanceDueDays) expect(stages).toEqual([{ seq: 1, kind: 'FULL', amountCents: totalCents, dueDate: addDays(today, Math.max(0, held)) }]);
      },
    ), { numRuns: 2000 });
  });
});
