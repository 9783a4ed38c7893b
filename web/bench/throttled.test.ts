import { describe, expect, it } from 'vitest';
import { blockingAfter } from './throttled';

describe('blocking after the first contentful paint, from long tasks', () => {
  it('sums each later task\'s excess over 50 ms and ignores the tasks before the paint', () => {
    const tasks = [
      { start: 100, duration: 400 }, // before the paint: not counted
      { start: 600, duration: 120 },
      { start: 900, duration: 50 },
      { start: 1200, duration: 75 },
    ];
    expect(blockingAfter(500, tasks)).toEqual({ blocking: 70 + 0 + 25, longest: 120, count: 3 });
  });

  it('is zero with no long task after the paint', () => {
    expect(blockingAfter(500, [{ start: 10, duration: 300 }])).toEqual({ blocking: 0, longest: 0, count: 0 });
  });
});
