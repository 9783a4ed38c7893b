import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient } from './site-helpers';

const e2e = useE2E();

// The parts of a server-rendered page below the first screen (HydrateApart `until="visible"`, ADR
// 0019: the home page's sections under the hero) are taken over by the browser when they come near the
// viewport or when the visitor acts in them; on a phone also the search results (under the filters)
// and the package page's booking and enquiry boxes (under the pictures and facts). Before that they are the server's HTML: the first press,
// key or focus in them must not be lost.

/** Whether React has taken over the element (hydrated it): it keeps its fiber on the DOM node. */
const taken = (page: Page, selector: string) =>
  page.evaluate((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactFiber')), selector);

const card = 'section[aria-labelledby="offer-istanbul"] a';
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);

describeBrowser('parts taken over when seen or used', () => {
  it('a link reached by the keyboard before its part was seen navigates in the page', async () => {
    const page = await e2e.newPage('phone');
    await page.goto('/');
    // The page is live (data-ready), the offers far below the first screen still wait.
    expect(await taken(page, card)).toBe(false);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Focus without scrolling (as the Tab key would reach it), then Enter.
    await page.evaluate((s) => document.querySelector<HTMLAnchorElement>(s)!.focus({ preventScroll: true }), card);
    const href = (await page.locator(card).first().getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.search === href);
    expect(await sameDocument(page)).toBe(true);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('a click in a part not yet taken over navigates in the page; parts seen are taken over', async () => {
    const page = await e2e.newPage('phone');
    await page.goto('/');
    expect(await taken(page, card)).toBe(false);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // A click (no press before it, no scrolling): the router handles it, no new document is loaded.
    const href = (await page.locator(card).first().getAttribute('href'))!;
    await page.evaluate((s) => document.querySelector<HTMLAnchorElement>(s)!.click(), card);
    await page.waitForURL((url) => url.pathname + url.search === href);
    expect(await sameDocument(page)).toBe(true);

    // Back on the home page, the offers come near the viewport and are taken over; their cards work.
    await page.goto('/');
    expect(await taken(page, card)).toBe(false);
    await page.locator(card).first().scrollIntoViewIfNeeded();
    await expect.poll(() => taken(page, card)).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(card).first().click();
    await page.waitForURL((url) => url.pathname + url.search === href);
    expect(await sameDocument(page)).toBe(true);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('the SQ/EN switch takes over the waiting parts first, then shows them in English', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    expect(await taken(page, card)).toBe(false);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { name: 'Istanbul Offers' }).waitFor();
    expect(await taken(page, card)).toBe(true);
    // Taken over in Albanian, as the server drew them, then switched: no hydration mismatch.
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
  it('on a phone the booking and enquiry boxes of a package page wait under the first screen, then work together', async () => {
    const gql = graphqlClient(e2e.baseUrl);
    const { searchPackages } = await gql<{ searchPackages: { items: { id: number; title: string }[] } }>('{ searchPackages(page: { pageSize: 1 }) { items { id title } } }');
    const pkg = searchPackages.items[0]!;
    const page = await e2e.newPage('phone');
    await page.goto(`/aranzhmani/${pkg.id}`);
    const enquiry = page.getByRole('region', { name: 'Pyesni pa rezervuar' });
    const whatsapp = enquiry.getByRole('link', { name: 'Pyet në WhatsApp' });
    // Live (data-ready), and the boxes are the server's HTML: its links work, without the page's address.
    expect(await taken(page, 'aside section')).toBe(false);
    expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).not.toContain(`/aranzhmani/${pkg.id}`);
    // The first choice, made with the keyboard before they are taken over (reached without scrolling,
    // as Tab does), is not lost: the key makes React take the part over before the select changes. (A
    // value set with no key or press before it, as selectOption does, is not what a visitor can do.)
    await enquiry.getByLabel('Fëmijë').evaluate((select: HTMLSelectElement) => select.focus({ preventScroll: true }));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => taken(page, 'aside section')).toBe(true);
    await expect.poll(async () => new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toMatch(/1 fëmijë/);
    // Taken over, the links carry the page's address (known only in the browser) and the booking box works.
    const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
    expect(text).toContain(`"${pkg.title}"`);
    expect(text).toContain(`${e2e.baseUrl}/aranzhmani/${pkg.id}`);
    await enquiry.getByLabel('Fëmijë').selectOption('2');
    await expect.poll(async () => new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toMatch(/2 fëmijë/);
    await page.getByRole('region', { name: 'Rezervo' }).scrollIntoViewIfNeeded();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('on a phone the search results wait under the filters; seen, their cards work in the page', async () => {
    const page = await e2e.newPage('phone');
    await page.goto('/search');
    const first = 'main ul > li a[href^="/aranzhmani/"]';
    expect(await taken(page, first)).toBe(false);
    await page.locator(first).first().scrollIntoViewIfNeeded();
    await expect.poll(() => taken(page, first)).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const href = (await page.locator(first).first().getAttribute('href'))!;
    await page.locator(first).first().click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await sameDocument(page)).toBe(true);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
