import type { ApolloCache, TypedDocumentNode } from '@apollo/client';

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
