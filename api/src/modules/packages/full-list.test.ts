import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../shared/change-feed.js';
import { FullListCopies, type CompressedList } from './full-list.js';
import type { ListRow } from './package-list.js';

/** A catalogue in memory: the copies read `rows` as they are when read, in batches of one row. */
function catalogue() {
  const rows: string[] = ['{"id":1}'];
  let reads = 0;
  let gate: Promise<void> = Promise.resolve();
  return {
    rows,
    reads: () => reads,
    /** Holds every read between two batches until `open()` is called. */
    hold() {
      let open!: () => void;
      gate = new Promise<void>((r) => (open = r));
      return () => open();
    },
    async *read(): AsyncGenerator<ListRow[]> {
      reads++;
      const snapshot = [...rows];
      for (const json of snapshot) {
        yield [{ id: (JSON.parse(json) as ListRow).id, json }];
        await gate;
      }
    },
  };
}

const text = (l: CompressedList) => gunzipSync(l.gzip).toString();
const settle = (ms = 120) => new Promise((r) => setTimeout(r, ms));

function setup() {
  const feed = new ChangeFeed();
  feed.setLive(true);
  const data = catalogue();
  const copies = new FullListCopies(feed, () => data.read());
  return { feed, data, copies };
}

describe('the legacy full list copies', () => {
  it('are made at start and again right after a write, before anyone asks; a burst of writes makes one', async () => {
    const { feed, data, copies } = setup();
    copies.start();
    expect(data.reads()).toBe(1);
    expect(text(await copies.get()!)).toBe('[{"id":1}]');
    expect(data.reads()).toBe(1);
    data.rows.push('{"id":2}');
    for (let i = 0; i < 5; i++) feed.changed(['packages']);
    feed.changed(['reservations']);
    await settle();
    expect(data.reads()).toBe(2);
    expect(text(await copies.get()!)).toBe('[{"id":1},{"id":2}]');
    expect(data.reads()).toBe(2);
    // A table the list is not read from changes nothing.
    feed.changed(['cards']);
    await settle();
    expect(data.reads()).toBe(2);
    await copies.stop();
  });

  it('never gives the copy from before a write: who asks during a making gets the one made after it', async () => {
    const { feed, data, copies } = setup();
    const open = data.hold();
    copies.start();
    const early = copies.get()!;
    data.rows.push('{"id":3}');
    feed.changed(['packages']);
    // Asked right after the write, before the background making: made now.
    const late = copies.get()!;
    open();
    expect(text(await late)).toBe('[{"id":1},{"id":3}]');
    // The making under way was stopped for the newer one; who waited on it gets that.
    expect(text(await early)).toBe('[{"id":1},{"id":3}]');
    expect(data.reads()).toBe(2);
    await copies.stop();
  });

  it('steps aside while the feed is not live, and makes the copies again once it is', async () => {
    const { feed, data, copies } = setup();
    copies.start();
    await copies.get();
    feed.setLive(false);
    expect(copies.get()).toBeUndefined();
    data.rows.push('{"id":4}');
    feed.setLive(true);
    await settle();
    expect(data.reads()).toBe(2);
    expect(text(await copies.get()!)).toBe('[{"id":1},{"id":4}]');
    await copies.stop();
  });
});
