import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { data, useLoaderData, useLocation, useParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type Params } from 'react-router';
import { browserApollo } from './apollo';
import { serverApollo } from './server-context';

/** One query a page shows, with the variables its URL gives. */
export interface PageQuery {
  query: TypedDocumentNode<unknown, OperationVariables>;
  variables: OperationVariables;
}

export function pageQuery<TData, TVars extends OperationVariables>(query: TypedDocumentNode<TData, TVars>, variables: TVars): PageQuery {
  return { query: query as TypedDocumentNode<unknown, OperationVariables>, variables };
}

/** What a page's queries depend on: the route's params and the URL (its query string). */
export interface RouteArgs {
  params: Params;
  url: URL;
}

/** A loader's answer: each query's data, in order; `server` when the browser's cache does not have it yet. */
export interface Preloaded {
  apollo: unknown[];
  server?: true;
}

const written = new WeakSet<object>();

async function run(client: ReturnType<typeof browserApollo>, queries: PageQuery[]): Promise<unknown[]> {
  try {
    return await Promise.all(queries.map(async ({ query, variables }) => (await client.query({ query, variables })).data));
  } catch (error) {
    // A page of something that does not exist (a package deleted, a mistyped id) is a real 404; the
    // route's error boundary says so.
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * A route's data, the way framework routers load it (ADR 0019): the route's loader asks the page's
 * queries before the page is drawn, on the server for the first page (in process, with the visitor's
 * session) and in the browser for the next ones; the components keep reading them with the generated
 * hooks, from the Apollo cache the loader filled. So the server renders a page once, with its data, and
 * a navigation shows the next page complete.
 *
 * The server's answers travel in the page with React Router's own data (`Preloaded`); `useHydrate`
 * writes them into the browser's cache before the first render reads it.
 */
export function routeData(queries: (args: RouteArgs) => PageQuery[], then?: (args: RouteArgs, first: unknown[]) => PageQuery[]) {
  /**
   * Both waves: what the URL names, then what those answers name (a package's first option's price).
   * The second wave only completes the page: when it is refused (a package whose booking closed since
   * its answer was kept), the page is drawn without it and its component asks and shows the refusal.
   */
  const load = async (client: ReturnType<typeof browserApollo>, args: RouteArgs) => {
    const first = await run(client, queries(args));
    if (!then) return first;
    const next = then(args, first);
    const extra = await run(client, next).catch((error: unknown) => {
      if (!CombinedGraphQLErrors.is(error)) throw error;
      return next.map(() => undefined);
    });
    return [...first, ...extra];
  };
  return {
    async loader({ request, params, context }: LoaderFunctionArgs): Promise<Preloaded> {
      return { apollo: await load(serverApollo(context), { params, url: new URL(request.url) }), server: true };
    },
    async clientLoader({ request, params }: ClientLoaderFunctionArgs): Promise<Preloaded> {
      return { apollo: await load(browserApollo(), { params, url: new URL(request.url) }) };
    },
    /** Called first by the route's component: the server's answers into the browser's cache, once. */
    useHydrate(): void {
      const loaded = useLoaderData() as Preloaded | undefined;
      const client = useApolloClient();
      const params = useParams();
      const { pathname, search } = useLocation();
      if (import.meta.env.SSR || !loaded?.server || written.has(loaded)) return;
      written.add(loaded);
      const args = { params, url: new URL(pathname + search, window.location.origin) };
      const first = queries(args);
      const list = then ? [...first, ...then(args, loaded.apollo.slice(0, first.length))] : first;
      list.forEach(({ query, variables }, i) => {
        if (loaded.apollo[i] != null) client.writeQuery({ query, variables, data: loaded.apollo[i] });
      });
    },
  };
}
