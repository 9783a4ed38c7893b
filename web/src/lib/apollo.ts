import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';

export { APOLLO_STATE_ID } from './page-data';

// Same origin as the page (the API serves the built SPA; Vite proxies /graphql in dev),
// with the httpOnly session cookie on every request. A page the server rendered hands over the
// answers it used (`state`): the first render reads them and asks nothing again; for that first
// moment even network-first queries take the cache (ssrForceFetchDelay).
export function createApolloClient(state?: NormalizedCacheObject) {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: state ? new InMemoryCache().restore(state) : new InMemoryCache(),
    ...(state ? { ssrForceFetchDelay: 100 } : {}),
  });
}

/** The server's client for one request: its own cache, its answers from the API in process (`link`). */
export function createServerApolloClient(link: ApolloLink) {
  return new ApolloClient({ link, cache: new InMemoryCache(), ssrMode: true });
}
