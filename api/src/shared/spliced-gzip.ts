import { promisify } from 'node:util';
import { constants, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/**
 * One segment of a spliced gzip body: raw deflate of its bytes, ended with a sync flush and no final
 * block. A fresh deflate stream per segment has no back reference before its start, and the flush
 * ends it on a byte boundary, so such segments can follow one another in any order (RFC 1951 §3.2.3:
 * blocks are independent of the byte they start at). Made on the libuv threadpool.
 */
export function deflateSegment(plain: Buffer, level: number): Promise<Buffer> {
  return deflateRawAsync(plain, { level, finishFlush: constants.Z_SYNC_FLUSH });
}

/** The gzip member header (RFC 1952 §2.3): deflate, no flags, no time, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed Huffman codes: BFINAL 1, BTYPE 01, end-of-block (10 bits). */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A gzip body (one member) of segments made by `deflateSegment`, in order: `crc` is the CRC-32 of
 * all their plain bytes in that order (zlib.crc32 carried over them) and `length` their count.
 */
export function spliceGzip(segments: readonly Buffer[], crc: number, length: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE: the length modulo 2^32.
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...segments, LAST_BLOCK, trailer]);
}
