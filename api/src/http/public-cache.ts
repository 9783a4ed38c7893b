import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import etag from 'etag';
import type { Request, RequestHandler, Response } from 'express';
import { Kind, TypeInfo, getNamedType, parse, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import type { ChangeFeed } from '../shared/change-feed.js';
import { todayLocalKept } from '../shared/local-date.js';
import { PUBLIC_READS, type PublicReads } from './public-reads.js';

const MAX_ENTRIES = 500;
const MAX_QUERY_LENGTH = 4000;
/** Stored answers at least this large are kept compressed too (the API's compression threshold). */
export const COMPRESS_FROM_BYTES = 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A kept answer (also a kept page's, server-render/page-cache.ts). */
export interface Stored {
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

/** A request the public cache may answer: its answer's key, its tables, and its route label for the log and the metrics. */
export interface CacheableRequest {
  key: string;
  tables: readonly string[];
  route: string;
}

/**
 * The public cache (ADR 0017): the hot public lists of PUBLIC_READS (legacy GETs, and GraphQL queries
 * made only of those fields) answered from memory, keyed by the agency's day too (what is on sale
 * changes at midnight with no write: issue 41), with an ETag (a matching If-None-Match gets 304)
 * and, when large enough, precompressed with brotli or gzip. An answer is kept until the change feed
 * reports a committed write to a table it was read from, by this instance or any other; it is never
 * served while the feed is not live. One store, two ways in: the pipeline's stage (`middleware`, which
 * also keeps the misses' answers) and the front door before Express (http/front-door.ts), which
 * answers the hits it can send exactly as this stage would.
 */
export class PublicCache {
  private readonly answers = new Map<string, Stored>();
  private readonly queries = new Map<string, readonly string[] | null>();
  private readonly restPaths: (readonly [RegExp, readonly string[], string])[];

  constructor(private readonly feed: ChangeFeed, private readonly schema: GraphQLSchema, private readonly reads: PublicReads = PUBLIC_READS) {
    this.restPaths = Object.entries(reads.rest).map(([path, tables]) =>
      [new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '\\d{1,9}')}$`), tables, path] as const);
  }

  get live(): boolean {
    return this.feed.live;
  }

  /** A legacy GET of `path` (with its `/api` mount, no query string). */
  rest(path: string): CacheableRequest | undefined {
    const normal = path.replace(/\/+$/, '').toLowerCase();
    const pattern = this.reads.rest[normal] ? undefined : this.restPaths.find(([re]) => re.test(normal));
    const tables = this.reads.rest[normal] ?? pattern?.[1];
    return tables ? { key: `${todayLocalKept()} GET ${normal}`, tables, route: pattern?.[2] ?? normal } : undefined;
  }

  /** A GraphQL POST with this JSON body; the answer's content type follows `accept` (graphql-response+json or json). */
  graphql(body: unknown, accept: string): CacheableRequest | undefined {
    const { query, variables, operationName, extensions } = (body ?? {}) as Record<string, unknown>;
    if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH || extensions !== undefined) return undefined;
    const name = typeof operationName === 'string' ? operationName : undefined;
    const queryKey = `${name ?? ''}\n${query}`;
    let tables = this.queries.get(queryKey);
    if (tables === undefined) {
      tables = cacheableTables(this.schema, this.reads, query, name);
      remember(this.queries, queryKey, tables);
    }
    return tables ? { key: JSON.stringify([todayLocalKept(), queryKey, variables ?? null, accept]), tables, route: '/graphql' } : undefined;
  }

  /**
   * The stored answer to `r` while it still holds. Its compressed copies are made at its first hit,
   * not at the miss: most misses (a search with its own filters, page or order) are never asked again,
   * and compressing each at the best levels cost the uncached search a fifth of its CPU
   * (docs/benchmarks.md). Until they exist, the API's compression stage compresses the plain copy.
   */
  hit(r: CacheableRequest): StoredAnswer | undefined {
    const hit = this.answers.get(r.key);
    if (!hit || !this.feed.unchangedSince(hit.stamp, hit.tables)) return undefined;
    if (!hit.compressing && hit.body.length >= COMPRESS_FROM_BYTES) hit.compressing = precompress(hit).catch(() => {});
    return hit;
  }

  /** The pipeline's stage: answers a hit, or lets a miss go on and keeps its 200 answer. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const found = this.feed.live ? this.cacheable(req) : undefined;
      if (!found) return next();
      const hit = this.hit(found);
      if (hit) {
        // A hit never reaches its route: the logs and metrics still group it under it.
        res.locals.route = found.route;
        return void send(req, res, hit);
      }
      const stamp = this.feed.stamp();
      res.setHeader('X-Cache', 'miss');
      keepAnswer(res, (body) => {
        // Express has hashed the body already for its own ETag (the same weak form): not hashed twice.
        const tag = res.getHeader('ETag');
        const stored: Stored = { body, type: String(res.getHeader('Content-Type') ?? 'application/json'), etag: typeof tag === 'string' ? tag : etag(body, { weak: true }), stamp, tables: found.tables };
        remember(this.answers, found.key, stored);
      });
      next();
    };
  }

  private cacheable(req: Request): CacheableRequest | undefined {
    if (req.method === 'GET' && req.baseUrl === '/api' && !req.url.includes('?')) return this.rest(`/api${req.path}`);
    // GraphQL over POST with a JSON body only: that is what passes Apollo's CSRF prevention untouched.
    if (req.method === 'POST' && req.baseUrl === '/graphql' && req.path === '/' && req.is('application/json')) {
      return this.graphql(req.body, req.get('accept') ?? '');
    }
    return undefined;
  }
}

/** What a hit is sent from (read-only outside this file). */
export type StoredAnswer = Readonly<Pick<Stored, 'body' | 'type' | 'etag' | 'br' | 'gzip'>>;

/** The encoding a hit goes out in, as the client accepts it among the copies there are (false: none acceptable). */
export function hitEncoding(s: { readonly br?: unknown; readonly gzip?: unknown }, acceptsEncodings: (...encodings: string[]) => string | false): string | false {
  return s.br || s.gzip ? acceptsEncodings(...(s.br ? ['br'] : []), ...(s.gzip ? ['gzip'] : []), 'identity') : 'identity';
}

function send(req: Request, res: Response, s: StoredAnswer): void {
  res.setHeader('Content-Type', s.type);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', s.etag);
  res.setHeader('X-Cache', 'hit');
  res.vary('Accept-Encoding');
  const encoding = hitEncoding(s, (...e) => req.acceptsEncodings(...e));
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
      if (isJsonWithoutErrors(res, body)) {
        keep(body);
        // Kept, so revalidated like its hits will be (Apollo would say no-store, REST nothing).
        if (!res.headersSent) res.setHeader('Cache-Control', 'no-cache');
      }
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

export async function precompress(s: Pick<Stored, 'body' | 'br' | 'gzip'>): Promise<void> {
  const [br, gz] = await Promise.all([
    brotliAsync(s.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: s.body.length } }),
    gzipAsync(s.body, { level: 9 }),
  ]);
  s.br = br;
  s.gzip = gz;
}

/** A bounded map: the oldest entry goes when it is full. */
export function remember<V>(map: Map<string, V>, key: string, value: V, max = MAX_ENTRIES): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
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
  const tables = operationTables(schema, reads, doc, operationName);
  return tables?.length ? tables : null;
}

/**
 * The tables an operation's public reads come from (possibly none), or null when its answer depends on
 * more than those tables. `visitorFields` are root fields whose answer is fixed for a visitor without a
 * session (`me`: null), for a caller who knows there is none (the rendered pages, page-cache.ts): they
 * add no table, and what they select is never resolved, so it needs no check.
 */
export function operationTables(schema: GraphQLSchema, reads: PublicReads, doc: DocumentNode, operationName?: string, visitorFields: ReadonlySet<string> = new Set()): readonly string[] | null {
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  if (!op || op.operation !== 'query') return null;
  const tables = new Set<string>();
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD) return null;
    if (sel.name.value === '__typename' || visitorFields.has(sel.name.value)) continue;
    const read = reads.graphql[sel.name.value];
    if (!read) return null;
    read.forEach((t) => tables.add(t));
  }
  const typeInfo = new TypeInfo(schema);
  const queryType = schema.getQueryType();
  const used = usedFragments(doc, op.selectionSet, visitorFields);
  let needsRole = false;
  visit(doc, visitWithTypeInfo(typeInfo, {
    FragmentDefinition: (node) => (used.has(node.name.value) ? undefined : false),
    Field(node) {
      if (typeInfo.getParentType() === queryType && visitorFields.has(node.name.value)) return false;
      const def = typeInfo.getFieldDef();
      const type = def ? getNamedType(def.type) : undefined;
      if (def?.astNode?.directives?.some((d) => d.name.value === 'auth') || (type && 'astNode' in type && type.astNode?.directives?.some((d) => d.name.value === 'auth'))) {
        needsRole = true;
      }
      return undefined;
    },
  }));
  return needsRole ? null : [...tables];
}

/** The fragments a selection spreads, directly or through other fragments, outside the visitor fields. */
function usedFragments(doc: DocumentNode, root: SelectionSetNode, visitorFields: ReadonlySet<string>): Set<string> {
  const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const used = new Set<string>();
  const walk = (set: SelectionSetNode, top: boolean) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (!(top && visitorFields.has(sel.name.value)) && sel.selectionSet) walk(sel.selectionSet, false);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet, top);
      else if (!used.has(sel.name.value)) {
        used.add(sel.name.value);
        const fragment = fragments.get(sel.name.value);
        if (fragment) walk(fragment.selectionSet, top);
      }
    }
  };
  walk(root, true);
  return used;
}
