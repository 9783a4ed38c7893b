import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../shared/change-feed.js';
import { SearchCounts } from './search-counts.js';

/** A count that finishes when told to, and says how often it was started. */
function gatedCount(total: number) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const count = { started: 0, release, compute: async () => (count.started++, await gate, total) };
  return count;
}

describe('search totals', () => {
  it('count a burst of the same new search once, and count again after a write to what they count', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const counts = new SearchCounts(feed);
    const first = gatedCount(42);
    const burst = Promise.all([1, 2, 3].map(() => counts.count('f', false, first.compute)));
    first.release();
    expect(await burst).toEqual([42, 42, 42]);
    expect(first.started).toBe(1);

    // A write while a count runs: a request after it must not take that count's (maybe older) total.
    const second = gatedCount(43);
    feed.changed(['packages']);
    const before = counts.count('f', false, second.compute);
    feed.changed(['packages']);
    const third = gatedCount(44);
    const after = counts.count('f', false, third.compute);
    second.release();
    third.release();
    expect([await before, await after]).toEqual([43, 44]);
    expect([second.started, third.started]).toEqual([1, 1]);
    // A table the total does not read changes nothing.
    feed.changed(['sliders']);
    expect(await counts.count('f', false, gatedCount(0).compute)).toBe(44);
  });
});
