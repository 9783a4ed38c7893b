import { ApolloLink, type ApolloClient } from '@apollo/client';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { createServerApolloClient } from './apollo';
import type { VisitorKind } from './visitor';

/** One GraphQL operation, answered by the API in process (never over HTTP) for the visitor at hand. */
export type Execute = (operation: { query: DocumentNode; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

/**
 * What the API hands every loader, action and the server's render (its `getLoadContext`): the request's
 * GraphQL, run in process with the visitor's own session, and the CSP nonce of this response.
 */
export interface ServerContext {
  execute: Execute;
  /** The nonce the response's Content-Security-Policy allows inline scripts by (React Router's own). */
  nonce: string;
  /** The site's public address (PUBLIC_URL): canonical links and link previews are absolute. */
  publicUrl: string;
  /** The kind of visitor (signed in or not, staff or not), never who: all a shared page may depend on. */
  visitor: VisitorKind;
  /** What the request's data cost so far, as a Server-Timing entry (the render adds its own). */
  dataTiming(): string;
  /** The request is the app's own (React Router's data request), not a page or a plain HTML form. */
  fromApp: boolean;
}

declare module 'react-router' {
  // The augmentation React Router documents: its loaders' `context` is ours.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerContext {}
}

const clients = new WeakMap<ServerContext, ApolloClient>();

/**
 * The request's Apollo client: the loaders fill its cache, the render reads it (entry.server.tsx), so
 * the page is drawn from what the loaders asked, in one pass.
 */
export function serverApollo(context: ServerContext): ApolloClient {
  let client = clients.get(context);
  if (!client) {
    client = createServerApolloClient(inProcessLink(context.execute));
    clients.set(context, client);
  }
  return client;
}

function inProcessLink(execute: Execute): ApolloLink {
  return new ApolloLink((operation) => new Observable<ApolloLink.Result>((subscriber) => {
    execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName })
      .then((result) => {
        subscriber.next(result as ApolloLink.Result);
        subscriber.complete();
      })
      .catch((error: unknown) => subscriber.error(error));
  }));
}
