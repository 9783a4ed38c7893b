import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import compressible from 'compressible';
import etag from 'etag';
import { charsets, contentType, lookup } from 'mime-types';

/** One file as the static stage sends it: the bytes, its Content-Type, and the validators `send` derives from its stat. */
export interface AssetCopy {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
  readonly lastModified: string;
}

/** A hashed asset of the web app, with the precompressed copies the build wrote beside it. */
export interface KeptAsset {
  readonly identity: AssetCopy;
  readonly br?: AssetCopy;
  readonly gzip?: AssetCopy;
  /** The encodings it can be sent in, for the negotiation: `br`, `gzip` (when there is a copy), `identity`. */
  readonly encodings: readonly string[];
  /** Whether the static stage answers it with `Vary: Accept-Encoding` (it has copies, or the compression stage could compress it). */
  readonly varies: boolean;
}

export interface AssetMemoryLimits {
  /** A larger file (GraphiQL's editor) stays on disk: it is fetched rarely, and once per visitor. */
  fileBytes: number;
  /** All kept copies together, per instance. */
  totalBytes: number;
}

const DEFAULT_LIMITS: AssetMemoryLimits = { fileBytes: 1024 * 1024, totalBytes: 24 * 1024 * 1024 };
/** A file name the build writes (`main-BI-0RYZ-.js`): no separators, no `..`, no query. */
const ASSET_NAME = /^[\w-]+(?:\.[\w-]+)+$/;
const PREFIX = '/assets/';

/**
 * The web app's hashed assets (web/dist/assets), kept in memory once asked for, for the front door
 * (ADR 0019, tenth pass). A page's start fetches two dozen of them; through Express, each cost the
 * server a file open, a stat, reads and a close, besides the pipeline's ~10 middleware: ~2 ms of CPU
 * per request here, ~0.1 s per page load on the machine that also runs the visitor's browser. The
 * files never change under their hashed names, so a kept copy never goes stale: a new build brings new
 * names, and the old ones are dropped with the process.
 *
 * The first request for a file is answered by the static stage, as before, while the file and its
 * `.br`/`.gz` copies are read; the next ones get the kept copies. A file that is missing, too large, or
 * would pass the total is never kept (asked again, it is looked at again only if it was missing).
 */
export class AssetMemory {
  private readonly kept = new Map<string, KeptAsset | 'loading' | 'skipped'>();
  private bytes = 0;

  constructor(
    private readonly dir: string,
    private readonly limits: AssetMemoryLimits = DEFAULT_LIMITS,
  ) {}

  /** The kept asset a GET of this URL names, or undefined: then the static stage answers (and this one starts keeping it). */
  get(url: string): KeptAsset | undefined {
    if (!url.startsWith(PREFIX)) return undefined;
    const name = url.slice(PREFIX.length);
    const entry = this.kept.get(name);
    if (typeof entry === 'object') return entry;
    if (entry === undefined && ASSET_NAME.test(name) && !/\.(br|gz)$/.test(name)) {
      this.kept.set(name, 'loading');
      void this.keep(name);
    }
    return undefined;
  }

  /** Bytes kept, copies included. */
  get size(): number {
    return this.bytes;
  }

  private async keep(name: string): Promise<void> {
    const file = path.join(this.dir, name);
    try {
      // The types as the static stage writes them: `send`'s for the file itself, express-static-gzip's
      // (the charset in capitals) for a precompressed copy.
      const type = lookup(name) || 'application/octet-stream';
      const charset = charsets.lookup(type);
      const copyType = charset ? `${type}; charset=${charset}` : type;
      const identity = await copyOf(file, contentType(path.extname(name)) || 'application/octet-stream', this.limits.fileBytes);
      if (!identity) return void this.kept.delete(name); // not there (yet): looked at again when asked
      const [br, gzip] = await Promise.all([copyOf(`${file}.br`, copyType, this.limits.fileBytes), copyOf(`${file}.gz`, copyType, this.limits.fileBytes)]);
      const size = identity.body.length + (br?.body.length ?? 0) + (gzip?.body.length ?? 0);
      if (this.bytes + size > this.limits.totalBytes) return void this.kept.set(name, 'skipped');
      this.bytes += size;
      const encodings = [...(br ? ['br'] : []), ...(gzip ? ['gzip'] : []), 'identity'];
      this.kept.set(name, { identity, br, gzip, encodings, varies: Boolean(br || gzip) || compressible(type) === true });
    } catch {
      this.kept.set(name, 'skipped'); // too large, or unreadable: the static stage answers it every time
    }
  }
}

/** The file as a copy, undefined when there is no such file; throws when it is larger than the limit. */
async function copyOf(file: string, type: string, limit: number): Promise<AssetCopy | undefined> {
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  if (stats.size > limit) throw new Error(`${file} is larger than ${limit} bytes`);
  const body = await readFile(file);
  // The stat the bytes were read after: the same validators the static stage (send) gives this file.
  return { body, type, etag: etag(stats), lastModified: stats.mtime.toUTCString() };
}
