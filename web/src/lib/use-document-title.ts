import { useEffect } from 'react';

/** The tab's text for a page's title. */
export const documentTitle = (title: string) => (title ? `${title} · Bani Travel` : 'Bani Travel');

/**
 * The title of a screen drawn in the browser only (the dashboard). Public pages render theirs with
 * their head (page-meta.tsx), so that it is in the server's HTML.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const created = !document.querySelector('title');
    document.title = documentTitle(title);
    // A title this screen made goes with it: the next page's own must be the only one.
    return () => {
      if (created) document.querySelector('title')?.remove();
    };
  }, [title]);
}
