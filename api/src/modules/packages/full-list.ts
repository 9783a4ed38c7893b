import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createBrotliCompress, createGunzip } from 'node:zlib';
import type { ChangeFeed } from '../../shared/change-feed.js';
import { KEPT_BROTLI_PARAMS, KEPT_GZIP_LEVEL } from '../../shared/kept-compression.js';
import { crc32Combine, deflateSegment, spliceGzip } from '../../shared/spliced-gzip.js';
import type { ListDay, ListSnapshot } from './package-list.js';

/** What the legacy full list is read from (its rows name their country, city and airport). */
const TABLES = ['packages', 'countries', 'cities', 'airports'];
/** Rows a segment holds on average: ~170 KB of JSON, ~10 ms to compress. */
const SEGMENT_ROWS = 500;
/** The JSON of the segments to compress again is read in runs of about this many rows (a bounded batch). */
const READ_ROWS = 2000;
/** Segments compressed at once on the libuv threadpool (each ~10 ms at level 6). */
const PARALLEL = Math.max(2, availableParallelism());

/** The whole list as JSON, kept compressed, with its ETag. */
export interface CompressedList {
  gzip: Buffer;
  /** The brotli copy, once made (behind the gzip one: until then a client that takes brotli gets gzip). */
  br?: Buffer;
  etag: string;
  /** Length of the plain JSON. */
  bytes: number;
}

/** A burst of writes (an edit and its own notification, an import) within this long makes one rebuild. */
const REBUILD_AFTER_MS = 50;

interface Copy {
  stamp: number;
  /** The first departure day it lists (the packages still on sale the day it was made). */
  from: string;
  list: Promise<CompressedList>;
  making: AbortController;
}

/** A segment compressed, with the CRC-32 and length of its plain bytes. */
interface Segment {
  deflated: Buffer;
  crc: number;
  length: number;
}

/** Compressed segments by key (first or not, span, each day's count and version): those of the last copy made. */
type Segments = Map<string, Promise<Segment>>;

/**
 * The legacy full list kept as gzip and brotli copies (a few MB at 100k packages), served until a
 * write to one of its tables (the change feed, ADR 0017: from this instance or any other).
 *
 * A making reads one snapshot of the database (`read`): first the version of every day of the list
 * (package-list.ts `readListSnapshot`: no JSON built), then the JSON of the days whose version is not
 * that of the copy before, in batches. Each day is a segment of the gzip body, compressed on its own
 * (shared/spliced-gzip.ts): a write to a package changes one or two days, so a making after it reads
 * and compresses those alone and splices them with the segments kept. The brotli copy, which cannot
 * be spliced, is made from the gzip one behind it. Memory stays bounded by a batch, the segments being
 * compressed and the copies.
 *
 * Once started (`start`, when the app is ready) the copies are made in the background: at once, and
 * again right after a write (a burst of writes: one rebuild), so no visitor waits for them unless they
 * ask during a rebuild; then they wait for that rebuild, never getting the copy from before the write.
 * One making at a time: a write during one stops it at its next batch and starts the next (whoever
 * waited on the stopped one gets the new one). Not kept (every caller streams instead) while the feed
 * is not live.
 */
export class FullListCopies {
  private current?: Copy;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private segments: Segments = new Map();

  /**
   * `from`: the first departure day the list shows now (the public list leaves out departed packages
   * and those inside the booking cut-off: a copy made on an earlier day is made again, its other days'
   * segments kept). `segmentRows`: the rows a segment holds on average (fewer: less read and compressed
   * after a write, a larger body).
   */
  constructor(
    private readonly feed: ChangeFeed,
    private readonly read: <T>(work: (snapshot: ListSnapshot) => Promise<T>) => Promise<T>,
    private readonly from: () => string,
    private readonly segmentRows = SEGMENT_ROWS,
  ) {}

  /** The current copy, or the one being made; undefined when the feed is not live. */
  get(): Promise<CompressedList> | undefined {
    if (!this.feed.live) return undefined;
    return this.fresh() ? this.current!.list : this.make();
  }

  /** Makes the copies now and after every write to their tables, until `stop`. */
  start(): void {
    this.unsubscribe ??= this.feed.onChange((tables) => {
      // No tables: listening started or stopped (what was kept before is dropped either way).
      if (!tables.length || tables.some((t) => TABLES.includes(t))) this.soon();
      // Listening started or stopped (a reconnection, maybe to a restored or another database, whose
      // rows could carry the versions of other rows here): no segment is kept across it.
      if (!tables.length) this.segments = new Map();
    });
    if (this.feed.live && !this.fresh()) this.make();
  }

