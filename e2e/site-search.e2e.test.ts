import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { apiSearch, graphqlClient, pageResults } from './site-helpers';

const e2e = useE2E();

const todayLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The page shows exactly what the API answers for the same filter, order and page. */
async function expectSameAsApi(page: Page, filter: Record<string, unknown>, by = 'DATE', pageNo = 1) {
  const api = await apiSearch(graphqlClient(e2e.baseUrl), filter, by, pageNo);
  await expect.poll(async () => (await pageResults(page)).count, { timeout: 5000 }).toBe(api.total);
  // Awaited too: after "Faqja 2" the total is the same while page 1's cards are still on screen.
  await expect.poll(async () => (await pageResults(page)).titles, { timeout: 5000 }).toEqual(api.items.map((i) => i.title));
  return api;
}

async function chooseDestination(page: Page, label: RegExp, text: string, option: RegExp) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('combobox', { name: 'Kërko vend ose qytet' }).fill(text);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
}

describeBrowser('search in the browser', () => {
  it('home search: the tabs, the fields and KËRKO lead to the matching results', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const form = page.getByRole('tabpanel');
    // Tabs: Hotel has no airport, Flight no nights; arrow keys move between tabs.
    await page.getByRole('tab', { name: 'Hotel' }).click();
    expect(await form.getByLabel('Nisja nga').count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Fluturimi' }).getAttribute('aria-selected')).toBe('true');
    expect(await form.getByLabel('Numri i netëve').count()).toBe(0);
    await page.getByRole('tab', { name: 'Aranzhman' }).click();

    // Date: minimum today, typing blocked.
    const date = form.getByLabel('Data e nisjes');
    expect(await date.getAttribute('min')).toBe(todayLocal());
    await date.focus();
    await page.keyboard.type('12122030');
    expect(await date.inputValue()).toBe('');
    // Travellers: at least 1, only with the buttons.
    const fewer = form.getByRole('button', { name: 'Më pak udhëtarë' });
    await fewer.click();
    expect(await fewer.isDisabled()).toBe(true);
    expect(await form.locator('output').innerText()).toBe('1');
    await form.getByRole('button', { name: 'Më shumë udhëtarë' }).click();

    await form.getByLabel('Nisja nga').selectOption({ label: 'Prishtina (PRN)' });
    expect(await form.getByLabel('Nisja nga').locator('option').first().innerText()).toBe('Të gjitha aeroportet');
    await chooseDestination(page, /Destinimi/, 'turq', /^Turqi$/);
    await form.getByLabel('Numri i netëve').selectOption({ label: '6-9 Netë' });
    await form.getByRole('button', { name: 'KËRKO' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ fromId: '1', fromEmri: 'Prishtina', toId: '2', toEmri: 'Turqi', nrPersonave: '2', nrNeteve: '6-9' });
    const api = await expectSameAsApi(page, { airportId: 1, countryId: 2, travellers: 2, nightsMin: 6, nightsMax: 9 });
    expect(api.total).toBeGreaterThan(0);
    // The filter panel shows what the URL says.
    expect(await page.getByLabel('Nga', { exact: true }).inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: /Destinimi/ }).innerText()).toContain('Turqi');

    // A city keeps its country; an exact date (SPEC §5) is sent as DepartureDate.
    const { searchPackages } = await graphqlClient(e2e.baseUrl)<{ searchPackages: { items: { departureDate: string }[] } }>(
      '{ searchPackages(order: { by: DATE }, page: { pageSize: 1 }) { items { departureDate } } }',
    );
    const day = searchPackages.items[0]!.departureDate;
    await page.goto('/');
    await chooseDestination(page, /Destinimi/, 'antal', /Antalya/);
    await page.getByLabel('Data e nisjes').fill(day);
    await page.getByRole('button', { name: 'KËRKO' }).click();
    await page.waitForURL((url) => url.searchParams.get('toQytetiId') === '4');
    const next = new URL(page.url()).searchParams;
    expect([next.get('toId'), next.get('toQytetiEmri'), next.get('DepartureDate')]).toEqual(['2', 'Antalya', day]);
    await expectSameAsApi(page, { countryId: 2, cityId: 4, departureDate: day, travellers: 2 });
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('every filter of the URL and of the panel gives the API answer; sort and pages too', async () => {
    const page = await e2e.newPage();
    const cases: [string, Record<string, unknown>][] = [
      ['fromId=3', { airportId: 3 }],
      ['toId=3', { countryId: 3 }],
      ['toId=2&toQytetiId=5', { countryId: 2, cityId: 5 }],
      ['nrNeteve=0-5', { nightsMin: 0, nightsMax: 5 }],
      ['nrNeteve=12-99', { nightsMin: 12, nightsMax: 99 }],
      ['nrPersonave=3', { travellers: 3 }],
      ['s=PRIZREN', { s: 'PRIZREN' }],
    ];
    for (const [query, filter] of cases) {
      await page.goto(`/search?${query}`);
      await expectSameAsApi(page, filter);
    }

    // The panel: airport, city, nights, then Search Flights writes the URL.
    await page.goto('/search');
    await page.getByLabel('Nga', { exact: true }).selectOption({ label: 'Tirana (TIA)' });
    await page.getByLabel('Numri i netëve').selectOption({ label: '6-9 Netë' });
    await page.getByRole('button', { name: 'Kërko udhëtimet' }).click();
    await page.waitForURL((url) => url.searchParams.get('fromId') === '3');
    expect(new URL(page.url()).searchParams.get('nrNeteve')).toBe('6-9');
    await expectSameAsApi(page, { airportId: 3, nightsMin: 6, nightsMax: 9 });

    // Sort by price and by name (ascending), in the URL.
    await page.goto('/search?toId=2');
    for (const [label, by] of [
      ['Çmimi', 'PRICE'],
      ['Emri', 'NAME'],
      ['Data', 'DATE'],
    ] as const) {
      await page.getByLabel('Rendit sipas').selectOption({ label });
      await page.waitForURL((url) => (url.searchParams.get('sort') ?? 'date') === by.toLowerCase());
      await expectSameAsApi(page, { countryId: 2 }, by);
    }
    // Pages: 80 packages, 10 a page.
    await page.goto('/search?sort=price');
    await page.getByRole('link', { name: 'Faqja 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectSameAsApi(page, {}, 'PRICE', 2);
    expect(await page.getByRole('link', { name: 'Faqja 2' }).getAttribute('aria-current')).toBe('page');
    // Reload keeps it all.
    await page.reload();
    await expectSameAsApi(page, {}, 'PRICE', 2);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('text search "athin" from the header finds the Athens packages only', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Destinacioni' });
    await box.fill('athin');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('s') === 'athin');
    const api = await expectSameAsApi(page, { s: 'athin' });
    expect(api.total).toBeGreaterThan(0);
    const { titles } = await pageResults(page);
    for (const title of titles) expect(title).toMatch(/^Athinë/);
    // Every Athens package, and nothing else.
    const all = await apiSearch(graphqlClient(e2e.baseUrl), {}, 'DATE', 1, 100);
    expect(api.total).toBe(all.items.filter((i) => i.title.startsWith('Athinë')).length);
    await page.getByText(/Athinë, Greqi/).first().waitFor();
  });

  it('Clear Filters empties the panel and shows every package: the form and the results agree', async () => {
    const page = await e2e.newPage();
    await page.goto('/search?fromId=1&fromEmri=Prishtina&toId=2&toEmri=Turqi&toQytetiId=4&toQytetiEmri=Antalya&nrNeteve=6-9&nrPersonave=3&s=antalya&sort=price');
    await expectSameAsApi(page, { airportId: 1, countryId: 2, cityId: 4, nightsMin: 6, nightsMax: 9, travellers: 3, s: 'antalya' }, 'PRICE');
    await page.getByRole('link', { name: 'Pastro filtrat' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && !url.searchParams.has('toId'));
    await expectSameAsApi(page, {}, 'PRICE');
    const all = await apiSearch(graphqlClient(e2e.baseUrl), {});
    expect((await pageResults(page)).count).toBe(all.total);
    // Every field says "no filter", as the results are unfiltered.
    expect(await page.getByLabel('Nga', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: /Destinimi/ }).innerText()).toContain('Të gjitha vendet dhe qytetet');
    expect(await page.getByLabel('Data e nisjes').inputValue()).toBe('');
    expect(await page.getByLabel('Numri i netëve').inputValue()).toBe('');
    expect(await page.locator('form output').innerText()).toBe('Të gjithë');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
