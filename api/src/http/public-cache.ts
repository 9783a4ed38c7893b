import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import etag from 'etag';
import type { Request, RequestHandler, Response } from 'express';
import { Kind, TypeInfo, getNamedType, parse, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { ChangeFeed } from '../shared/change-feed.js';
import { PUBLIC_READS, type PublicReads } from './public-reads.js';

const MAX_ENTRIES = 500;
const MAX_QUERY_LENGTH = 4000;
/** Stored answers at least this large are kept compressed too (the API's compression threshold). */
export const COMPRESS_FROM_BYTES = 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface Stored {
  body: Buffer;
  type: string;
  etag: string;
  stamp: number;
  tables: readonly string[];
  br?: Buffer;
  gzip?: Buffer;
  /** Set once the compressed copies are being made (at the first hit). */
  compressing?: Promise<void>;
}

/**
 * The public cache: a stage of the pipeline before the session and the request context (ADR 0017).
 * The hot public lists of PUBLIC_READS (legacy GETs, and GraphQL queries made only of those fields)
 * are answered from memory, with an ETag (a matching If-None-Match gets 304) and, when large enough,
 * precompressed with brotli or gzip. An answer is kept until the change feed reports a committed
 * write to a table it was read from, by this instance or any other; it is never served while the
 * feed is not live. A miss goes on through the pipeline as usual and its 200 answer is kept.
 */
export function publicCache(feed: ChangeFeed, schema: GraphQLSchema, reads: PublicReads = PUBLIC_READS): RequestHandler {
  const answers = new Map<string, Stored>();
  const queries = new Map<string, readonly string[] | null>();
  const restPaths = Object.entries(reads.rest).map(([path, tables]) =>
    [new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '\\d{1,9}')}$`), tables, path] as const);

  /** The answer's key, its tables, and its route label for the request log and the metrics. */
  const tablesOf = (req: Request): [key: string, tables: readonly string[], route: string] | undefined => {
    if (req.method === 'GET' && req.baseUrl === '/api' && !req.url.includes('?')) {
      const path = `/api${req.path}`.replace(/\/+$/, '').toLowerCase();
      const pattern = reads.rest[path] ? undefined : restPaths.find(([re]) => re.test(path));
      const tables = reads.rest[path] ?? pattern?.[1];
      return tables ? [`GET ${path}`, tables, pattern?.[2] ?? path] : undefined;
    }
    // GraphQL over POST with a JSON body only: that is what passes Apollo's CSRF prevention untouched.
    if (req.method === 'POST' && req.baseUrl === '/graphql' && req.path === '/' && req.is('application/json')) {
      const { query, variables, operationName, extensions } = (req.body ?? {}) as Record<string, unknown>;
      if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH || extensions !== undefined) return undefined;
      const name = typeof operationName === 'string' ? operationName : undefined;
      const queryKey = `${name ?? ''}\n${query}`;
      let tables = queries.get(queryKey);
      if (tables === undefined) {
        tables = cacheableTables(schema, reads, query, name);
        remember(queries, queryKey, tables);
      }
      // The answer's content type follows the Accept header (graphql-response+json or json).
      return tables ? [JSON.stringify(['gql', queryKey, variables ?? null, req.get('accept') ?? '']), tables, '/graphql'] : undefined;
    }
    return undefined;
  };

  return (req, res, next) => {
    const found = feed.live ? tablesOf(req) : undefined;
    if (!found) return next();
    const [key, tables, route] = found;
    const hit = answers.get(key);
    if (hit && feed.unchangedSince(hit.stamp, hit.tables)) {
      // A hit never reaches its route: the logs and metrics still group it under it.
      res.locals.route = route;
      // Compressed copies are made at the first hit, not at the miss: most misses (a search with its own
      // filters, page or order) are never asked again, and compressing each at the best levels cost the
      // uncached search a fifth of its CPU (docs/benchmarks.md). Until they exist, the API's compression
      // stage compresses the plain copy on the fly.
      if (!hit.compressing && hit.body.length >= COMPRESS_FROM_BYTES) hit.compressing = precompress(hit).catch(() => {});
      return void send(req, res, hit);
    }
    const stamp = feed.stamp();
    res.setHeader('X-Cache', 'miss');
    keepAnswer(res, (body) => {
      // Express has hashed the body already for its own ETag (the same weak form): not hashed twice.
      const tag = res.getHeader('ETag');
      const stored: Stored = { body, type: String(res.getHeader('Content-Type') ?? 'application/json'), etag: typeof tag === 'string' ? tag : etag(body, { weak: true }), stamp, tables };
      remember(answers, key, stored);
    });
    next();
  };
}

function send(req: Request, res: Response, s: Stored): void {
  res.setHeader('Content-Type', s.type);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', s.etag);
  res.setHeader('X-Cache', 'hit');
  res.vary('Accept-Encoding');
  const encoding = s.br || s.gzip ? req.acceptsEncodings(...(s.br ? ['br'] : []), ...(s.gzip ? ['gzip'] : []), 'identity') : 'identity';
  const body = encoding === 'br' ? s.br : encoding === 'gzip' ? s.gzip : undefined;
  if (body) res.setHeader('Content-Encoding', encoding as string);
  // res.send answers 304 to a matching If-None-Match (GET and HEAD).
  res.send(body ?? s.body);
}

/**
 * Calls `keep` with the body of a whole 200 JSON answer without errors, once it is sent; a streamed
 * (written in parts) or failed answer is not kept.
 */
function keepAnswer(res: Response, keep: (body: Buffer) => void): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let streamed = false;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((...args: unknown[]) => {
    streamed = true;
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    const [chunk, encoding] = args;
    if (!streamed && res.statusCode === 200 && chunk !== undefined && typeof chunk !== 'function') {
      const body = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      if (isJsonWithoutErrors(res, body)) keep(body);
    }
    return end(...args);
  }) as Response['end'];
}

/**
 * A JSON answer (our own handlers' `res.json`, Apollo's `JSON.stringify`) whose top level has no
 * `errors`: GraphQL puts `errors` first when there are any (Apollo orders the result so, as the spec
 * recommends), so the start of the body tells, without parsing every answer again (that parse was
 * ~1% of an uncached search's CPU).
 */
function isJsonWithoutErrors(res: Response, body: Buffer): boolean {
  if (!/json/.test(String(res.getHeader('Content-Type') ?? '')) || res.getHeader('Content-Encoding')) return false;
  return !/^\s*\{\s*"errors"\s*:/.test(body.subarray(0, 64).toString('utf8'));
}

async function precompress(s: Stored): Promise<void> {
  const [br, gz] = await Promise.all([
    brotliAsync(s.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: s.body.length } }),
    gzipAsync(s.body, { level: 9 }),
  ]);
  s.br = br;
  s.gzip = gz;
}

/** A bounded map: the oldest entry goes when it is full. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * The tables a GraphQL query reads when every root field it asks is a public read, or null: a
 * mutation, a field outside PUBLIC_READS, introspection, or any field that needs a role (@auth) anywhere
 * in the selection (its answer would depend on who asks).
 */
export function cacheableTables(schema: GraphQLSchema, reads: PublicReads, query: string, operationName?: string): readonly string[] | null {
  let doc: DocumentNode;
  try {
    doc = parse(query);
  } catch {
    return null;
  }
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  if (!op || op.operation !== 'query') return null;
  const tables = new Set<string>();
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD) return null;
    if (sel.name.value === '__typename') continue;
    const read = reads.graphql[sel.name.value];
    if (!read) return null;
    read.forEach((t) => tables.add(t));
  }
  if (!tables.size) return null;
  const typeInfo = new TypeInfo(schema);
  let needsRole = false;
  visit(doc, visitWithTypeInfo(typeInfo, {
    Field() {
      const def = typeInfo.getFieldDef();
      const type = def ? getNamedType(def.type) : undefined;
      if (def?.astNode?.directives?.some((d) => d.name.value === 'auth') || (type && 'astNode' in type && type.astNode?.directives?.some((d) => d.name.value === 'auth'))) {
        needsRole = true;
      }
    },
  }));
  return needsRole ? null : [...tables];
}
