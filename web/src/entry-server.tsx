/**
 * The server's entry (ADR 0019, "Paint before JavaScript"): renders one public page for the API process,
 * with the same route table, the same generated hooks and the same dictionaries as the browser. Built by
 * `vite build --ssr` into web/dist-server/entry-server.js; api/src/http/page-render loads it, answers the
 * GraphQL queries in process with the request's own context, and writes the result into index.html.
 */
import { ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import type { PageHandle } from './app/lazy-page';
import { Providers } from './app/providers';
import { canonicalPath, routes } from './app/routes';
import { createServerApolloClient } from './lib/apollo';

export { APOLLO_STATE_ID, PAGE_CHUNKS_ID } from './lib/page-data';
// The language a visitor's cookies choose: the API keeps rendered pages per language (page-cache.ts).
export { languageOfCookies } from './lib/i18n';
import i18n, { addEnglish, languageOfCookies, type Language } from './lib/i18n';
import { jsonForScript } from './lib/json-script';
import { ServerPage, ServerPageContext, type LcpImage } from './lib/server-page';

// Both dictionaries are loaded once, at start; each render takes its own instance in the visitor's language.
const english = import('./lib/i18n/en').then(({ en }) => addEnglish(en));
const handler = createStaticHandler(routes);

/** One GraphQL operation, answered by the API in process (never over HTTP) for the visitor at hand. */
export type Execute = (operation: { query: DocumentNode; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  /** Absolute URL of the page (the API's own origin is enough). */
  url: string;
  /** The request's Cookie header: the language the visitor chose. */
  cookies?: string;
  execute: Execute;
  /** Stops waiting for more data (the page renders with what it has). */
  signal?: AbortSignal;
}

export type RenderResult =
  | { redirect: string }
  /** The page showed a failed query (a package that does not exist): the browser's cache cannot hold
   *  that answer, so its first render would differ; or the page is client-only (PageHandle). The
   *  client-only page with this status is sent. */
  | { clientOnly: true; status: number }
  | {
      /** 200, or what the page says it stands for (404 for a package that does not exist). */
      status: number;
      language: Language;
      /** The markup of `#root`. */
      html: string;
      /** The Apollo cache after render, as JSON safe inside a `<script type="application/json">`. */
      state: string;
      title?: string;
      description?: string;
      lcpImage?: LcpImage;
      /** The source modules of the matched lazy pages (keys of Vite's manifest): preloaded with the HTML. */
      modules: string[];
      /** How many times the tree was rendered until no query was pending (each wave of queries adds one). */
      passes: number;
      /** The render budget ran out before every query was answered: parts of the page show loading. */
      partial: boolean;
    };

/** Renders the page `url` names; throws when it cannot (the API then sends the client-only index.html). */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  // Any other letter case of a path redirects to its canonical form, as RootLayout does in the browser.
  const canonical = canonicalPath(url.pathname);
  if (canonical) return { redirect: canonical + url.search };
  const context = await handler.query(new Request(url, { signal: request.signal }));
  if (context instanceof Response) return { redirect: context.headers.get('Location') ?? '/' };
  const handles = context.matches.map((m) => m.route.handle as PageHandle | undefined);
  if (handles.some((h) => h?.clientOnly)) return { clientOnly: true, status: 200 };
  const language = languageOfCookies(request.cookies);
  await english;
  const page = new ServerPage();
  const answers = { failed: false };
  const client = createServerApolloClient(inProcessLink(request.execute, answers));
  const router = createStaticRouter(handler.dataRoutes, context);
  const translations = i18n.cloneInstance({ lng: language });
  const { result, diagnostics, aborted } = await prerenderStatic({
    tree: (
      <ServerPageContext.Provider value={page}>
        <I18nextProvider i18n={translations}>
          <Providers client={client}>
            {/* hydrate={false}: its inline script would break the CSP; start.tsx starts the router itself. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </I18nextProvider>
      </ServerPageContext.Provider>
    ),
    renderFunction: renderToString,
    signal: request.signal,
    maxRerenders: 10,
    diagnostics: true,
  });
  const modules = handles.flatMap((h) => (h?.module ? [h.module] : []));
  const notFound = context.matches.some((m) => m.route.path === '*');
  const { title, description, lcpImage, status = notFound ? 404 : 200 } = page.facts;
  if (answers.failed) return { clientOnly: true, status };
  return {
    status,
    language,
    html: result,
    state: jsonForScript(client.extract() as NormalizedCacheObject),
    title,
    description,
    lcpImage,
    modules,
    passes: diagnostics?.renderCount ?? 1,
    partial: aborted,
  };
}

/** Queries answered by the API in process; a page never writes while rendering. */
function inProcessLink(execute: Execute, answers: { failed: boolean }): ApolloLink {
  return new ApolloLink((operation) => new Observable<ApolloLink.Result>((subscriber) => {
    execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName })
      .then((result) => {
        if (result.errors?.length) answers.failed = true;
        subscriber.next(result as ApolloLink.Result);
        subscriber.complete();
      })
      .catch((error: unknown) => subscriber.error(error));
  }));
}
