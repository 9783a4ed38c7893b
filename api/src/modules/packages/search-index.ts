import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../shared/change-feed.js';
import { offsetOf, type PageInput } from '../../shared/paging.js';
import { SortDirection } from '../../shared/sorting.js';
import { BOARD_BITS, dayOf, walk, type Bounds, type IndexedColumns } from './search-columns.js';
import { PackageSort, type PackageOrder, type PackageSearchInput } from './search.inputs.js';
import { searchWords } from './search-words.js';

/** Every column the index holds is read from these tables (the boards of options too). */
const TABLES = ['packages', 'package_options'];
/** A burst of writes (an edit and its own notification, an import) within this long makes one rebuild. */
const REBUILD_AFTER_MS = 50;
/** After a failed read, the next one waits this long (a search meanwhile uses SQL). */
const RETRY_AFTER_MS = 5000;

/** The ids of a page, in order, and the total of its filters, as of `stamp`. */
export interface IndexAnswer {
  ids: number[];
  total: number;
  stamp: number;
}

/**
 * The public and staff search's columns in memory (search-columns.ts: typed arrays, under 8 MB at 100k
 * packages), answering a page's ids and its total (`walk`) for every filter set on those columns
 * alone: the broad totals were most of the database's work on varied searches (ADR 0045). A text is
 * looked for in the distinct search texts (a few hundred), its words folded by the database (`fold`,
 * remembered), a board in a bit set per package (its own and its options'); "hide full" reads the
 * bookings: it stays in SQL.
 *
 * Used only while the change feed is live and nothing was written to its tables (`TABLES`) since the stamp
 * taken before the read began; otherwise `answer` says nothing (the search uses SQL) while one read
 * runs in the background. A write during a read makes that read's result unused and another follow
 * (writes coalesce: never more than one read at a time, and a read starts no sooner after the last
 * one than that took, so a stream of writes costs the database at most half its time on this).
 */
export class SearchIndex {
  private columns?: IndexedColumns;
  private stamp = 0;
  /** The read under way, if any. */
  private reading?: Promise<void>;
  /** A write (or a reconnection) arrived during the read: read again after it. */
  private again = false;
  private timer?: NodeJS.Timeout;
  /** When the last read ended, and how long it took: the next starts no sooner than as long again after. */
  private lastReadEnd = 0;
  private lastReadMs = 0;
  private retryAt = 0;
  private stopped = false;
  private unsubscribe?: () => void;
  /** Words as the database folds them: a search's words are mostly the same few place and hotel names. */
  private readonly folded = new LRUCache<string, string>({ max: 5000 });

  constructor(
    private readonly feed: ChangeFeed,
    private readonly read: (stopped: () => boolean) => Promise<IndexedColumns>,
    private readonly onError: (err: unknown) => void = () => {},
    /** Folds words as the SQL search does (search-words.ts `foldWords`); none: text searches stay in SQL. */
    private readonly fold?: (words: string[]) => Promise<string[]>,
  ) {}

  /** Reads the columns in the background now and after every write to its tables, until `stop`. */
  start(): void {
    this.stopped = false;
    this.unsubscribe ??= this.feed.onChange((tables) => {
      // No tables: listening started or stopped.
      if (tables.length && !tables.some((t) => TABLES.includes(t))) return;
      if (this.reading) this.again = true;
      else this.soon(REBUILD_AFTER_MS);
    });
    this.soon(0);
  }

  /** Stops reading (a read under way stops at its next batch) and drops the columns. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.columns = undefined;
    await this.reading;
  }

  /** True while the index answers (built, and nothing it holds changed since). */
  get fresh(): boolean {
    return !!this.columns && this.feed.unchangedSince(this.stamp, TABLES);
  }