  /** Stops the background making (and a making under way, whose waiters get its error). */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.timer);
    const copy = this.current;
    this.current = undefined;
    copy?.making.abort();
    await copy?.list.catch(() => {});
  }

  private fresh(): boolean {
    return !!this.current && this.current.from === this.from() && this.feed.unchangedSince(this.current.stamp, TABLES);
  }

  private soon(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.feed.live && !this.fresh()) this.make();
    }, REBUILD_AFTER_MS);
    this.timer.unref();
  }

  private make(): Promise<CompressedList> {
    clearTimeout(this.timer);
    const stale = this.current;
    const making = new AbortController();
    const copy: Copy = { stamp: this.feed.stamp(), from: this.from(), making, list: undefined as never };
    copy.list = this.gzipCopy(making.signal, copy.from).catch((e: unknown) => {
      // Stopped for a newer making: those who waited get that one.
      if (making.signal.aborted && this.current && this.current !== copy) return this.current.list;
      // A failed copy is not kept: the next request or write tries again.
      if (this.current === copy) this.current = undefined;
      throw e;
    });
    // Nobody may be waiting on it (made in the background): its failure is not unhandled.
    copy.list.catch(() => {});
    this.current = copy;
    stale?.making.abort();
    return copy.list;
  }

  /** The gzip copy, its segments kept for the next making; the brotli copy started behind it. */
  private async gzipCopy(signal: AbortSignal, from: string): Promise<CompressedList> {
    const made = await this.read((snapshot) => spliceList(snapshot, from, this.segments, this.segmentRows, signal));
    // A making stopped late (a newer one, or a reconnection that dropped the segments) keeps nothing.
    signal.throwIfAborted();
    this.segments = made.segments;
    const list: CompressedList = { gzip: made.gzip, etag: made.etag, bytes: made.bytes };
    brotliOf(list.gzip, signal).then((br) => (list.br = br), () => {
      // Stopped for a newer copy, or failed: this copy is served as gzip alone.
    });
    return list;
  }
}

/**
 * The list (its days from `from` on) as a JSON array (`[`, the rows comma-separated, `]`) in segments, each the days of one
 * window of `span` calendar days (aligned on the epoch, so a window's bounds never move), each
 * compressed unless the copy before has a segment of the same key (first or not, span, and each day's
 * count and version: same bytes): the spliced gzip body, its ETag and the segments made. The span is
 * the power of two that gives segments of about `segmentRows` rows on average (a small catalogue is
 * one or a few segments, compressed as well as one stream; 100k packages, two days a segment); it
 * changes, and with it every key, only when the catalogue's density crosses a power of two. The JSON
 * of the segments to compress is read in runs of about READ_ROWS rows.
 */
async function spliceList(snapshot: ListSnapshot, from: string, before: Segments, segmentRows: number, signal: AbortSignal) {
  const days = (await snapshot.days()).filter((d) => d.day >= from);
  signal.throwIfAborted();
  const total = days.reduce((n, d) => n + d.rows, 0);
  const span = days.length ? 2 ** Math.max(0, Math.min(10, Math.round(Math.log2((segmentRows * days.length) / total)))) : 1;
  const groups: { key: string; days: ListDay[]; rows: number }[] = [];
  let window = NaN;
  for (const d of days) {
    const w = Math.floor(Date.parse(`${d.day}T00:00:00Z`) / 86_400_000 / span);
    if (w !== window || !groups.length) groups.push({ key: `${groups.length ? ',' : '['}${span}`, days: [], rows: 0 });
    window = w;
    const g = groups[groups.length - 1]!;
    g.key += `|${d.day}/${d.rows}/${d.version}`;
    g.days.push(d);
    g.rows += d.rows;
  }
  const segments: Segments = new Map();
  const running = new Set<Promise<unknown>>();
  const compress = async (key: string, text: string) => {
    const plain = Buffer.from(text);
    while (running.size >= PARALLEL) await Promise.race(running);
    const part = deflateSegment(plain, KEPT_GZIP_LEVEL).then((deflated) => ({ deflated, crc: crc32(plain), length: plain.length }));
    // Its failure is the making's (awaited below); the slot is freed either way.
    const done: Promise<void> = part.then(() => {}, () => {}).then(() => void running.delete(done));
    running.add(done);
    part.catch(() => {});
    segments.set(key, part);
  };
  let run: typeof groups = [];
  let runRows = 0;
  const readRun = async () => {
    const json = await snapshot.json(run.flatMap((g) => g.days.map((d) => d.day)));
    signal.throwIfAborted();
    for (const g of run) await compress(g.key, g.key[0] + g.days.map((d) => json.get(d.day)!.join(',')).join(','));
    run = [];
    runRows = 0;
  };
  for (const g of groups) {
    const kept = before.get(g.key);
    if (kept) segments.set(g.key, kept);
    else {
      run.push(g);
      runRows += g.rows;
      if (runRows >= READ_ROWS) await readRun();
    }
  }
  if (run.length) await readRun();
  const tail = Buffer.from(days.length ? ']' : '[]');
  const parts = [...await Promise.all(groups.map((g) => segments.get(g.key)!)), { deflated: await deflateSegment(tail, KEPT_GZIP_LEVEL), crc: crc32(tail), length: tail.length }];
  signal.throwIfAborted();
  let crc = 0;
  let bytes = 0;
  for (const p of parts) {
    crc = crc32Combine(crc, p.crc, p.length);
    bytes += p.length;
  }
  const gzip = spliceGzip(parts.map((p) => p.deflated), crc, bytes);
  // The format of the `etag` package (what Express gives other answers): the body's length and a
  // SHA-1, here of its segments' keys in order (which differ whenever the body does).
  const tag = createHash('sha1').update(groups.map((g) => g.key).join('\n')).digest('base64').slice(0, 27);
  return { gzip, bytes, segments, etag: `W/"${bytes.toString(16)}-${tag}"` };
}

/** The brotli copy of a gzip body, streamed (bounded memory) on the threadpool. */
async function brotliOf(gzip: Buffer, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    Readable.from([gzip]),
    createGunzip(),
    createBrotliCompress({ params: KEPT_BROTLI_PARAMS }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
    { signal },
  );
  return Buffer.concat(chunks);
}
