import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('shows integer cents as euros with two decimals, the sign before the euro', () => {
    expect(formatCents(123456)).toBe('€1234.56');
    expect(formatCents(5)).toBe('€0.05');
    expect(formatCents(0)).toBe('€0.00');
    expect(formatCents(-500)).toBe('−€5.00');
  });
});
