import compression from 'compression';
import type { RequestHandler } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API's answers (JSON, GraphQL, the legacy lists, pages) with brotli or gzip, as
 * the client accepts, above the threshold. Streamed answers (the legacy full list) are compressed
 * as they are written. Whatever already carries a Content-Encoding (the web app's precompressed
 * files, the public cache's stored answers) and pictures (not compressible) pass through untouched.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD });
}
