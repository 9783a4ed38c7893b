import type { ApolloCache, TypedDocumentNode } from '@apollo/client';

// Cache policies of mutations, applied inside each mutation's hook (features/<area>/api/<mutation>.ts)
// so that no caller can forget them. Updates need nothing: Apollo merges a returned object by its id.
// The `update` factories return fully typed functions: a hook's options then infer without help.

/**
 * Drops cached root lists (e.g. "countries", "searchPackages" with every argument set): the next
 * screen that shows them asks the server again, and a screen showing them now refetches.
 */
export function evictLists(cache: ApolloCache, ...fieldNames: string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Removes a deleted object from the cache: every cached list drops its row at once. */
export function evictEntity(cache: ApolloCache, typename: string, id: number) {
  const ref = cache.identify({ __typename: typename, id });
  if (ref) cache.evict({ id: ref });
  cache.gc();
}

/** The `update` of a create mutation whose lists are sorted by the server: they are asked again. */
export const evictListsOf =
  (...fieldNames: string[]) =>
  (cache: ApolloCache) =>
    evictLists(cache, ...fieldNames);

/** The `update` of a `deleteX(id)` mutation: the object leaves the cache (and the lists named, e.g. a count). */
export const evictDeleted =
  (typename: string, ...alsoLists: string[]) =>
  (cache: ApolloCache, _result: unknown, { variables }: { variables?: { id: number } }) => {
    if (variables) evictEntity(cache, typename, variables.id);
    if (alsoLists.length) evictLists(cache, ...alsoLists);
  };

/** Drops one field of a cached object (e.g. a package's seatsLeft): whoever shows it asks again. */
export function evictField(cache: ApolloCache, typename: string, id: number, fieldName: string) {
  const ref = cache.identify({ __typename: typename, id });
  if (ref) cache.evict({ id: ref, fieldName });
}

/**
 * The `update` of a create mutation shown in a cached list (a table the server does not page): the
 * created row is appended, `listVariables` naming the list it joins (e.g. the cards of its kind).
 */
export function appendCreated<TData, TVars, TList extends Record<string, unknown>, TListVars extends Record<string, unknown>>(
  _mutation: TypedDocumentNode<TData, TVars>,
  list: TypedDocumentNode<TList, TListVars>,
  field: keyof TList & string,
  created: (data: TData) => unknown,
  listVariables: (variables: TVars) => TListVars = () => ({}) as TListVars,
) {
  return (cache: ApolloCache, { data }: { data?: TData | null }, { variables }: { variables?: TVars }) => {
    if (data && variables) appendToList(cache, list, listVariables(variables), field, created(data));
  };
}

/**
 * Adds a created row to a cached list query (e.g. the cards of one kind), so the table shows it at
 * once without asking the server again; a list not cached yet is left alone (fetched when shown).
 */
export function appendToList<TData extends Record<string, unknown>, TVars extends Record<string, unknown>>(
  cache: ApolloCache,
  query: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  field: keyof TData & string,
  item: unknown,
) {
  cache.updateQuery({ query, variables }, (old) => {
    const list = old?.[field];
    if (!old || !Array.isArray(list)) return old;
    return { ...old, [field]: [...list, item] } as TData;
  });
}