  /**
   * The page's ids and the total, exactly as the SQL search would answer them (package-search.ts
   * `filtered`, `pageQuery`), or undefined: a filter the index does not hold, or the index is not fresh.
   */
  async answer(f: PackageSearchInput, order: PackageOrder, page: PageInput, onSaleFrom?: string): Promise<IndexAnswer | undefined> {
    const words = searchWords(f.s);
    if ((words.length && !this.fold) || f.hideFull || !whole(f.priceMin) || !whole(f.priceMax)) return undefined;
    if (f.board && !BOARD_BITS.includes(f.board)) return undefined;
    if (!this.fresh) {
      // Started, and no read under way or due (the feed came back, or a read failed): one now.
      if (this.unsubscribe && !this.reading && !this.timer) this.soon(0);
      return undefined;
    }
    const folded = words.length ? await this.foldedWords(words) : [];
    // Folding asked the database: a write may have come meanwhile.
    if (!this.fresh) return undefined;
    const c = this.columns!;
    const { limit, offset } = offsetOf(page);
    const walkOrder = order.by === PackageSort.PRICE ? { perm: c.byPrice, rank: c.rankByPrice } : order.by === PackageSort.NAME ? { perm: c.byName, rank: c.rankByName } : null;
    const textOk = folded.length ? Uint8Array.from(c.texts, (text) => (folded.every((w) => text.includes(w)) ? 1 : 0)) : null;
    return { ...walk(c, boundsOf(f, textOk, onSaleFrom), walkOrder, order.direction === SortDirection.DESC, offset, limit), stamp: this.stamp };
  }

  /** `words` folded: those not remembered are folded in one query. */
  private async foldedWords(words: string[]): Promise<string[]> {
    const missing = [...new Set(words.filter((w) => !this.folded.has(w)))];
    if (missing.length) (await this.fold!(missing)).forEach((folded, i) => this.folded.set(missing[i]!, folded));
    return words.map((w) => this.folded.get(w)!);
  }

  private soon(delayMs: number): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.rebuild();
    }, Math.max(delayMs, this.retryAt - Date.now(), this.lastReadEnd + this.lastReadMs - Date.now()));
    this.timer.unref();
  }

  private rebuild(): void {
    if (this.stopped || this.reading || !this.feed.live || this.fresh) return;
    this.reading = this.readOnce().finally(() => {
      this.reading = undefined;
      if (this.again && !this.stopped) this.soon(REBUILD_AFTER_MS);
    });
  }

  private async readOnce(): Promise<void> {
    const stamp = this.feed.stamp();
    this.again = false;
    const started = Date.now();
    try {
      const columns = await this.read(() => this.stopped);
      // A write since the stamp may or may not be in what was read: not used (another read follows).
      if (!this.stopped && this.feed.unchangedSince(stamp, TABLES)) {
        this.columns = columns;
        this.stamp = stamp;
      }
    } catch (err) {
      if (!this.stopped) {
        this.onError(err);
        this.retryAt = Date.now() + RETRY_AFTER_MS;
      }
    }
    this.lastReadEnd = Date.now();
    this.lastReadMs = this.lastReadEnd - started;
  }
}

/** A price bound the index compares exactly: none, or whole euros (what the GraphQL input allows). */
const whole = (v: number | null | undefined) => v === undefined || v === null || Number.isInteger(v);

/** The filters as the bounds `walk` tests: the same conditions, and the same truthiness, as `filtered`'s SQL. */
function boundsOf(f: PackageSearchInput, textOk: Uint8Array | null, onSaleFrom?: string): Bounds {
  const given = (v: number | null | undefined): v is number => v !== undefined && v !== null;
  let dayMin = onSaleFrom ? dayOf(onSaleFrom) : -Infinity;
  let dayMax = Infinity;
  if (f.departureDate) {
    const d = dayOf(f.departureDate);
    const flex = f.dateFlexDays || 0;
    dayMin = Math.max(dayMin, d - flex);
    dayMax = d + flex;
  }
  return {
    dayMin, dayMax,
    airport: f.airportId || 0,
    country: f.countryId || 0,
    city: f.cityId || 0,
    nightsMin: given(f.nightsMin) ? f.nightsMin : -Infinity,
    nightsMax: given(f.nightsMax) ? f.nightsMax : Infinity,
    persons: f.travellers || -Infinity,
    // Whole euros (`answer` leaves others to SQL): exactly a bound in cents.
    centsMin: given(f.priceMin) ? f.priceMin * 100 : -Infinity,
    centsMax: given(f.priceMax) ? f.priceMax * 100 : Infinity,
    board: f.board ? 1 << BOARD_BITS.indexOf(f.board) : 0,
    textOk,
  };
}
