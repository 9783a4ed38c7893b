import { print, type DocumentNode, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { operationTables } from './public-cache.js';
import { keyOf, type Held, type KeptStore } from './store.js';
import { PAGE_READS, type PublicReads } from './tables.js';

interface Kept extends Held {
  result: FormattedExecutionResult;
}

/**
 * The public reads of the web app's loaders, kept in memory the way the public cache keeps /graphql's
 * answers (ADR 0017): by the same rule (an operation made only of public reads, none needing a role),
 * per day, until the change feed reports a committed write to a table it was read from, and never
 * while the feed is not live. The page cache keeps whole pages for visitors who are not logged in; this
 * keeps their data, so a page it cannot keep (a logged-in customer's, one with a campaign's query
 * string) still reads the packages, places and slides from memory. Each request's Apollo client hands
 * over its own copy of a document (with `__typename` added), so a document is known by its text.
 */
export class KeptReads {
  private readonly running = new Map<string, Promise<FormattedExecutionResult>>();
  private readonly tablesOf = new LRUCache<string, { tables: readonly string[] | null }>({ max: 2000 });

  constructor(private readonly store: KeptStore, private readonly schema: GraphQLSchema, private readonly reads: PublicReads = PAGE_READS) {}

  /**
   * The result of a read: the kept one while it holds, else `run`'s (kept when it has no errors). Requests
   * asking the same read while it runs share that run. `text`: the key's text when the caller has it.
   */
  async read(query: DocumentNode, operationName: string | undefined, variables: unknown, run: () => Promise<FormattedExecutionResult>, text?: string): Promise<{ result: FormattedExecutionResult; kept: boolean }> {
    const found = this.store.live ? this.keyOf(query, operationName, variables, text) : undefined;
    if (!found) return { result: await run(), kept: false };
    const hit = this.store.get<Kept>(found.key);
    if (hit) return { result: hit.result, kept: true };
    const under = this.running.get(found.key);
    if (under) return { result: await under, kept: false };
    const stamp = this.store.stamp();
    const running = run();
    this.running.set(found.key, running);
    try {
      const result = await running;
      // Counted by its JSON's length: what the result's objects take, give or take.
      if (!result.errors) this.store.set(found.key, { result, stamp, tables: found.tables } as Kept, JSON.stringify(result).length);
      return { result, kept: false };
    } finally {
      this.running.delete(found.key);
    }
  }

  /** Whether the store answers at all now (the change feed is live). */
  get live(): boolean {
    return this.store.live;
  }

  /** `text`: the document's name and printed text, when the caller already has them. */
  private keyOf(query: DocumentNode, operationName: string | undefined, variables: unknown, text = `${operationName ?? ''}\n${print(query)}`): { key: string; tables: readonly string[] } | undefined {
    let known = this.tablesOf.get(text);
    if (!known) this.tablesOf.set(text, (known = { tables: operationTables(this.schema, this.reads, query, operationName) }));
    return known.tables ? { key: keyOf('read', text, variables ?? null), tables: known.tables } : undefined;
  }
}
