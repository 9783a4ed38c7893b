/**
 * The page's own blocking, measured in the page: Chromium slows its CPU 4× itself (as DevTools does),
 * and the page's Long Tasks (the browser's own record of main-thread tasks over 50 ms) after its first
 * contentful paint give the blocking time: each task's excess over 50 ms, summed.
 *
 * Why beside Lighthouse: Lighthouse times the page unthrottled and multiplies every task's wall time by
 * 4, so a task stretched by another process on this 2-core machine counts 4×, and its TBT swings 2-5×
 * between runs of the same build (ADR 0019). Here only the page's main thread is slowed, nothing is
 * traced, and the median of several loads moves with the page's code more than with the neighbours.
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

/** Blocking after the first contentful paint, from the page's long tasks (ms, the page's clock). */
export function blockingAfter(firstContentfulPaint: number, tasks: LongTask[]): Blocking {
  const after = tasks.filter((t) => t.start >= firstContentfulPaint);
  return {
    blocking: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    longest: Math.max(0, ...after.map((t) => t.duration)),
    count: after.length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Median over `loads` fresh loads of `url` on a phone-sized page (Lighthouse's mobile screen). */
export async function throttledBlocking(url: string, loads: number, executablePath: string): Promise<Blocking> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const results: Blocking[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: LongTask[] = [];
        Object.assign(window, { benchLongTasks: tasks });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url);
      // The first screen is live (ADR 0019), then the page is left alone as Lighthouse would.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), null, { timeout: 60_000 });
      await page.waitForTimeout(2000);
      const seen = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        tasks: (window as unknown as { benchLongTasks: LongTask[] }).benchLongTasks,
      }));
      results.push(blockingAfter(seen.fcp, seen.tasks));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    blocking: median(results.map((r) => r.blocking)),
    longest: median(results.map((r) => r.longest)),
    count: median(results.map((r) => r.count)),
  };
}
