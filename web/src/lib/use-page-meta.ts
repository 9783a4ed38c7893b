import { useEffect } from 'react';
import { useServerPage } from './server-page';
import { useDocumentTitle } from './use-document-title';

const defaultDescription = 'Bani Travel: agjenci udhëtimi nga Kosova';

/** The page's <title> and <meta name="description"> (search results and link previews show both). */
export function usePageMeta(title: string, description?: string) {
  useDocumentTitle(title);
  useServerPage()?.report({ description: description || defaultDescription });
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]') ?? document.createElement('meta');
    if (!meta.isConnected) {
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description || defaultDescription;
    // Pages without their own description (login, 404) must not keep the previous page's.
    return () => {
      meta.content = defaultDescription;
    };
  }, [description]);
}
