import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, crc32, createBrotliCompress, createGunzip } from 'node:zlib';
import type { ChangeFeed } from '../../shared/change-feed.js';
import { deflateSegment, spliceGzip } from '../../shared/spliced-gzip.js';
import type { ListRow } from './package-list.js';

/** What the legacy full list is read from (its rows name their country, city and airport). */
const TABLES = ['packages', 'countries', 'cities', 'airports'];
/**
 * Better levels than the API's on-the-fly compression (gzip 3, brotli 3): the gzip copy is spliced
 * from segments compressed once each, and the brotli copy is made behind it (docs/benchmarks.md).
 * 100k packages (35 MB of JSON): ~2.2 MB gzip, ~1.8 MB brotli.
 */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;
/**
 * A segment ends after a row whose id's hash is 0 modulo this (so ~1,000 rows, ~350 KB of JSON): where
 * segments end depends on the rows themselves, not on their positions, so a row added, removed or
 * moved changes the one or two segments around it and every other segment stays byte for byte what it
 * was (and is not compressed again). A segment is also ended at MAX_SEGMENT_ROWS, whatever its ids.
 */
const SEGMENT_EVERY = 1024;
const MAX_SEGMENT_ROWS = 4 * SEGMENT_EVERY;
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
  list: Promise<CompressedList>;
  making: AbortController;
}

/** Compressed segments by the SHA-1 of their plain bytes: those of the last copy made. */
type Segments = Map<string, Promise<Buffer>>;

/**
 * The legacy full list kept as gzip and brotli copies (a few MB at 100k packages), served until a
 * write to one of its tables (the change feed, ADR 0017: from this instance or any other). Making one
 * reads the whole list again in batches (`read`), cuts it into segments and compresses only the
 * segments whose bytes are not those of a segment of the copy before (a write to a package changes one
 * or two): the gzip copy is those segments spliced (shared/spliced-gzip.ts), ready once the list is
 * read; the brotli copy, which cannot be spliced, is made from it behind. Memory stays bounded by a
 * batch, the segments being compressed and the copies. Once started (`start`, when the app is ready)
 * the copies are made in the background: at once, and again right after a write (a burst of writes:
 * one rebuild), so no visitor waits for them unless they ask during a rebuild; then they wait for that
 * rebuild, never getting the copy from before the write. One making at a time: a write during one
 * stops it at its next batch and starts the next (whoever waited on the stopped one gets the new one).
 * Not kept (every caller streams instead) while the feed is not live.
 */
export class FullListCopies {
  private current?: Copy;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private segments: Segments = new Map();

  constructor(private readonly feed: ChangeFeed, private readonly read: () => AsyncIterable<readonly ListRow[]>) {}

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
    return !!this.current && this.feed.unchangedSince(this.current.stamp, TABLES);
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
    const copy: Copy = { stamp: this.feed.stamp(), making, list: undefined as never };
    copy.list = this.gzipCopy(making.signal).catch((e: unknown) => {
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
  private async gzipCopy(signal: AbortSignal): Promise<CompressedList> {
    const made = await spliceList(this.read(), this.segments, signal);
    this.segments = made.segments;
    const list: CompressedList = { gzip: made.gzip, etag: made.etag, bytes: made.bytes };
    brotliOf(list.gzip, signal).then((br) => (list.br = br), () => {
      // Stopped for a newer copy, or failed: this copy is served as gzip alone.
    });
    return list;
  }
}

/**
 * The list as a JSON array (`[`, the rows comma-separated, `]`) in segments, each compressed unless a
 * segment of the same bytes is in `before`: the spliced gzip body, its ETag and the segments made.
 */
async function spliceList(batches: AsyncIterable<readonly ListRow[]>, before: Segments, signal: AbortSignal) {
  const segments: Segments = new Map();
  const parts: Promise<Buffer>[] = [];
  const running = new Set<Promise<unknown>>();
  const tag = createHash('sha1');
  let crc = 0;
  let bytes = 0;
  const add = async (text: string) => {
    const plain = Buffer.from(text);
    const digest = createHash('sha1').update(plain).digest('base64');
    crc = crc32(plain, crc);
    bytes += plain.length;
    tag.update(digest);
    let part = before.get(digest) ?? segments.get(digest);
    if (!part) {
      while (running.size >= PARALLEL) await Promise.race(running);
      part = deflateSegment(plain, GZIP_LEVEL);
      // Its failure is the making's (awaited below); the slot is freed either way.
      const done: Promise<void> = part.then(() => {}, () => {}).then(() => void running.delete(done));
      running.add(done);
    }
    // Awaited all together below; a failure before then must not count as unhandled.
    part.catch(() => {});
    segments.set(digest, part);
    parts.push(part);
  };
  let rows: string[] = [];
  let first = true;
  const cut = async () => {
    await add((first ? '[' : ',') + rows.join(','));
    first = false;
    rows = [];
  };
  for await (const batch of batches) {
    signal.throwIfAborted();
    for (const row of batch) {
      rows.push(row.json);
      if (endsSegment(row.id) || rows.length >= MAX_SEGMENT_ROWS) await cut();
    }
  }
  if (rows.length) await cut();
  signal.throwIfAborted();
  await add(first ? '[]' : ']');
  const gzip = spliceGzip(await Promise.all(parts), crc, bytes);
  signal.throwIfAborted();
  // The format of the `etag` package (what Express gives other answers): the body's length and a
  // SHA-1, here of its segments' SHA-1s in order (which differ whenever the body does).
  return { gzip, bytes, segments, etag: `W/"${bytes.toString(16)}-${tag.digest('base64').slice(0, 27)}"` };
}

/** Whether a segment ends after the row of this id: a 32-bit mix of the id (ids are sequential), ~1 in SEGMENT_EVERY. */
function endsSegment(id: number): boolean {
  let h = Math.imul(id ^ (id >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return ((h ^ (h >>> 16)) & (SEGMENT_EVERY - 1)) === 0;
}

/** The brotli copy of a gzip body, streamed (bounded memory) on the threadpool. */
async function brotliOf(gzip: Buffer, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    Readable.from([gzip]),
    createGunzip(),
    createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
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
