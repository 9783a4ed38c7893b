import { carriesBearer } from '../http/bearer.js';
import type { Request, RequestHandler, Response } from 'express';
import { Kind, TypeInfo, getNamedType, parse, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { answerBytes, hitOf, keptAnswer, ownHeaders, sendKept, type KeptAnswer } from './answer.js';
import { sharedCacheControl } from './shared-cache.js';
import { keyOf, type KeptStore } from './store.js';
import { PUBLIC_READS, type PublicReads } from './tables.js';

const MAX_QUERY_LENGTH = 4000;

/** A request the public cache may answer: its answer's key, its tables, and its route label for the log and the metrics. */
export interface CacheableRequest {
  key: string;
  tables: readonly string[];
  route: string;
}

/**
 * The public cache (ADR 0017): the hot public reads of PUBLIC_READS (legacy GETs, and GraphQL queries
 * made only of those fields) answered from the one store (store.ts), keyed by the agency's day too,
 * with an ETag and precompressed copies. Two ways in: the pipeline's stage (`middleware`, which also
 * keeps the misses' answers) and the front door before Express (front-door.ts), which answers hits.
 */
export class PublicCache {
  /** What each GraphQL document reads (null: not a public read), by its name and text. */
  private readonly queries = new LRUCache<string, { tables: readonly string[] | null }>({ max: 2000 });
  private readonly restPaths: (readonly [RegExp, readonly string[], string])[];

  constructor(private readonly store: KeptStore, private readonly schema: GraphQLSchema, private readonly sharedSeconds = 0, private readonly reads: PublicReads = PUBLIC_READS) {
    this.restPaths = Object.entries(reads.rest).map(([path, tables]) =>
      [new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '\\d{1,9}')}$`), tables, path] as const);
  }

  get live(): boolean {
    return this.store.live;
  }

  /** A legacy GET of `path` (with its `/api` mount, no query string). */
  rest(path: string): CacheableRequest | undefined {
    const normal = path.replace(/\/+$/, '').toLowerCase();
    const pattern = this.reads.rest[normal] ? undefined : this.restPaths.find(([re]) => re.test(normal));
    const tables = this.reads.rest[normal] ?? pattern?.[1];
    return tables ? { key: keyOf('rest', normal), tables, route: pattern?.[2] ?? normal } : undefined;
  }

  /** A GraphQL POST with this JSON body; the answer's content type follows `accept` (graphql-response+json or json). */
  graphql(body: unknown, accept: string): CacheableRequest | undefined {
    const { query, variables, operationName, extensions } = (body ?? {}) as Record<string, unknown>;
    if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH || extensions !== undefined) return undefined;
    const name = typeof operationName === 'string' ? operationName : undefined;
    const queryKey = `${name ?? ''}\n${query}`;
    let known = this.queries.get(queryKey);
    if (!known) this.queries.set(queryKey, (known = { tables: cacheableTables(this.schema, this.reads, query, name) }));
    return known.tables ? { key: keyOf('graphql', queryKey, variables ?? null, accept), tables: known.tables, route: '/graphql' } : undefined;
  }

  /** The kept answer to `r` while it holds. */
  hit(r: CacheableRequest): KeptAnswer | undefined {
    return hitOf(this.store, r.key);
  }

  /** The pipeline's stage: answers a hit, or lets a miss go on and keeps its 200 answer. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const found = this.store.live ? this.cacheable(req) : undefined;
      if (!found) return next();
      const hit = this.hit(found);
      if (hit) {
        // A hit never reaches its route: the logs and metrics still group it under it.
        res.locals.route = found.route;
        return sendKept(req, res, hit);
      }
      const stamp = this.store.stamp();
      res.setHeader('X-Cache', 'miss');
      keepAnswer(res, (body) => {
        // Kept, so revalidated like its hits will be (Apollo would say no-store, REST nothing); a shared
        // cache in front may keep it a few seconds too: it is the same for every caller.
        res.setHeader('Cache-Control', sharedCacheControl(this.sharedSeconds));
        const headers = ownHeaders(res.getHeaders());
        if (!headers) return;
        const kept = keptAnswer(body, headers, stamp, found.tables);
        this.store.set(found.key, kept, answerBytes(kept));
      });
      next();
    };
  }

  private cacheable(req: Request): CacheableRequest | undefined {
    // A request made with an API token is checked (token, scopes, its limit) before any answer.
    if (carriesBearer(req)) return undefined;
    if (req.method === 'GET' && req.baseUrl === '/api' && !req.url.includes('?')) return this.rest(`/api${req.path}`);
    // GraphQL over POST with a JSON body only: that is what passes Apollo's CSRF prevention untouched.
    if (req.method === 'POST' && req.baseUrl === '/graphql' && req.path === '/' && req.is('application/json')) {
      return this.graphql(req.body, req.get('accept') ?? '');
    }
    return undefined;
  }
}

/**
 * Calls `keep` with the body of a whole 200 JSON answer without errors, as it is sent (its headers not
 * yet written); a streamed (written in parts) or failed answer is not kept.
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
    if (!streamed && !res.headersSent && res.statusCode === 200 && chunk !== undefined && typeof chunk !== 'function') {
      const body = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      if (isJsonWithoutErrors(res, body)) keep(body);
    }
    return end(...args);
  }) as Response['end'];
}

/**
 * A JSON answer (our own handlers' `res.json`, Apollo's `JSON.stringify`) whose top level has no
 * `errors`: GraphQL puts `errors` first when there are any (Apollo orders the result so, as the spec
 * recommends), so the start of the body tells, without parsing every answer again.
 */
function isJsonWithoutErrors(res: Response, body: Buffer): boolean {
  if (!/json/.test(String(res.getHeader('Content-Type') ?? '')) || res.getHeader('Content-Encoding')) return false;
  return !/^\s*\{\s*"errors"\s*:/.test(body.subarray(0, 64).toString('utf8'));
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
 * more than those tables.
 */
export function operationTables(schema: GraphQLSchema, reads: PublicReads, doc: DocumentNode, operationName?: string): readonly string[] | null {
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
  const typeInfo = new TypeInfo(schema);
  const used = usedFragments(doc, op.selectionSet);
  let needsRole = false;
  visit(doc, visitWithTypeInfo(typeInfo, {
    FragmentDefinition: (node) => (used.has(node.name.value) ? undefined : false),
    Field() {
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

/** The fragments a selection spreads, directly or through other fragments. */
function usedFragments(doc: DocumentNode, root: SelectionSetNode): Set<string> {
  const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const used = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.selectionSet) walk(sel.selectionSet);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
      else if (!used.has(sel.name.value)) {
        used.add(sel.name.value);
        const fragment = fragments.get(sel.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(root);
  return used;
}
