import type { StoreName } from './media.entity.js';

/** One variant's bytes: `/media/<mediaId>/<name>`. */
export interface VariantRef {
  mediaId: number;
  name: string;
}

/**
 * THE interface of a place that keeps pictures' bytes. The variant rows (size, type, ETag, and which
 * store has the bytes) always stay in PostgreSQL; only the bytes move.
 */
export interface BlobStore {
  readonly name: StoreName;
  /** Keeps the bytes; returns what the row's `data` column holds (the bytes for PostgreSQL, null elsewhere). */
  put(ref: VariantRef, data: Buffer, contentType: string): Promise<Buffer | null>;
  get(ref: VariantRef): Promise<Buffer>;
  /** Forgets bytes whose rows are gone (PostgreSQL: nothing to do, the rows held them). */
  remove(refs: VariantRef[]): Promise<void>;
  /** Releases connections (the S3 client's sockets). */
  close(): void;
}
