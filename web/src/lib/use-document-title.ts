import { useEffect } from 'react';

// One <title> per page, so tabs, history and screen readers name the page.
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Bani Travel` : 'Bani Travel';
  }, [title]);
}
