import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../shared/change-feed.js';
import { KeptStore, type Held } from './store.js';

const KB = 1024;

function liveStore(maxBytes: number): { store: KeptStore; feed: ChangeFeed } {
  const feed = new ChangeFeed();
  feed.setLive(true);
  return { store: new KeptStore(feed, maxBytes), feed };
}

const held = (feed: ChangeFeed, tables: readonly string[] = ['packages']): Held => ({ stamp: feed.stamp(), tables });

describe('KeptStore', () => {
  it('keeps what is asked all day while a stream of answers asked once passes through', () => {
    const { store, feed } = liveStore(400 * KB);
    // The pages and reads asked all day: kept, then asked again.
    for (let i = 0; i < 10; i++) {
      store.set(`page ${i}`, held(feed), 20 * KB);
      expect(store.get(`page ${i}`), `page ${i}`).toBeDefined();
    }
    // Thousands of varied searches, each asked once: ten times the store's bytes.
    for (let i = 0; i < 2000; i++) store.set(`search ${i}`, held(feed), 2 * KB);
    for (let i = 0; i < 10; i++) expect(store.get(`page ${i}`), `page ${i} after the searches`).toBeDefined();
    // The last searches are still there to be asked a second time; the first ones went.
    expect(store.get('search 1999')).toBeDefined();
    expect(store.get('search 0')).toBeUndefined();
    expect(store.size.bytes).toBeLessThanOrEqual(400 * KB);
    expect(store.size.trialBytes).toBeLessThanOrEqual(100 * KB);
  });

  it('answers a thing the second time it is asked, and keeps its later size (the compressed copies) where it lives', () => {
    const { store, feed } = liveStore(400 * KB);
    const page = held(feed);
    store.set('/', page, 10 * KB);
    expect(store.get('/')).toBe(page);
    store.grown('/', page, 30 * KB);
    expect(store.size).toEqual({ entries: 1, bytes: 30 * KB + 1, trialBytes: 0 });
    store.grown('/', held(feed), 50 * KB); // another answer: not the one kept
    expect(store.size.bytes).toBe(30 * KB + 1);
  });

  it('drops a thing once a table it was read from is written, on trial or proven', () => {
    const { store, feed } = liveStore(400 * KB);
    store.set('proven', held(feed, ['packages']), KB);
    store.get('proven');
    store.set('on trial', held(feed, ['packages']), KB);
    store.set('other table', held(feed, ['countries']), KB);
    feed.changed(['packages']);
    expect(store.get('proven')).toBeUndefined();
    expect(store.get('on trial')).toBeUndefined();
    expect(store.get('other table')).toBeDefined();
    expect(store.size.entries).toBe(1);
  });

  it('serves nothing while the feed is not live', () => {
    const { store, feed } = liveStore(400 * KB);
    store.set('/', held(feed), KB);
    feed.setLive(false);
    expect(store.get('/')).toBeUndefined();
  });
});
