import { useEffect } from 'react';
import { useServerPage } from './server-page';

/** The tab's text for a page's title. */
export const documentTitle = (title: string) => (title ? `${title} · Bani Travel` : 'Bani Travel');

// One <title> per page, so tabs, history and screen readers name the page (the server writes it into
// the head of a page it renders).
export function useDocumentTitle(title: string) {
  useServerPage()?.report({ title: documentTitle(title) });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
