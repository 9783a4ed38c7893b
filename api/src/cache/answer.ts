import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import accepts from 'accepts';
import etag from 'etag';
import fresh from 'fresh';
import vary from 'vary';
import type { Held, KeptStore } from './store.js';
import { KEPT_BROTLI_PARAMS, KEPT_GZIP_LEVEL } from '../shared/kept-compression.js';

/** Kept answers at least this large are kept compressed too (the API's compression threshold). */
export const COMPRESS_FROM_BYTES = 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A kept answer (a public read's or a rendered page): the body, its compressed copies once made, and
 * the headers the pipeline gave it, so that a hit is sent as the pipeline sent the answer it keeps.
 */
export interface KeptAnswer extends Held {
  status: number;
  body: Buffer;
  etag: string;
  /** The answer's own headers as the pipeline set them (not those of one request: see `ownHeaders`). */
  headers: readonly (readonly [string, string])[];
  br?: Buffer;
  gzip?: Buffer;
  /** Set once the compressed copies are being made (at the first hit). */
  compressing?: Promise<void>;
}

/** Headers that belong to one request or one sending, never to the kept answer. */
const PER_REQUEST = new Set(['x-request-id', 'set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'server-timing', 'x-cache', 'etag']);

/**
 * The headers an answer carries for every request that gets it: none of one request (its id, its
 * timing) and none of CORS, which answers each request's own Origin (the sender runs CORS for those).
 * Undefined when the answer must not be kept at all: it sets a cookie.
 */
export function ownHeaders(headers: OutgoingHttpHeaders): [string, string][] | undefined {
  if (headers['set-cookie'] !== undefined) return undefined;
  const own: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_REQUEST.has(name) || name.startsWith('access-control-')) continue;
    own.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return own;
}

/** A kept answer made from a sent one. */
export function keptAnswer(body: Buffer, headers: [string, string][], stamp: number, tables: readonly string[], status = 200): KeptAnswer {
  return { status, body, headers, stamp, tables, etag: etag(body, { weak: true }) };
}

/** How much memory a kept answer takes (its body and copies). */
export const answerBytes = (a: KeptAnswer) => a.body.length + (a.br?.length ?? 0) + (a.gzip?.length ?? 0) + 256;

/**
 * The kept answer under `key`. Its compressed copies are made at its first hit, not at the miss: most
 * misses (a search with its own filters, page or order) are never asked again. Until the copies exist,
 * the pipeline's compression stage compresses the plain one.
 */
export function hitOf(store: KeptStore, key: string): KeptAnswer | undefined {
  const hit = store.get<KeptAnswer>(key);
  if (hit) compressKept(store, key, hit);
  return hit;
}

/** Makes the compressed copies of a kept answer in the background (once), counted in the store when made. */
export function compressKept(store: KeptStore, key: string, kept: KeptAnswer): void {
  if (kept.compressing || kept.body.length < COMPRESS_FROM_BYTES) return;
  kept.compressing = precompress(kept).then(() => store.grown(key, kept, answerBytes(kept)), () => {});
}

async function precompress(s: KeptAnswer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotliAsync(s.body, { params: { ...KEPT_BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: s.body.length } }),
    gzipAsync(s.body, { level: KEPT_GZIP_LEVEL }),
  ]);
  s.br = br;
  s.gzip = gz;
}

/** The copy a client gets: the compressed one it accepts, or the plain body (encoding 'identity'). */
export function copyFor(req: IncomingMessage, a: KeptAnswer): { encoding: string; body: Buffer } | undefined {
  if (req.headers['accept-encoding'] === undefined || !(a.br || a.gzip)) return { encoding: 'identity', body: a.body };
  const encoding = accepts(req).encodings([...(a.br ? ['br'] : []), ...(a.gzip ? ['gzip'] : []), 'identity']);
  if (encoding === 'br' && a.br) return { encoding, body: a.br };
  if (encoding === 'gzip' && a.gzip) return { encoding, body: a.gzip };
  return encoding === 'identity' ? { encoding, body: a.body } : undefined;
}

/**
 * Sends a kept answer: its own headers, its ETag (304 to a matching If-None-Match), `X-Cache: hit`,
 * Vary on the encoding and the copy the client accepts. The one way a kept answer goes out, before
 * Express (front-door.ts) or in its pipeline (the caches' stages), whose headers set already stay.
 */
export function sendKept(req: IncomingMessage, res: ServerResponse, a: KeptAnswer, copy = copyFor(req, a)): void {
  for (const [name, value] of a.headers) res.setHeader(name, value);
  res.setHeader('ETag', a.etag);
  res.setHeader('X-Cache', 'hit');
  vary(res, 'Accept-Encoding');
  const notModified = (req.method === 'GET' || req.method === 'HEAD') && fresh(req.headers, { etag: a.etag });
  if (notModified) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return;
  }
  const sent = copy ?? { encoding: 'identity', body: a.body };
  if (sent.encoding !== 'identity') res.setHeader('Content-Encoding', sent.encoding);
  res.setHeader('Content-Length', String(sent.body.length));
  res.statusCode = a.status;
  res.end(req.method === 'HEAD' ? undefined : sent.body);
}
