/**
 * What a person on a slow phone gets from a page: Chromium slows the page's CPU 4× itself (as DevTools
 * does), and the page reports when it was first drawn (first contentful paint), when its largest element
 * was (LCP), when the app had taken it over (the header's first link became React's), and the page's own
 * blocking (the Long Tasks after the first paint, each task's excess over 50 ms, summed). Median of
 * several loads, each in a fresh context, nothing traced.
 */
import { chromium } from 'playwright-core';

export interface LongTask {
  start: number;
  duration: number;
}

export interface Blocking {
  /** Sum over the long tasks after the first contentful paint of their excess over 50 ms. */
  blocking: number;
  longest: number;
  count: number;
}

export interface Felt extends Blocking {
  fcp: number;
  lcp: number;
  /** When the app had taken the page over (ms from the navigation). */
  hydrated: number;
}

/** Blocking after the first contentful paint, from the page's long tasks (ms, the page's clock). */
export function blockingAfter(firstContentfulPaint: number, tasks: LongTask[]): Blocking {
  const after = tasks.filter((t) => t.start >= firstContentfulPaint);
  return {
    blocking: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    longest: Math.max(0, ...after.map((t) => t.duration)),
    count: after.length,
  };
}

/*
 * Runs in the page before its own scripts. A string, not a function: tsx compiles a function's inner
 * helpers with names (`__name(...)`) that do not exist in the page.
 */
const WATCH = `
  const seen = { tasks: [], lcp: 0, hydrated: 0 };
  window.benchSeen = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const link = document.querySelector('header a');
    if (link && Object.keys(link).some((k) => k.startsWith('__reactFiber'))) seen.hydrated = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Median over `loads` fresh loads of `url` on a phone-sized page (Lighthouse's mobile screen), CPU `rate`× slower. */
export async function felt(url: string, loads: number, executablePath: string, rate = 4): Promise<Felt> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const results: Felt[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript({ content: WATCH });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => (window as unknown as { benchSeen: { hydrated: number } }).benchSeen.hydrated > 0, null, { timeout: 60_000 });
      // Then left alone for a while, as Lighthouse would.
      await page.waitForTimeout(2000);
      const seen = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        ...(window as unknown as { benchSeen: { tasks: LongTask[]; lcp: number; hydrated: number } }).benchSeen,
      }));
      results.push({ fcp: seen.fcp, lcp: seen.lcp, hydrated: seen.hydrated, ...blockingAfter(seen.fcp, seen.tasks) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const pick = (k: keyof Felt) => median(results.map((r) => r[k]));
  return { fcp: pick('fcp'), lcp: pick('lcp'), hydrated: pick('hydrated'), blocking: pick('blocking'), longest: pick('longest'), count: pick('count') };
}
