import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { ChangeFeed } from '../../shared/change-feed.js';

/** What the legacy full list is read from (its rows name their country, city and airport). */
const TABLES = ['packages', 'countries', 'cities', 'airports'];
/**
 * Better levels than the API's on-the-fly compression (gzip 3, brotli 3): the copy is made once per
 * catalogue change, on the libuv threadpool, and every later download is smaller for it.
 * 100k packages (35 MB of JSON): ~2.2 MB gzip, ~1.9 MB brotli (docs/benchmarks.md).
 */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;

/** The whole list as JSON, kept compressed, with its ETag. */
export interface CompressedList {
  gzip: Buffer;
  br: Buffer;
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

/**
 * The legacy full list kept as gzip and brotli copies (a few MB at 100k packages), served until a
 * write to one of its tables (the change feed, ADR 0017: from this instance or any other). Making one
 * reads the list in batches (`read`) and compresses them as they come, so memory stays bounded by a
 * batch plus the compressed output. Once started (`start`, when the app is ready) the copies are made
 * in the background: at once, and again right after a write (a burst of writes: one rebuild), so no
 * visitor waits for them unless they ask during a rebuild; then they wait for that rebuild, never
 * getting the copy from before the write. One making at a time: a write during one stops it at its
 * next batch and starts the next (whoever waited on the stopped one gets the new one). Not kept
 * (every caller streams instead) while the feed is not live.
 */
export class FullListCopies {
  private current?: Copy;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;

  constructor(private readonly feed: ChangeFeed, private readonly read: () => AsyncIterable<string>) {}

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
    copy.list = compressRuns(this.read(), making.signal).catch((e: unknown) => {
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
}

/** A JSON array of the runs (each comma-separated objects), compressed both ways in one pass. */
async function compressRuns(runs: AsyncIterable<string>, signal: AbortSignal): Promise<CompressedList> {
  const gzip = createGzip({ level: GZIP_LEVEL });
  const br = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  const outputs = [collect(gzip), collect(br)];
  // Awaited below; a failure before then must not count as unhandled.
  for (const o of outputs) o.catch(() => {});
  const hash = createHash('sha1');
  let bytes = 0;
  const write = async (text: string) => {
    const chunk = Buffer.from(text);
    hash.update(chunk);
    bytes += chunk.length;
    const waits = [gzip, br].filter((z) => !z.write(chunk)).map((z) => once(z, 'drain'));
    await Promise.all(waits);
  };
  try {
    let first = true;
    for await (const run of runs) {
      signal.throwIfAborted();
      if (!run) continue;
      await write((first ? '[' : ',') + run);
      first = false;
    }
    signal.throwIfAborted();
    await write(first ? '[]' : ']');
    gzip.end();
    br.end();
    const [gz, brotli] = await Promise.all(outputs);
    // The format of the `etag` package (what Express gives other answers): length and SHA-1 of the body.
    return { gzip: gz!, br: brotli!, bytes, etag: `W/"${bytes.toString(16)}-${hash.digest('base64').slice(0, 27)}"` };
  } catch (e) {
    gzip.destroy();
    br.destroy();
    await Promise.allSettled(outputs);
    throw e;
  }
}

function collect(z: Transform): Promise<Buffer> {
  const chunks: Buffer[] = [];
  z.on('data', (c: Buffer) => chunks.push(c));
  return finished(z).then(() => Buffer.concat(chunks));
}
