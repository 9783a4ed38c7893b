import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API's answers (JSON, GraphQL, the legacy lists, pages) with brotli or gzip, as
 * the client accepts, above the threshold. Streamed answers (the legacy full list) are compressed
 * as they are written. Whatever already carries a Content-Encoding (the web app's precompressed
 * files, the public cache's stored answers) and pictures (not compressible) pass through untouched.
 *
 * Fast levels (gzip 3, brotli 3): this runs on the event loop for every answer, and the largest one,
 * the full list (35 MB at 100k packages), is 2-4 times faster to compress than at the defaults (gzip 6,
 * brotli 4) for 2.7 MB instead of 2.2 MB on the wire (docs/benchmarks.md). What is compressed once and
 * kept (the public cache, the web build) uses the best levels instead.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD, level: 3, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } } });
}
