import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

/** Where the web build puts what the browser loads (web/dist/client) and the server build. */
export const clientDir = (webDist: string) => path.join(webDist, 'client');
const serverEntry = (webDist: string) => path.join(webDist, 'server', 'index.js');

/**
 * The web app's server build (React Router's framework mode: `react-router build` writes it to
 * web/dist/server), when there is one: the route table, its loaders and actions and the page render.
 */
export async function loadServerBuild(webDist: string): Promise<ServerBuild | undefined> {
  const entry = serverEntry(webDist);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/** What a loader or an action of the web app runs GraphQL with (web/src/lib/server-context.ts). */
export interface InProcessOperation {
  query: import('graphql').DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}
export type InProcessExecute = (operation: InProcessOperation) => Promise<import('graphql').FormattedExecutionResult>;

/** How many of a page's reads were answered from memory (graphql/kept-reads.ts), for its Server-Timing. */
export interface ReadsSeen {
  kept: number;
}
