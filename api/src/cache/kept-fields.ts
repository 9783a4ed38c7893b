import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { execute, Kind, print, type DocumentNode, type ExecutionResult, type FieldNode, type FormattedExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { AppContext } from '../http/context.js';
import type { KeptReads } from './kept-reads.js';
import { operationTables } from './public-cache.js';
import { PUBLIC_READS, type PublicReads } from './tables.js';

/** An operation cut in two: its public root fields (answered by the kept reads) and the rest. */
interface Split {
  publicPart: DocumentNode;
  /** The public part's text, its key among the kept reads (printed once per document). */
  publicText: string;
  rest: DocumentNode;
  /** The response keys in the order the operation asked them. */
  order: string[];
}

/**
 * A query that mixes public reads with personal fields (`{ me { id } countries { id name } }` from a
 * signed-in customer) is not a public read, so the public cache never answers it, and each of its public
 * fields was read from the database every time. Here such an operation is cut at its root: the public
 * fields are answered as a kept read of their own (kept-reads.ts: same key, same tables, same freshness
 * as the web app's loaders'), the rest runs as usual, and the answer joins both in the asked order. An
 * answer with an error in either part, a root with fragments or directives, or a request made with an
 * API token (its scopes are checked field by field) is left to Apollo to run whole.
 */
export function keptFieldsPlugin(schema: GraphQLSchema, kept: KeptReads, reads: PublicReads = PUBLIC_READS): ApolloServerPlugin<AppContext> {
  const splits = new WeakMap<DocumentNode, Split | null>();
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ document, operation, operationName, request, contextValue }): Promise<GraphQLResponse | null> {
          if (!operation || operation.operation !== 'query' || contextValue.token || !kept.live) return null;
          let split = splits.get(document);
          if (split === undefined) splits.set(document, (split = splitOf(schema, reads, document, operation, operationName ?? undefined)));
          if (!split) return null;
          const variableValues = request.variables;
          const name = operationName ?? undefined;
          const [publicRead, rest] = await Promise.all([
            kept.read(split.publicPart, name, variableValues, async () => (await execute({ schema, document: split.publicPart, variableValues, operationName: name, contextValue })) as FormattedExecutionResult, split.publicText),
            execute({ schema, document: split.rest, variableValues, operationName: name, contextValue }) as Promise<ExecutionResult>,
          ]);
          if (publicRead.result.errors || rest.errors || !publicRead.result.data || !rest.data) return null;
          const data: Record<string, unknown> = {};
          for (const key of split.order) data[key] = key in rest.data ? rest.data[key] : publicRead.result.data[key];
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data } } };
        },
      };
    },
  };
}

/** The operation's two parts, or null when it is all public, all personal, or its root is not plain fields. */
function splitOf(schema: GraphQLSchema, reads: PublicReads, doc: DocumentNode, op: OperationDefinitionNode, operationName: string | undefined): Split | null {
  const fields = op.selectionSet.selections;
  if (!fields.every((f): f is FieldNode => f.kind === Kind.FIELD && !f.directives?.length)) return null;
  const keys = fields.map((f) => (f.alias ?? f.name).value);
  // The same response key twice (a field asked in two ways) would be merged by GraphQL: left whole.
  if (new Set(keys).size !== keys.length) return null;
  const part = (selections: FieldNode[]): DocumentNode => ({
    ...doc,
    definitions: doc.definitions.map((d) => (d === op ? { ...op, selectionSet: { ...op.selectionSet, selections } } : d)),
  });
  const isPublic = (f: FieldNode) => f.name.value !== '__typename' && !!reads.graphql[f.name.value] && operationTables(schema, reads, part([f]), operationName) !== null;
  const publicFields = fields.filter(isPublic);
  if (!publicFields.length || publicFields.length === fields.length) return null;
  const publicPart = part(publicFields);
  return {
    publicPart,
    publicText: `${operationName ?? ''}\n${print(publicPart)}`,
    rest: part(fields.filter((f) => !publicFields.includes(f))),
    order: keys,
  };
}
