import { describe, expect, it } from 'vitest';
import { paymentPlan, priceParty } from './pricing.js';

const option = {
  adultPrice: 649.9, singleSupplement: 180,
  childBands: [{ minAge: 0, maxAge: 2, price: 0 }, { minAge: 2, maxAge: 12, price: 325.45 }],
};

describe('the total of a booking', () => {
  it('prices adults, each child by their age band, and a child past every band as an adult', () => {
    const { lines, total } = priceParty(option, { adults: 2, childAges: [1, 2, 11, 12] });
    expect(lines).toEqual([
      { kind: 'ADULT', age: null, count: 2, unitPrice: 649.9, amount: 1299.8 },
      { kind: 'CHILD', age: 1, count: 1, unitPrice: 0, amount: 0 },
      { kind: 'CHILD', age: 2, count: 1, unitPrice: 325.45, amount: 325.45 },
      { kind: 'CHILD', age: 11, count: 1, unitPrice: 325.45, amount: 325.45 },
      { kind: 'CHILD', age: 12, count: 1, unitPrice: 649.9, amount: 649.9 },
    ]);
    expect(total).toBe(2600.6);
  });

  it('adds the single-room supplement once, only to one adult alone', () => {
    expect(priceParty(option, { adults: 1, childAges: [] }).total).toBe(829.9);
    expect(priceParty(option, { adults: 1, childAges: [5] }).total).toBe(975.35);
    expect(priceParty(option, { adults: 2, childAges: [] }).total).toBe(1299.8);
    expect(priceParty({ ...option, singleSupplement: 0 }, { adults: 1, childAges: [] }).lines).toHaveLength(1);
  });

  it('adds in cents: no floating-point crumbs', () => {
    const cheap = { adultPrice: 0.1, singleSupplement: 0, childBands: [{ minAge: 0, maxAge: 18, price: 0.2 }] };
    expect(priceParty(cheap, { adults: 1, childAges: [3] }).total).toBe(0.3);
    expect(priceParty({ ...cheap, adultPrice: 19.99 }, { adults: 3, childAges: [] }).total).toBe(59.97);
  });
});

describe('the payment plan', () => {
  const terms = { depositPercent: 30, balanceDueDays: 21, freeCancellationDays: 14 };

  it('rounds the deposit to the cent (half up) and leaves the rest as the balance', () => {
    expect(paymentPlan(100.05, terms, '2026-08-01', '2026-06-01')).toEqual({
      deposit: 30.02, balance: 70.03, balanceDueDate: '2026-07-11', freeCancellationUntil: '2026-07-18',
    });
    expect(paymentPlan(2600.6, { ...terms, depositPercent: 33 }, '2026-08-01', '2026-06-01').deposit).toBe(858.2);
    expect(paymentPlan(0.15, { ...terms, depositPercent: 50 }, '2026-08-01', '2026-06-01')).toMatchObject({ deposit: 0.08, balance: 0.07 });
  });

  it('asks for everything at once, today, when the balance day is today or has passed; the cancellation day stays', () => {
    const late = paymentPlan(1000, terms, '2026-06-10', '2026-06-01');
    expect(late).toMatchObject({ deposit: 1000, balance: 0, balanceDueDate: '2026-06-01' });
    expect(late.freeCancellationUntil).toBe('2026-05-27');
    expect(paymentPlan(1000, terms, '2026-06-22', '2026-06-01')).toMatchObject({ deposit: 1000, balance: 0 });
    expect(paymentPlan(1000, terms, '2026-06-23', '2026-06-01')).toMatchObject({ deposit: 300, balance: 700, balanceDueDate: '2026-06-02' });
  });

  it('takes a fixed deposit per traveller in place of the percent, never more than the total', () => {
    const fixed = { ...terms, depositPerPersonCents: 10_000 };
    expect(paymentPlan(1000, fixed, '2026-08-01', '2026-06-01', 3)).toMatchObject({ deposit: 300, balance: 700 });
    expect(paymentPlan(150, fixed, '2026-08-01', '2026-06-01', 2)).toMatchObject({ deposit: 150, balance: 0 });
  });
});
