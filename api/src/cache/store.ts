import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../shared/change-feed.js';
import { todayLocalKept } from '../shared/local-date.js';

/** What every kept thing carries: when it was read (the feed's stamp) and the tables it was read from. */
export interface Held {
  stamp: number;
  tables: readonly string[];
}

/** The kinds of things kept, each its own part of the key space. */
export type KeptKind = 'rest' | 'graphql' | 'page' | 'read';

/**
 * The one key of a kept thing: its kind, the agency's day (what is on sale, "from today" and the
 * footer's year change at midnight with no write: issue 41) and the parts that make the answer.
 */
export const keyOf = (kind: KeptKind, ...parts: unknown[]): string => JSON.stringify([kind, todayLocalKept(), ...parts]);

/**
 * The one store of everything kept in memory (ADR 0017, issue 40): the public reads' answers, the
 * rendered pages and the loaders' kept reads, bounded by their bytes (least recently used go first).
 * A thing is served while the change feed is live and reports no committed write, by any instance, to a
 * table it was read from since it was read; one found stale is dropped.
 */
export class KeptStore {
  private readonly lru: LRUCache<string, Held>;

  constructor(private readonly feed: ChangeFeed, maxBytes: number) {
    this.lru = new LRUCache<string, Held>({ maxSize: maxBytes, sizeCalculation: (_value, key) => key.length });
  }

  get live(): boolean {
    return this.feed.live;
  }

  /** The feed's stamp to keep a thing read from now on with. */
  stamp(): number {
    return this.feed.stamp();
  }

  /** The thing kept under `key` while it holds. */
  get<T extends Held>(key: string): T | undefined {
    const held = this.lru.get(key);
    if (!held) return undefined;
    if (this.feed.live && this.feed.unchangedSince(held.stamp, held.tables)) return held as T;
    this.lru.delete(key);
    return undefined;
  }

  /** Keeps `value` under `key`, counted as `bytes` of memory (again, to count copies added later). */
  set(key: string, value: Held, bytes: number): void {
    this.lru.set(key, value, { size: Math.max(1, bytes + key.length) });
  }

  /** How much is kept (entries, bytes): for tests and the metrics. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize };
  }
}
