import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { apiSearch, graphqlClient, pageResults, seriousViolations } from './site-helpers';

// Issue 16, the search: what a careful customer walk found (items 1, 4, 7, 11, 14, 18).
const e2e = useE2E();

const results = (page: Page) => page.locator('section[aria-labelledby="results-heading"]');
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describeBrowser('search: the form, the URL and the results agree', () => {
  it('the panel shows exactly the filters of the URL; Search Flights without a change keeps them', async () => {
    const gql = graphqlClient(e2e.baseUrl);
    const page = await e2e.newPage();
    const travellers = page.locator('form[aria-labelledby="filters-heading"] output');

    // Plain /search filters nothing, and says so in every field.
    await page.goto('/search');
    const all = await apiSearch(gql, {});
    await expect.poll(async () => (await pageResults(page)).count).toBe(all.total);
    expect(await travellers.innerText()).toBe('Të gjithë');
    expect(await page.getByLabel('Data e nisjes').inputValue()).toBe('');
    expect(await page.getByLabel('Numri i netëve').inputValue()).toBe('');

    // What KËRKO sends (nrPersonave=2) looks different and filters differently.
    await page.goto('/search?nrPersonave=2');
    const two = await apiSearch(gql, { travellers: 2 });
    await expect.poll(async () => (await pageResults(page)).count).toBe(two.total);
    expect(await travellers.innerText()).toBe('2');
    expect(two.total).toBeLessThan(all.total);

    // Search Flights without a change asks for the same search again, every parameter kept.
    const day = (await apiSearch(gql, { countryId: 2 })).items[0]!.departureDate;
    const query = `fromId=1&fromEmri=Prishtina&toId=2&toEmri=Turqi&DepartureDate=${day}&nrNeteve=13-99&nrPersonave=2`;
    await page.goto(`/search?${query}`);
    await pageResults(page);
    await page.getByRole('button', { name: 'Kërko udhëtimet' }).click();
    await page.waitForTimeout(300);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(Object.fromEntries(new URLSearchParams(query)));
    expect(await travellers.innerText()).toBe('2');
    expect(await page.getByLabel('Data e nisjes').inputValue()).toBe(day);

    // The stepper: − from 1 goes back to "all"; the date can be removed again.
    await page.getByRole('button', { name: 'Më pak udhëtarë' }).click();
    await page.getByRole('button', { name: 'Më pak udhëtarë' }).click();
    expect(await travellers.innerText()).toBe('Të gjithë');
    await page.getByRole('button', { name: 'Hiq datën' }).click();
    await page.getByRole('button', { name: 'Kërko udhëtimet' }).click();
    await page.waitForURL((url) => !url.searchParams.has('nrPersonave') && !url.searchParams.has('DepartureDate'));
    await expect.poll(async () => (await pageResults(page)).count).toBe((await apiSearch(gql, { airportId: 1, countryId: 2, nightsMin: 13, nightsMax: 99 })).total);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('a half-filled date is said in the page language, and never blocks the search silently', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const date = page.getByRole('tabpanel').getByLabel('Data e nisjes');
    await date.focus();
    await page.keyboard.press('ArrowUp'); // the month only: the browser holds no value
    expect(await date.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);
    await page.getByRole('button', { name: 'KËRKO' }).click();
    await page.getByText('Data nuk është e plotë: zgjidhni ditën, muajin dhe vitin në kalendar, ose hiqeni datën (Backspace).').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    await date.press('Backspace');
    await page.getByRole('button', { name: 'KËRKO' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.has('DepartureDate')).toBe(false);

    // The search page's panel, in English.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    // The search page's own field: until the page is drawn, the home page's "Departure date" is the one shown.
    const panelDate = page.getByRole('form', { name: 'Find Your Flight' }).getByLabel('Departure Date', { exact: true });
    await panelDate.focus();
    await page.keyboard.press('ArrowUp');
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await page.getByText('The date is incomplete: pick the day, month and year in the calendar, or remove the date (Backspace).').waitFor();
    // The message shown follows a later switch of language too.
    await page.getByRole('button', { name: 'Shqip', exact: true }).click();
    await page.getByText('Data nuk është e plotë: zgjidhni ditën, muajin dhe vitin në kalendar, ose hiqeni datën (Backspace).').waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('error states: a 160-character text, a failed search, a page past the end', async () => {
    const long = 'Stamboll '.repeat(18).slice(0, 160);
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await e2e.newPage(viewport);
      await page.goto(`/search?s=${encodeURIComponent(long)}`);
      await expect.poll(() => page.locator('#results-heading').innerText(), { timeout: 10_000 }).toMatch(/të kërkuara/);
      expect(await noSideScroll(page)).toBe(true);
      expect(e2e.consoleErrors(page)).toEqual([]);
    }

    // The server out of reach: a message and a way to try again, not "Duke u ngarkuar…" forever. The page
    // itself comes rendered with its results; the next search, asked in the browser, fails.
    const page = await e2e.newPage();
    let down = false;
    await page.route('**/graphql', (route) => (down && route.request().postData()?.includes('SearchPackages') ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/search?toId=2');
    await pageResults(page);
    down = true;
    await page.getByRole('button', { name: 'Më shumë udhëtarë' }).click();
    await page.getByRole('button', { name: 'Kërko udhëtimet' }).click();
    await page.waitForURL((url) => url.searchParams.get('nrPersonave') === '1');
    const alert = results(page).getByRole('alert');
    await alert.getByText('Nuk u lidhëm dot me serverin. Kontrolloni lidhjen me internetin dhe provoni përsëri.').waitFor();
    expect(await page.locator('#results-heading').innerText()).toBe('Kërkimi nuk u krye');
    expect(await results(page).getAttribute('aria-busy')).toBe('false');
    expect(await page.getByText('Duke u ngarkuar…').count()).toBe(0);
    down = false;
    await alert.getByRole('button', { name: 'Provo përsëri' }).click();
    await expect.poll(async () => (await pageResults(page)).count).toBe((await apiSearch(graphqlClient(e2e.baseUrl), { countryId: 2, travellers: 1 })).total);

    // Page 99 of 8: said, with the way back; never "80 te kerkuara" beside "nothing found".
    await page.goto('/search?page=99');
    await page.getByText(/^Faqja 99 është përtej fundit: ky kërkim ka vetëm \d+ faqe\.$/).waitFor();
    expect(await page.getByText('Nuk u gjet asnjë aranzhman').count()).toBe(0);
    await page.getByRole('link', { name: /Shko te faqja e fundit/ }).click();
    await page.waitForURL((url) => url.searchParams.get('page') !== '99');
    const last = Number(new URL(page.url()).searchParams.get('page'));
    const api = await apiSearch(graphqlClient(e2e.baseUrl), {}, 'DATE', last);
    // The page past the end stays (not busy, no cards) until the last page's results replace it.
    await expect.poll(async () => (await pageResults(page)).titles, { timeout: 10_000 }).toEqual(api.items.map((i) => i.title));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('"← Kthehu te kërkimi" returns to the search the package was opened from', async () => {
    const page = await e2e.newPage();
    const search = '/search?toId=2&toEmri=Turqi&sort=price&page=2';
    expect((await apiSearch(graphqlClient(e2e.baseUrl), { countryId: 2 })).total).toBeGreaterThan(10);
    await page.goto(search);
    await pageResults(page);
    await results(page).locator('article h3 a').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/aranzhmani/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.reload(); // the way back survives a reload too
    await page.getByRole('link', { name: '← Kthehu te kërkimi' }).click();
    await page.waitForURL((url) => url.pathname + url.search === search);
    expect(await page.getByRole('button', { name: /Destinimi/ }).innerText()).toContain('Turqi');
    expect(await page.getByLabel('Rendit sipas').inputValue()).toBe('price');
    expect(await page.getByRole('link', { name: 'Faqja 2' }).getAttribute('aria-current')).toBe('page');
    // Opened directly, it is the plain search page.
    await page.goto('/aranzhmani/1');
    expect(await page.getByRole('link', { name: '← Kthehu te kërkimi' }).getAttribute('href')).toBe('/search');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('no dead ends: Festat and the footer lead to results or to the nearest searches', async () => {
    const page = await e2e.newPage();
    for (const city of ['Las Vegas', 'San Francisco']) {
      await page.goto('/FestateFundVitit');
      await page.getByRole('link', { name: city, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/search');
      await results(page).getByText('Nuk u gjet asnjë aranzhman për këtë kërkim.').waitFor();
      await results(page).getByRole('link', { name: 'Të gjitha ofertat për SHBA' }).click();
      await page.waitForURL((url) => url.searchParams.get('toEmri') === 'SHBA');
      await expect.poll(async () => (await pageResults(page)).count).toBeGreaterThan(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    for (const resort of ['Belek', 'Lara', 'Kemer', 'Side']) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: resort, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('s') === resort);
      const { count } = await pageResults(page);
      if (count > 0) continue;
      await results(page).getByRole('link', { name: 'Ofertat për Antalya, destinacioni më i afërt me oferta' }).click();
      await page.waitForURL((url) => url.searchParams.get('s') === 'Antalya');
      await expect.poll(async () => (await pageResults(page)).count).toBeGreaterThan(0);
    }
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
