import type { ChangeFeed } from '../../shared/change-feed.js';

/** What a search total is read from: the packages (their search text includes the place names) and their options (the board filter). */
const TABLES = ['packages', 'countries', 'cities', 'package_options'];
/** "Hide full packages" also reads the reservations and the flights' blocks (issue 43). */
const TABLES_WITH_SEATS = [...TABLES, 'reservations', 'flights'];
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
    const known = this.known(key, withSeats);
    if (known !== undefined) return known;
    const stamp = this.feed.stamp();
    const running = this.running(key, withSeats);
    if (running) return running;
    const pending = compute();
    this.counting.set(key, { stamp, total: pending });
    let total: number;
    try {
      total = await pending;
    } finally {
      if (this.counting.get(key)?.total === pending) this.counting.delete(key);
    }
    this.keep(key, total, stamp);
    return total;
  }

  /** The kept total of these filters, if nothing it counts changed since it was counted. */
  known(key: string, withSeats: boolean): number | undefined {
    const hit = this.entries.get(key);
    return hit && Date.now() - hit.at < MAX_AGE_MS && this.feed.unchangedSince(hit.stamp, withSeats ? TABLES_WITH_SEATS : TABLES) ? hit.total : undefined;
  }

  /** The count of these filters under way, joined only while nothing it counts changed since it started (else it may miss that write). */
  running(key: string, withSeats: boolean): Promise<number> | undefined {
    const running = this.counting.get(key);
    return running && this.feed.unchangedSince(running.stamp, withSeats ? TABLES_WITH_SEATS : TABLES) ? running.total : undefined;
  }

  /** The feed's tick to take before reading a total counted elsewhere (the search's page query), for `keep`. */
  stamp(): number {
    return this.feed.stamp();
  }

  /** Keeps a total counted at `stamp` (by `count`, or in the page's own query). */
  keep(key: string, total: number, stamp: number): void {
    if (!this.feed.live) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { total, stamp, at: Date.now() });
  }
}
