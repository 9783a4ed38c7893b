import { execFileSync } from 'node:child_process';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflateSegment, spliceGzip } from './spliced-gzip.js';

async function splice(texts: string[], level = 6): Promise<Buffer> {
  const plain = texts.map((t) => Buffer.from(t));
  const crc = plain.reduce((c, p) => crc32(p, c), 0);
  return spliceGzip(await Promise.all(plain.map((p) => deflateSegment(p, level))), crc, plain.reduce((n, p) => n + p.length, 0));
}

describe('a gzip body spliced from segments compressed apart', () => {
  it('decompresses to the segments in order, repeated text, multi-byte characters and empty segments included', async () => {
    const texts = ['[', ...Array.from({ length: 40 }, (_, i) => `{"id":${i},"titulli":"Paketë në Shqipëri ${'ë'.repeat(i)}"},`.repeat(200)), '', '{"id":-1}]'];
    const gz = await splice(texts);
    expect(gunzipSync(gz).toString()).toBe(texts.join(''));
    // The same segments in another order make another valid body: nothing refers across them.
    expect(gunzipSync(await splice([...texts].reverse())).toString()).toBe([...texts].reverse().join(''));
  });

  it('is a single valid member, as a gzip tool other than node reads it', async () => {
    const texts = ['{"a":', '"ç'.repeat(70_000), '"}'];
    const gz = await splice(texts, 1);
    // gzip -t checks the trailer's CRC-32 and length, -d gives the text back.
    expect(execFileSync('gzip', ['-dc'], { input: gz }).toString()).toBe(texts.join(''));
    expect(await splice([])).toEqual(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    expect(gunzipSync(await splice([])).length).toBe(0);
  });
});

describe('crc32Combine', () => {
  it('gives the CRC-32 of two runs one after the other, as zlib computes it over both', () => {
    const a = Buffer.from('[{"id":1,"titulli":"Antalya ë"},'.repeat(3000));
    for (const b of [Buffer.from('x'), Buffer.from('{"id":2}]'.repeat(12345)), Buffer.alloc(0)]) {
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
    expect(crc32Combine(0, crc32(a), a.length)).toBe(crc32(a));
  });
});
