import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from '@apollo/client';

/**
 * The browser's client, one for the page's life: same origin as the page, with the httpOnly session
 * cookie. The route loaders (lib/route-data.ts) and the components share it.
 */
let browser: ApolloClient | undefined;

export function browserApollo(): ApolloClient {
  browser ??= new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
  return browser;
}

/** The server's client for one request: its own cache, its answers from the API in process (`link`). */
export function createServerApolloClient(link: ApolloLink) {
  return new ApolloClient({ link, cache: new InMemoryCache(), ssrMode: true });
}
