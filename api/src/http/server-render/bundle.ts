import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';

/** One operation of a page being rendered: one of the web app's generated documents. */
export interface InProcessOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** Answers a page's operation in process (graphql/in-process.ts), for the visitor the page is for. */
export type InProcessExecute = (operation: InProcessOperation) => Promise<FormattedExecutionResult>;

/** What the web's server entry (web/src/entry-server.tsx) answers for one page. */
/** A redirect, a page, or a status for the client-only page (the render showed a failed query). */
export type RenderResult = { redirect: string } | { clientOnly: true; status: number } | RenderedPage;

export interface RenderedPage {
  status: number;
  language: 'sq' | 'en';
  html: string;
  /** The Apollo cache, JSON already safe inside a script element. */
  state: string;
  title?: string;
  description?: string;
  lcpImage?: { href: string; srcset: string; sizes: string; type: string };
  /** Manifest keys of the matched lazy pages. */
  modules: string[];
  /** Renders of the tree until no query was pending. */
  passes: number;
  /** The render budget ran out before every query was answered (a bundle before this said nothing). */
  partial?: boolean;
}

export interface ServerBundle {
  render(request: { url: string; cookies?: string; execute: InProcessExecute; signal?: AbortSignal }): Promise<RenderResult>;
  /** The id of the JSON block that carries the cache (web/src/lib/apollo.ts). */
  APOLLO_STATE_ID?: string;
  /** The id of the JSON block that lists the chunks of the page's lazy route (web/src/lib/page-data.ts). */
  PAGE_CHUNKS_ID?: string;
  /** The language a Cookie header chooses, as the render reads it (web/src/lib/i18n). */
  languageOfCookies?(cookies: string | undefined): string;
}

/**
 * The web build's server bundle (`vite build --ssr`, web/dist-server beside web/dist), when there is
 * one: without it (an older build, a test's own web directory) every page is the client-only
 * index.html, as before.
 */
export async function loadServerBundle(webDist: string): Promise<ServerBundle | undefined> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry) || !existsSync(path.join(webDist, 'index.html'))) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBundle;
}
