import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, pageResults, paintedTop } from './site-helpers';

const e2e = useE2E();

// What a person does as soon as a page is drawn (ADR 0019): a quick typist, a password manager's
// autofill, a tap on the menu. Each page is opened without waiting for anything but its first bytes,
// and every control is used the moment it is visible, on a normal phone and on one four times slower
// (Chromium's own CPU slowdown). Nothing may be lost, whether the app has taken the page over yet or not.

/** A phone page, its CPU slowed `rate` times. */
async function phone(rate: number): Promise<Page> {
  const page = await e2e.newPage('phone', { touch: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/** Opens `path` and returns as soon as the response starts: the test acts when the controls appear. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`);

for (const rate of [1, 4]) {
  describeBrowser(`acting at the first paint, CPU ${rate}x`, () => {
    it('opens the phone menu at the first tap', async () => {
      const page = await phone(rate);
      await open(page, '/');
      await page.getByRole('button', { name: 'Menuja' }).tap();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Dubai' }).waitFor({ state: 'visible' });
      expect(e2e.consoleErrors(page)).toEqual([]);
    });

    it('registers with every field filled at once, as an autofill does', async () => {
      const page = await phone(rate);
      const username = `fp${rate}x${Date.now().toString(36)}`;
      await open(page, '/register');
      const values: Record<string, string> = { firstName: 'Arta', lastName: 'Krasniqi', number: '+383 44 123 456', email: `${username}@example.com`, username, password: 'Sekret123!' };
      for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
      await page.locator('main form button[type="submit"]').tap();
      // Registered and logged in: the next page says so, and the header offers the account.
      await page.getByText(/Regjistrimi ishte i suks/).waitFor();
      await page.getByRole('button', { name: 'Menuja' }).tap();
      await page.locator('#mobile-menu').getByRole('button', { name: /Logout|Dil/ }).waitFor({ state: 'visible' });
      expect(e2e.consoleErrors(page)).toEqual([]);
    });

    it('logs in with what was typed before the app started', async () => {
      const page = await phone(rate);
      await open(page, '/login');
      await field(page, 'username').fill('demo');
      await field(page, 'password').fill('Demo123!');
      await field(page, 'password').press('Enter');
      await page.getByText(/Login ishte i suks/).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(e2e.consoleErrors(page)).toEqual([]);
    });

    it("searches for what was typed in the menu's destination box", async () => {
      const page = await phone(rate);
      await open(page, '/turqi');
      await page.getByRole('button', { name: 'Menuja' }).tap();
      const box = page.locator('#mobile-menu').getByRole('searchbox');
      await box.fill('antalya');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('s') === 'antalya');
      await page.getByText('“antalya”').waitFor();
      expect(e2e.consoleErrors(page)).toEqual([]);
    });

    it('sorts the results by the order chosen as soon as the menu is drawn', async () => {
      const page = await phone(rate);
      await open(page, '/search?toId=2');
      await page.getByLabel('Rendit sipas').selectOption({ label: 'Çmimi: nga më i larti' });
      await page.waitForURL((url) => url.searchParams.get('sort') === 'priceDesc' && url.searchParams.get('toId') === '2');
      // The list as the order says: the titles the API gives for the same search, most expensive first.
      const desc = await graphqlClient(e2e.baseUrl)<{ searchPackages: { items: { title: string }[] } }>(
        '{ searchPackages(filter: { countryId: 2 }, order: { by: PRICE, direction: DESC }, page: { pageSize: 10 }) { items { title } } }',
      );
      await expect.poll(async () => (await pageResults(page)).titles).toEqual(desc.searchPackages.items.map((p) => p.title));
      expect(await page.getByLabel('Rendit sipas').inputValue()).toBe('priceDesc');
      expect(e2e.consoleErrors(page)).toEqual([]);
    });

    it('switches to English at the first tap, and stays there', async () => {
      const page = await phone(rate);
      await open(page, '/turqi');
      await page.getByRole('button', { name: 'Menuja' }).tap();
      await page.locator('#mobile-menu').getByRole('button', { name: 'English', exact: true }).tap();
      await page.getByText('Room prices', { exact: true }).waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.goto('/');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(e2e.consoleErrors(page)).toEqual([]);
    });
  });
}

/** How far the page's content moved by itself after it was first drawn (the Layout Instability API's sum). */
async function shiftAfterLoad(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    let sum = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(sum), 1500);
  }));
}

describeBrowser('a page that holds still while the app takes it over', () => {
  it('moves nothing under a finger on a phone: the search results, in either language, with the app or before it', async () => {
    for (const language of ['sq', 'en']) {
      const page = await e2e.newPage('phone', { touch: true });
      await page.context().addCookies([{ name: 'lang', value: language, url: e2e.baseUrl }]);
      await page.goto('/search', { waitUntil: 'commit' });
      const first = page.locator('main a[href^="/aranzhmani/"]').first();
      await first.waitFor();
      const drawn = await paintedTop(first);
      await page.waitForLoadState('networkidle');
      expect(await shiftAfterLoad(page), language).toBeLessThan(0.01);
      expect(await paintedTop(first), language).toBe(drawn);
      // So a tap the moment the cards are there opens the one tapped.
      const href = await first.getAttribute('href');
      await page.goto('/search', { waitUntil: 'commit' });
      await page.locator('main a[href^="/aranzhmani/"]').first().tap();
      await page.waitForURL((url) => url.pathname === href);
    }
  });
});

