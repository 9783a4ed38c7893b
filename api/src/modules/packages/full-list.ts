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

/**
 * The legacy full list kept as gzip and brotli copies (a few MB at 100k packages), made once and
 * served until a write to one of its tables (the change feed, ADR 0017: from this instance or any
 * other). Making one reads the list in batches (`read`) and compresses them as they come, so memory
 * stays bounded by a batch plus the compressed output; requests arriving meanwhile wait for the same
 * copy. Not kept (every caller streams instead) while the feed is not live.
 */
export class FullListCopies {
  private current?: { stamp: number; list: Promise<CompressedList> };

  constructor(private readonly feed: ChangeFeed) {}

  /** The current copy (made now from `read` if there is none, or it is stale); undefined when the feed is not live. */
  get(read: () => AsyncIterable<string>): Promise<CompressedList> | undefined {
    if (!this.feed.live) return undefined;
    const kept = this.current;
    if (kept && this.feed.unchangedSince(kept.stamp, TABLES)) return kept.list;
    const stamp = this.feed.stamp();
    const list = compressRuns(read());
    this.current = { stamp, list };
    // A failed copy is not kept: the next request tries again.
    list.catch(() => {
      if (this.current?.list === list) this.current = undefined;
    });
    return list;
  }
}

/** A JSON array of the runs (each comma-separated objects), compressed both ways in one pass. */
async function compressRuns(runs: AsyncIterable<string>): Promise<CompressedList> {
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
      if (!run) continue;
      await write((first ? '[' : ',') + run);
      first = false;
    }
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
