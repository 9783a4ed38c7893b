import type { ChangeFeed } from '../../shared/change-feed.js';

/** What a search total is read from: the packages (their search text includes the place names) and their options (the board filter). */
const TABLES = ['packages', 'countries', 'cities', 'package_options'];
/** "Hide full packages" also reads the reservations. */
const TABLES_WITH_SEATS = [...TABLES, 'reservations'];
const MAX_ENTRIES = 1000;
/** Even with the feed live, a total is recounted after this long: a cheap guard, not the invalidation. */
const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  total: number;
  stamp: number;
  at: number;
}

/**
 * Search totals, counted once per filter set and kept until a write to what they count (the change
 * feed): paging through a result or running a popular search again does not count the catalogue
 * again. Built once per app (services.ts) and shared by its requests.
 */
export class SearchCounts {
  private readonly entries = new Map<string, Entry>();
  /** Counts under way: a burst of the same new search counts once, not once per request. */
  private readonly counting = new Map<string, { stamp: number; total: Promise<number> }>();

  constructor(private readonly feed: ChangeFeed) {}

  async count(key: string, withSeats: boolean, compute: () => Promise<number>): Promise<number> {
    const tables = withSeats ? TABLES_WITH_SEATS : TABLES;
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < MAX_AGE_MS && this.feed.unchangedSince(hit.stamp, tables)) return hit.total;
    const stamp = this.feed.stamp();
    const running = this.counting.get(key);
    // Joined only while nothing it counts changed since it started (else it may miss that write).
    if (running && this.feed.unchangedSince(running.stamp, tables)) return running.total;
    const pending = compute();
    this.counting.set(key, { stamp, total: pending });
    let total: number;
    try {
      total = await pending;
    } finally {
      if (this.counting.get(key)?.total === pending) this.counting.delete(key);
    }
    if (this.feed.live) {
      this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { total, stamp, at: Date.now() });
    }
    return total;
  }
}
