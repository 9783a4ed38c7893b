import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// Same origin as the page (the API serves the built SPA; Vite proxies /graphql in dev),
// with the httpOnly session cookie on every request.
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
