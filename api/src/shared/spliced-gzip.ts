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

/**
 * The CRC-32 of two byte runs one after the other, from the CRC-32 of each and the second's length
 * (zlib's crc32_combine, which node does not expose): the first CRC is carried over `length2` zero
 * bytes by squaring the one-zero-bit operator (a 32×32 matrix over GF(2)), then the second is added.
 * A segment kept from the copy before is not read again to carry the body's CRC over it.
 */
export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  // An empty second run adds nothing (its CRC is 0).
  if (length2 <= 0) return crc1 >>> 0;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  // The operator for one zero bit: the reflected polynomial, then a shift.
  odd[0] = 0xedb88320;
  for (let n = 1; n < 32; n++) odd[n] = 1 << (n - 1);
  square(even, odd); // two zero bits
  square(odd, even); // four zero bits
  let crc = crc1 >>> 0;
  let left = length2;
  // One zero byte first (eight bits), then every further bit of the length doubles the operator.
  for (;;) {
    square(even, odd);
    if (left % 2) crc = times(even, crc);
    left = Math.floor(left / 2);
    if (!left) break;
    square(odd, even);
    if (left % 2) crc = times(odd, crc);
    left = Math.floor(left / 2);
    if (!left) break;
  }
  return (crc ^ crc2) >>> 0;
}

function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0, v = vector >>> 0; v; i++, v >>>= 1) if (v & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function square(result: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < 32; n++) result[n] = times(matrix, matrix[n]!);
}
