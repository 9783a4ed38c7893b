import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

// The parts of a server-rendered page below the first screen (HydrateApart `until="visible"`, ADR
// 0019) are taken over by the browser when they come near the viewport or when the visitor acts in
// them. Before that they are the server's HTML: the first press, key or focus in them must not be lost.

/** Whether React has taken over the element (hydrated it): it keeps its fiber on the DOM node. */
const taken = (page: Page, selector: string) =>
  page.evaluate((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactFiber')), selector);

describeBrowser('parts taken over when seen or used', () => {
  it('the footer form works from the first key, before the footer was seen', async () => {
    const page = await e2e.newPage('phone');
    await page.goto('/');
    const input = 'footer input[type="email"]';
    // The page is live (data-ready), the footer far below the first screen still waits.
    expect(await taken(page, input)).toBe(false);
    // Focus without scrolling (as the Tab key would reach it), then type and send with Enter.
    await page.evaluate((s) => document.querySelector<HTMLInputElement>(s)!.focus({ preventScroll: true }), input);
    await page.keyboard.type('early.bird@example.com');
    await page.keyboard.press('Enter');
    await page.getByText('Jeni abonuar me sukses!', { exact: false }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await taken(page, input)).toBe(true);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('a link in a part not yet taken over navigates in the page; parts seen are taken over', async () => {
    const page = await e2e.newPage('phone');
    await page.goto('/');
    const link = 'footer a[href="/kontakt"]';
    expect(await taken(page, link)).toBe(false);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // A click (no press before it, no scrolling): the router handles it, no new document is loaded.
    await page.evaluate((s) => document.querySelector<HTMLAnchorElement>(s)!.click(), link);
    await page.waitForURL((url) => url.pathname === '/kontakt');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Back on the home page, the Istanbul offers come near the viewport and are taken over; their cards work.
    await page.goto('/');
    const card = 'section[aria-labelledby="offer-istanbul"] a';
    expect(await taken(page, card)).toBe(false);
    await page.locator(card).first().scrollIntoViewIfNeeded();
    await expect.poll(() => taken(page, card)).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const href = (await page.locator(card).first().getAttribute('href'))!;
    await page.locator(card).first().click();
    await page.waitForURL((url) => url.pathname + url.search === href);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('the SQ/EN switch takes over the waiting parts first, then shows them in English', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    expect(await taken(page, 'footer')).toBe(false);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByText('Sign up now! We will send you the best offers every week.').waitFor();
    expect(await taken(page, 'footer')).toBe(true);
    // Taken over in Albanian, as the server drew them, then switched: no hydration mismatch.
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
