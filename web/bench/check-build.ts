/**
 * A check of the built site, run by `npm test` after the build (beside the size budget): every chunk
 * the site (index.html and the pages it imports lazily) can run starts with V8's compile hint, and so do
 * the .br and .gz copies the server sends (vite.config.ts: `compileHint`, `hintFirst`). V8 ignores the
 * hint anywhere else in a file, and nothing else would notice its loss: the pages work either way, only
 * their start is slower (ADR 0019).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readManifest, siteChunks, WEB_DIST } from './sizes';

const HINT = '//# allFunctionsCalledOnLoad\n';

const chunks = siteChunks(readManifest());

const copies: [string, (bytes: Buffer) => Buffer][] = [['', (b) => b], ['.gz', gunzipSync], ['.br', brotliDecompressSync]];
const missing: string[] = [];
for (const chunk of chunks) {
  const file = path.join(WEB_DIST, chunk);
  for (const [suffix, decode] of copies) {
    if (suffix && !existsSync(file + suffix)) continue; // too small to be compressed (vite.config.ts)
    if (!decode(readFileSync(file + suffix)).subarray(0, HINT.length).equals(Buffer.from(HINT))) missing.push(chunk + suffix);
  }
}
if (missing.length > 0) {
  console.error(`Compile hint missing at the start of ${missing.length} file(s) of the site: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`Compile hints ok: ${chunks.length} chunks of the site, with their compressed copies.`);
