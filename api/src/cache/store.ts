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

/** The share of the store's bytes that things asked only once may take. */
const TRIAL_SHARE = 0.25;

/**
 * The one store of everything kept in memory (ADR 0017, issue 40): the public reads' answers, the
 * rendered pages and the loaders' kept reads, bounded by their bytes (least recently used go first).
 * A thing is served while the change feed is live and reports no committed write, by any instance, to a
 * table it was read from since it was read; one found stale is dropped.
 *
 * Kept in two parts (a segmented LRU, ADR 0046): a thing is first kept on trial, in a quarter of the
 * bytes, and moves to the rest once it is asked again. A stream of answers asked once (every varied
 * search is a new key) then only pushes out other answers asked once, never the pages and reads that
 * are asked all day.
 */
export class KeptStore {
  private readonly trial: LRUCache<string, Held>;
  private readonly proven: LRUCache<string, Held>;

  constructor(private readonly feed: ChangeFeed, maxBytes: number) {
    const trialBytes = Math.max(1, Math.floor(maxBytes * TRIAL_SHARE));
    const sizeCalculation = (_value: Held, key: string) => key.length;
    this.trial = new LRUCache<string, Held>({ maxSize: trialBytes, sizeCalculation });
    this.proven = new LRUCache<string, Held>({ maxSize: Math.max(1, maxBytes - trialBytes), sizeCalculation });
  }

  get live(): boolean {
    return this.feed.live;
  }

  /** The feed's stamp to keep a thing read from now on with. */
  stamp(): number {
    return this.feed.stamp();
  }

  /** The thing kept under `key` while it holds; one on trial is proven by being asked. */
  get<T extends Held>(key: string): T | undefined {
    const proven = this.proven.get(key);
    if (proven) return this.holding(this.proven, key, proven) as T | undefined;
    const onTrial = this.trial.get(key);
    if (!onTrial || !this.holding(this.trial, key, onTrial)) return undefined;
    const bytes = this.trial.info(key)?.size ?? key.length;
    this.trial.delete(key);
    this.proven.set(key, onTrial, { size: bytes });
    return onTrial as T;
  }

  /** Keeps `value` under `key`, counted as `bytes` of memory (again, to count copies added later). */
  set(key: string, value: Held, bytes: number): void {
    (this.proven.has(key) ? this.proven : this.trial).set(key, value, { size: Math.max(1, bytes + key.length) });
  }

  /**
   * Counts `value`, still kept under `key`, as `bytes` now (its compressed copies were added); nothing
   * when it was pushed out or replaced meanwhile. (lru-cache keeps the old size when the same value is
   * set again, so it is taken out and put back.)
   */
  grown(key: string, value: Held, bytes: number): void {
    const part = [this.proven, this.trial].find((p) => p.peek(key) === value);
    if (!part) return;
    part.delete(key);
    part.set(key, value, { size: Math.max(1, bytes + key.length) });
  }

  /** How much is kept (entries, bytes), and how much of it is on trial: for tests and the metrics. */
  get size(): { entries: number; bytes: number; trialBytes: number } {
    return {
      entries: this.trial.size + this.proven.size,
      bytes: this.trial.calculatedSize + this.proven.calculatedSize,
      trialBytes: this.trial.calculatedSize,
    };
  }

  private holding(part: LRUCache<string, Held>, key: string, held: Held): Held | undefined {
    if (this.feed.live && this.feed.unchangedSince(held.stamp, held.tables)) return held;
    part.delete(key);
    return undefined;
  }
}
