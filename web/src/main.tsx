import './index.css';
import { APOLLO_STATE_ID, PAGE_CHUNKS_ID } from './lib/page-data';

/**
 * The entry index.html loads: only the stylesheet and this. A page the server rendered (ADR 0019) is
 * complete HTML already, so the app (React, Apollo, the router: ~200 KB gzip) is fetched and run after
 * the browser has painted it: the first and largest paint never wait for that code, nor does the
 * picture the page preloads compete with it. Pages drawn in the browser (the dashboard) start at once.
 */
const served = document.getElementById(APOLLO_STATE_ID) !== null;

function startApp() {
  // The chunks of the page's lazy route, named by the server (page-html.ts), come with the app's own.
  const chunks = document.getElementById(PAGE_CHUNKS_ID);
  for (const href of chunks ? (JSON.parse(chunks.textContent || '[]') as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./start').then(({ start }) => start());
}

// A frame callback runs before the paint of its frame; a task queued from it runs after that paint.
// A hidden tab paints nothing (and runs no frame callbacks): it starts at once.
if (served && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(startApp));
else startApp();
