import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from '../../shared/change-feed.js';
import { SortDirection } from '../../shared/sorting.js';
import { indexed } from './search-columns.js';
import { SearchIndex } from './search-index.js';
import { PackageSort } from './search.inputs.js';

/** A catalogue of one package (the reads here are about when, not what). */
const one = () => indexed({
  size: 1, id: Int32Array.of(7), day: Int32Array.of(20_000), airport: Int32Array.of(1), country: Int32Array.of(1), city: Int32Array.of(0),
  nights: Int16Array.of(7), persons: Int16Array.of(2), cents: Int32Array.of(50_000), byPrice: Int32Array.of(0), byName: Int32Array.of(0),
  boards: Int16Array.of(0), text: Int32Array.of(0), texts: ['antalya - rixos turqi turkey'], matches: new Uint32Array(1),
});

/** A read that finishes when told to (or at once), counting how often it started. */
function reads() {
  const r = { started: 0, gated: false, fail: false, open: [] as (() => void)[] };
  const read = async () => {
    r.started++;
    if (r.gated) await new Promise<void>((resolve) => r.open.push(resolve));
    if (r.fail) throw new Error('no database');
    return one();
  };
  return { r, read };
}

const ask = (index: SearchIndex) => index.answer({}, { by: PackageSort.PRICE, direction: SortDirection.ASC }, { page: 1, pageSize: 10 });

describe('search index reads', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => void vi.useRealTimers());

  it('reads once the feed is live, once for a burst of writes to packages or options, never for other tables', async () => {
    const feed = new ChangeFeed();
    const { r, read } = reads();
    const index = new SearchIndex(feed, read);
    index.start();
    await vi.advanceTimersByTimeAsync(1000);
    // Not live: nothing is read or answered.
    expect([r.started, await ask(index)]).toEqual([0, undefined]);
    feed.setLive(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(r.started).toBe(1);
    expect(await ask(index)).toMatchObject({ ids: [7], total: 1 });
    feed.changed(['sliders']);
    await vi.advanceTimersByTimeAsync(1000);
    expect([r.started, index.fresh]).toEqual([1, true]);
    for (let i = 0; i < 5; i++) feed.changed(['packages']);
    expect(await ask(index)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect([r.started, index.fresh]).toEqual([2, true]);
    // An option's board is the package's too.
    feed.changed(['package_options']);
    expect(await ask(index)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect([r.started, index.fresh]).toEqual([3, true]);
    // The feed lost: nothing answered until it is back and read again.
    feed.setLive(false);
    expect(await ask(index)).toBeUndefined();
    feed.setLive(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect([r.started, index.fresh]).toEqual([4, true]);
    await index.stop();
  });

  it('reads once more after writes during a read, and after a failure waits before trying again', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const { r, read } = reads();
    const errors: unknown[] = [];
    const index = new SearchIndex(feed, read, (e) => errors.push(e));
    r.gated = true;
    index.start();
    await vi.advanceTimersByTimeAsync(10);
    for (let i = 0; i < 10; i++) feed.changed(['packages']);
    r.open.shift()!();
    await vi.advanceTimersByTimeAsync(100);
    // Its result is not used: one more read (not ten).
    expect([r.started, index.fresh]).toEqual([2, false]);
    r.open.shift()!();
    await vi.advanceTimersByTimeAsync(10);
    expect([r.started, index.fresh]).toEqual([2, true]);

    r.gated = false;
    r.fail = true;
    feed.changed(['packages']);
    await vi.advanceTimersByTimeAsync(100);
    expect([r.started, errors.length]).toEqual([3, 1]);
    // Searches meanwhile use SQL and do not start a read each.
    for (let i = 0; i < 20; i++) expect(await ask(index)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.started).toBe(3);
    r.fail = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect([r.started, index.fresh]).toEqual([4, true]);
    await index.stop();
  });

  it('stops: a read under way is waited for and its result dropped', async () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    const { r, read } = reads();
    r.gated = true;
    const index = new SearchIndex(feed, read);
    index.start();
    await vi.advanceTimersByTimeAsync(10);
    const stopped = index.stop();
    r.open.shift()!();
    await stopped;
    expect([r.started, index.fresh]).toEqual([1, false]);
  });
});
