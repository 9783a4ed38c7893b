/*
 * Named React hooks (useMeQuery, useLoginMutation, ...) over the typed documents: the text of each hook,
 * written into its operation's module by split-operations.ts.
 *
 * Why local: the community typescript-react-apollo plugin does not compile against Apollo Client 4.
 * Each hook is a thin wrapper of `useQuery`/`useMutation` from '@apollo/client/react'; its signature
 * mirrors Apollo's (options inferred as TOptions, so e.g. `returnPartialData` or `errorPolicy` still
 * shape the result type) and the data/variables types come from typescript-operations.
 *
 * Subscriptions are not generated: the API has none.
 */
const SUFFIX = { query: 'Query', mutation: 'Mutation' };

// typescript-operations names types `<Name><Suffix>`; typed-document-node names `<Name>Document`.
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

module.exports = { hookFor, QUERY_HELPERS, MUTATION_HELPERS };
