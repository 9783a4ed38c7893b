import './index.css';
import { settleBrowserState } from './lib/browser-state';
import { nextTask } from './lib/next-task';
import { showScrollbarOnceScrolled } from './lib/page-scrollbar';
import { APOLLO_STATE_ID, PAGE_CHUNKS_ID } from './lib/page-data';

/**
 * The entry index.html loads: only the stylesheet and this. A page the server rendered (ADR 0019) is
 * complete HTML already, so the app (React, Apollo, the router: ~200 KB gzip) is fetched and run after
 * the browser has painted it: the first and largest paint never wait for that code, nor does the
 * picture the page preloads compete with it. Pages drawn in the browser (the dashboard) start at once.
 */
const served = document.getElementById(APOLLO_STATE_ID) !== null;
const PRELOADS_PER_TASK = 4;

async function startApp() {
  // The start's history write, in a short task of its own, before the downloads keep the browser's
  // process busy and out of the router's (index.html's inline script made the storage and cookie reads).
  await settleBrowserState();
  // The chunks of the page's lazy route, named by the server (page-html.ts), come with the app's own.
  // A few per task: each request costs the main thread ~1-2 ms on a phone (more under DevTools), and
  // the two dozen of a page in one go made one of its longest tasks (~40 ms; Lighthouse's TBT).
  const chunks = document.getElementById(PAGE_CHUNKS_ID);
  const hrefs = chunks ? (JSON.parse(chunks.textContent || '[]') as string[]) : [];
  for (let i = 0; i < hrefs.length; i++) {
    if (i > 0 && i % PRELOADS_PER_TASK === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = hrefs[i]!;
    document.head.append(link);
  }
  // The app's code is run (module evaluation) in parts, a task each, then the app: one task with all of
  // it would block input for ~0.5 s on a mid-range phone. All is fetched at once (the chunks above).
  // Only our own modules and React DOM's client, whose exports are all used: importing a library's
  // namespace here would defeat tree shaking (~40 KB gzip for Apollo's and the router's).
  for (const part of [() => import('react-dom/client'), () => import('./lib/apollo'), () => import('./lib/i18n'), () => import('./app/routes')]) {
    await part();
    await nextTask();
  }
  const { start } = await import('./start');
  await start();
}

showScrollbarOnceScrolled();

// A frame callback runs before the paint of its frame; a task queued from it runs after that paint.
// A hidden tab paints nothing (and runs no frame callbacks): it starts at once.
if (served && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void startApp()));
else void startApp();
