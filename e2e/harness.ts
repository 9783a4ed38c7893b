import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from 'vitest';
import { startServer, type RunningServer } from './server';

// Debian's chromium; E2E_CHROMIUM overrides it on machines that keep it elsewhere.
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) {
  const message = `Chromium not found at ${CHROMIUM} (apt-get install -y chromium).`;
  // In CI a missing browser must fail the run, never silently pass it.
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`\n${'!'.repeat(78)}\n!!! BROWSER JOURNEYS SKIPPED: ${message}\n${'!'.repeat(78)}\n`);
}

/** `describe` for browser journeys: skipped (loudly, see above) when Chromium is missing. */
export const describeBrowser = describe.skipIf(!hasChromium);

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

export interface E2E {
  readonly baseUrl: string;
  /** The server's database, for what no page shows on purpose (a reset link staff may not read). */
  databaseUrl(): Promise<string>;
  /** A page in a fresh browser context (own cookies), with its console errors collected; one opened
   *  in a test is closed after it (one opened in `beforeAll` lives as long as the file); `javaScript:
   *  false` is a browser that runs none (what the server's HTML alone shows); `touch`, a touch screen
   *  (a coarse pointer), as a phone's browser reports it. */
  newPage(viewport?: keyof typeof viewports, options?: { javaScript?: boolean; touch?: boolean }): Promise<Page>;
  /** Console errors and uncaught exceptions seen on that page so far. */
  consoleErrors(page: Page): string[];
  /** What the server printed so far (JSON log lines: a mail queued without SMTP carries its text). */
  serverOutput(): string;
}

/** Boots the built server and Chromium once for the calling test file; tears both down after. */
export function useE2E(): E2E {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const errors = new WeakMap<Page, string[]>();
  // The browsers a test opened: closed after it, as a person closes a tab, so their timers and
  // animations (a slider, a CPU slowed four times) do not take the cores from the tests after it.
  let opened: BrowserContext[] | undefined;
  beforeEach(() => {
    opened = [];
  });
  afterEach(async () => {
    const done = opened ?? [];
    opened = undefined;
    await Promise.all(done.map((c) => c.close()));
  });

  beforeAll(async () => {
    if (!hasChromium) return; // the suites are skipped; do not boot a server for nothing
    // Side by side: the browser starts while the server copies its database and boots.
    const [started, launched] = await Promise.allSettled([
      startServer({ template: inject('e2eTemplate') }),
      chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
      }),
    ]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get baseUrl() {
      if (!server) throw new Error('server not started (beforeAll failed?)');
      return server.baseUrl;
    },
    databaseUrl() {
      if (!server) throw new Error('server not started (beforeAll failed?)');
      return server.databaseUrl();
    },
    async newPage(viewport = 'desktop', options = {}) {
      if (!browser || !server) throw new Error('browser not started (beforeAll failed?)');
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: viewports[viewport],
        javaScriptEnabled: options.javaScript ?? true,
        ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
      });
      opened?.push(context);
      const page = await context.newPage();
      const seen: string[] = [];
      errors.set(page, seen);
      page.on('console', (msg) => {
        if (msg.type() === 'error') seen.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
      return page;
    },
    consoleErrors(page) {
      return errors.get(page) ?? [];
    },
    serverOutput() {
      return server?.output.join('') ?? '';
    },
  };
}
