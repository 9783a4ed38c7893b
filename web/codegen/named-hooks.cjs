/*
 * graphql-codegen plugin: named React hooks (useMeQuery, useLoginMutation, ...) over the typed documents.
 *
 * Why local: the community typescript-react-apollo plugin does not compile against Apollo Client 4.
 * Each hook is a thin wrapper of `useQuery`/`useMutation` from '@apollo/client/react'; its signature
 * mirrors Apollo's (options inferred as TOptions, so e.g. `returnPartialData` or `errorPolicy` still
 * shape the result type) and the data/variables types come from typescript-operations.
 *
 * Config: documentsImport = module with the documents and operation types (default './graphql').
 * Subscriptions are not generated: the API has none.
 */
const { Kind } = require('graphql');

const SUFFIX = { query: 'Query', mutation: 'Mutation' };

// typescript-operations names types `<Name><Suffix>`; typed-document-node names `<Name>Document`.
const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

function operationsOf(documents) {
  const found = [];
  for (const file of documents) {
    for (const def of file.document?.definitions ?? []) {
      if (def.kind !== Kind.OPERATION_DEFINITION || !SUFFIX[def.operation]) continue;
      if (!def.name) throw new Error(`named-hooks: every operation needs a name (${file.location})`);
      found.push({ name: pascal(def.name.value), operation: def.operation });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

function hookFor({ name, operation }) {
  const data = `${name}${SUFFIX[operation]}`;
  const vars = `${data}Variables`;
  if (operation === 'query') {
    return `export function use${data}<TOptions extends useQuery.Options<${data}, ${vars}> = DefaultQueryOptions<${data}, ${vars}>>(
  ...args: QueryArgs<${vars}, TOptions>
) {
  return useAnyQuery(${name}Document, ...args) as useQuery.ResultForOptions<${data}, ${vars}, TOptions>;
}`;
  }
  return `export function use${data}<TOptions extends useMutation.Options<${data}, ${vars}> = Record<string, never>>(
  options?: TOptions,
) {
  return useAnyMutation(${name}Document, options) as useMutation.ResultForOptions<${data}, ${vars}, Cache.Implementation, TOptions>;
}`;
}

const QUERY_HELPERS = `// Options are optional exactly when the operation has no required variables, as in useQuery itself.
type QueryArgs<TVars, TOptions> = {} extends TVars ? [options?: TOptions] : [options: TOptions];
// The default options type only matters for calls without options; with required variables there are
// none, but the default must still satisfy the constraint (which then demands \`variables\`).
type DefaultQueryOptions<TData, TVars extends OperationVariables> = {} extends TVars ? Record<string, never> : useQuery.Options<TData, TVars>;
// Apollo's overloaded hooks cannot be forwarded generically: each wrapper states its result type,\n// computed by Apollo's own ResultForOptions from the same data, variables and options types.
const useAnyQuery = useQuery as (query: DocumentNode, options?: object) => unknown;`;

const MUTATION_HELPERS = `const useAnyMutation = useMutation as (mutation: DocumentNode, options?: object) => unknown;`;

exports.plugin = function namedHooks(_schema, documents, config) {
  const ops = operationsOf(documents);
  if (ops.length === 0) return '// No operations found.\nexport {};\n';
  const hasQuery = ops.some((op) => op.operation === 'query');
  const hasMutation = ops.some((op) => op.operation === 'mutation');
  const imported = ops.flatMap(({ name, operation }) => {
    const data = `${name}${SUFFIX[operation]}`;
    return [`${name}Document`, `type ${data}`, `type ${data}Variables`];
  });
  const lines = [
    `import { ${[hasQuery && 'useQuery', hasMutation && 'useMutation'].filter(Boolean).join(', ')} } from '@apollo/client/react';`,
    hasQuery ? "import type { DocumentNode, OperationVariables } from '@apollo/client';" : "import type { DocumentNode } from '@apollo/client';",
    hasMutation ? "import type { Cache } from '@apollo/client/cache';" : null,
    `import { ${imported.join(', ')} } from '${config.documentsImport ?? './graphql'}';`,
    '',
    hasQuery ? QUERY_HELPERS : null,
    hasMutation ? MUTATION_HELPERS : null,
    '',
    ops.map(hookFor).join('\n\n'),
    '',
  ];
  return lines.filter((line) => line !== null).join('\n');
};
