import { constants } from 'node:zlib';

/**
 * How answers kept in memory are compressed once, for every client after (kept pages and reads, the
 * legacy full list): brotli's quality 5 comes within a few percent of the higher ones on our pages and
 * JSON at a small fraction of their CPU (quality 9 is among the slowest of all, and a cold page's copies
 * would cost more than its render on a two-core machine); gzip 6 likewise against 9.
 */
export const KEPT_BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
export const KEPT_GZIP_LEVEL = 6;
