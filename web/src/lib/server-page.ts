import { createContext, useContext } from 'react';

/** The picture a page shows largest first (its LCP element): preloaded with the page's HTML. */
export interface LcpImage {
  href: string;
  srcset: string;
  sizes: string;
  type: string;
}

/** What a page reports of itself besides its markup. */
export interface PageFacts {
  title?: string;
  description?: string;
  status?: number;
  lcpImage?: LcpImage;
}

/**
 * What a page tells the server rendering it, beyond its HTML: the head's title and description, its
 * HTTP status, its largest picture. Reported during render (only on the server, where the context is
 * provided; in the browser these hooks do nothing) and read by entry-server.tsx once render ends; the
 * last render's report wins, except for the picture, which is the first eager one.
 */
export class ServerPage {
  readonly facts: PageFacts = {};

  report(facts: Omit<PageFacts, 'lcpImage'>) {
    Object.assign(this.facts, facts);
  }

  /** The first picture loaded eagerly is the page's largest paint. */
  eagerImage(image: LcpImage) {
    this.facts.lcpImage ??= image;
  }
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The server's collector while rendering there; null in the browser. */
export const useServerPage = (): ServerPage | null => useContext(ServerPageContext);

/** The HTTP status the page stands for (e.g. 404 for a package that does not exist). */
export function useServerStatus(status: number) {
  useServerPage()?.report({ status });
}
