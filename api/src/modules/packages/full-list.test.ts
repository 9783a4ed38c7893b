import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../shared/change-feed.js';
import { FullListCopies, type CompressedList } from './full-list.js';
import type { ListSnapshot } from './package-list.js';

/**
 * A catalogue in memory, each row a day of its own (January, its id), its JSON its version: the copies read
 * `rows` as they are when a snapshot starts.
 */
function catalogue() {
  const rows: string[] = ['{"id":1}'];
  let reads = 0;
  const fetched: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  return {
    rows,
    reads: () => reads,
    /** The days whose JSON was read, in order. */
    fetched,
    /** Holds every read of JSON until `open()` is called. */
    hold() {
      let open!: () => void;
      gate = new Promise<void>((r) => (open = r));
      return () => open();
    },
    async read<T>(work: (snapshot: ListSnapshot) => Promise<T>): Promise<T> {
      reads++;
      const snapshot = rows.map((json) => ({ day: `2026-01-${String((JSON.parse(json) as { id: number }).id).padStart(2, '0')}`, json }));
      return work({
        days: () => Promise.resolve(snapshot.map((r) => ({ day: r.day, rows: 1, version: r.json }))),
        async json(days) {
          await gate;
          fetched.push(...days);
          return new Map(days.map((d) => [d, [snapshot.find((r) => r.day === d)!.json]]));
        },
      });
    },
  };
}

const text = (l: CompressedList) => gunzipSync(l.gzip).toString();
const settle = (ms = 120) => new Promise((r) => setTimeout(r, ms));

function setup() {
  const feed = new ChangeFeed();
  feed.setLive(true);
  const data = catalogue();
  // A segment per day: each row its own.
  const copies = new FullListCopies(feed, (work) => data.read(work), () => '0001-01-01', 1);
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

  it('read and compress again only the days whose version changed, and splice them with the others', async () => {
    const { feed, data, copies } = setup();
    data.rows.push('{"id":2}', '{"id":3}', '{"id":4}');
    copies.start();
    const first = await copies.get()!;
    expect(text(first)).toBe('[{"id":1},{"id":2},{"id":3},{"id":4}]');
    expect(data.fetched).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    data.fetched.length = 0;
    data.rows[2] = '{"id":3,"titulli":"ndryshuar"}';
    feed.changed(['packages']);
    const edited = await copies.get()!;
    expect(text(edited)).toBe('[{"id":1},{"id":2},{"id":3,"titulli":"ndryshuar"},{"id":4}]');
    expect(data.fetched).toEqual(['2026-01-03']);
    expect(edited.etag).not.toBe(first.etag);
    // The first row removed: the next one is first now (its segment starts the array), the rest is kept.
    data.fetched.length = 0;
    data.rows.shift();
    feed.changed(['packages']);
    expect(text(await copies.get()!)).toBe('[{"id":2},{"id":3,"titulli":"ndryshuar"},{"id":4}]');
    expect(data.fetched).toEqual(['2026-01-02']);
    data.rows.length = 0;
    feed.changed(['packages']);
    expect(text(await copies.get()!)).toBe('[]');
    await copies.stop();
  });
});
