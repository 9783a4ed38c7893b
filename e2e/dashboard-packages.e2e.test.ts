import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { dayFromToday, deleteRow, editedRow, expectNotice, expectNoXss, gqlAs, loginAs, pngFile, rowOf, XSS, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

let page: Page;

/** Console errors and uncaught exceptions of the shared page so far. */
const errors = () => e2e.consoleErrors(page);

// The packages' screens (Add and Manage Aranzhmanet); the other content screens are in dashboard-content.e2e.test.ts.
describeBrowser('dashboard: packages', () => {
  beforeAll(async () => {
    page = await e2e.newPage();
    await loginAs(page, 'admin', 'BaniAdmin2026!');
  });
  afterEach((ctx) => screenshotOnFailure(page, ctx));

  it('packages: add with checks and a picture → search, sort, page → edit in the panel → reload → delete', async () => {
    await page.goto('/dashboard/AddAranzhmanet');
    await page.getByRole('heading', { name: 'Shto Aranzhman', level: 1 }).waitFor();
    // SPEC §9: default airport 1 and country 1, once their lists have arrived.
    await expect.poll(() => page.getByLabel('Aeroporti').inputValue()).toBe('1');
    await expect.poll(() => page.getByLabel('Shteti').inputValue()).toBe('1');
    await page.getByLabel('Titulli').fill('E2E Tiranë – Hotel Rogner');
    await page.getByLabel('Shteti').selectOption({ label: 'Shqipëri' });
    await page.getByLabel('Qyteti').selectOption({ label: 'Tiranë' });
    await page.getByLabel('Çmimi (€)').fill('499');
    await page.getByLabel('Vlerësimi (yje)').fill('4');
    await page.getByLabel('Lloji i dhomës', { exact: true }).fill('Dhomë dyshe');
    await page.getByLabel('Lloji i dhomës në anglisht (EN)').fill('Double room');
    await page.getByLabel('Shërbimi').selectOption({ label: 'All Inclusive' }); // a choice, no longer free text (issue 42)
    await page.getByLabel('Data e nisjes').fill(dayFromToday(-1));
    await page.getByLabel('Data e kthimit').fill(dayFromToday(-3));
    await page.getByRole('button', { name: 'Regjistro' }).click();
    await page.getByText('Data nuk mund të jetë para ditës së sotme.').waitFor(); // SPEC §5
    await page.getByText('Data e kthimit duhet të jetë pas datës së nisjes.').waitFor();
    // Focus goes to the first field in error.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    await page.getByLabel('Data e nisjes').fill(dayFromToday(30));
    await page.getByLabel('Data e kthimit').fill(dayFromToday(37));
    expect(await page.getByLabel('Nr. i netëve').inputValue()).toBe('7'); // follows the dates
    await page.getByLabel('Foto (opsionale)').setInputFiles(pngFile('rogner.png'));
    await page.getByRole('img', { name: 'Parapamja e imazhit të zgjedhur' }).waitFor(); // preview before upload
    await page.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(page, 'Regjistrimi ishte i suksesshëm.');
    await page.waitForURL((url) => url.pathname === '/dashboard/ManageAranzhmanet', { timeout: 6000 });

    // Server-side paging and sorting (searchPackages order/page), kept in the URL.
    await page.getByText(/^Faqja 1 nga \d+ \(\d+ gjithsej\)$/).waitFor();
    await page.getByRole('button', { name: 'Faqja tjetër' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText(/^Faqja 2 nga/).waitFor();
    await page.getByRole('button', { name: /^Çmimi/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'PRICE' && !url.searchParams.has('page'));
    await expect.poll(() => page.getByRole('columnheader', { name: /^Çmimi/ }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => cellTexts(page, 'Çmimi (€)').then(isAscendingPrices)).toBe(true);
    await page.getByRole('button', { name: /^Çmimi/ }).click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'DESC');
    await expect.poll(() => page.getByRole('columnheader', { name: /^Çmimi/ }).getAttribute('aria-sort')).toBe('descending');

    await page.getByLabel('Kërko aranzhman (titull, shtet, qytet)').fill('rogner');
    await page.getByRole('button', { name: 'Kërko', exact: true }).click();
    const row = rowOf(page, 'E2E Tiranë – Hotel Rogner');
    await row.waitFor();
    // The place, with the departure airport under it.
    expect(await row.locator('td[data-label="Shteti"]').innerText()).toBe('Shqipëri, Tiranë\nNga: PRN');
    const thumb = row.getByRole('img', { name: 'E2E Tiranë – Hotel Rogner' });
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const firstPicture = await thumb.getAttribute('src');

    await row.getByRole('button', { name: /^Përditëso/ }).click();
    const panel = editedRow(page);
    expect(await panel.getByLabel('Çmimi (€)').inputValue()).toBe('499');
    expect(await panel.getByLabel('Qyteti').inputValue()).not.toBe('');
    await panel.getByLabel('Çmimi (€)').fill('555');
    await panel.getByLabel('Shteti').selectOption({ label: 'Kosovë' }); // the city no longer fits: cleared
    expect(await panel.getByLabel('Qyteti').inputValue()).toBe('');
    await panel.getByLabel('Foto e re (opsionale)').setInputFiles(pngFile('rogner-2.png', [200, 30, 30]));
    await panel.getByRole('img', { name: 'Parapamja e imazhit të zgjedhur' }).waitFor();
    await panel.getByRole('button', { name: /^Ruaj/ }).click();
    await expectNotice(page, 'Aranzhman u përditësua me sukses.');
    await page.reload();
    const saved = rowOf(page, 'E2E Tiranë – Hotel Rogner');
    await saved.waitFor();
    expect(await saved.getByRole('cell', { name: '€555', exact: true }).count()).toBe(1);
    expect(await saved.locator('td[data-label="Shteti"]').innerText()).toMatch(/^Kosovë\n/);
    const newPicture = await saved.getByRole('img', { name: 'E2E Tiranë – Hotel Rogner' }).getAttribute('src');
    expect(newPicture).toMatch(/^\/media\/\d+\//);
    expect(newPicture).not.toBe(firstPicture);

    // The public package page shows the new picture.
    const id = await saved.getByRole('cell').first().textContent();
    await page.goto(`/aranzhmani/${id}`);
    const picture = page.locator('article img').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.getAttribute('src')).toBe(newPicture!.replace(/\.webp$/, '.jpg')); // the JPEG fallback of the same variant
    await page.goBack();

    await deleteRow(page, saved);
    await expectNotice(page, 'Aranzhmani u fshi me sukses.');
    await expect.poll(() => rowOf(page, 'E2E Tiranë – Hotel Rogner').count()).toBe(0);
    await page.getByText('Nuk u gjet asnjë aranzhman.').waitFor();
    expect(errors()).toEqual([]);
  });

  it('shows a script-looking package title as text', async () => {
    const res = await page.request.post('/graphql', {
      data: {
        query: 'mutation($i: PackageInput!) { createPackage(input: $i) { id } }',
        variables: {
          i: {
            title: XSS, countryId: 1, airportId: 1, price: 100, persons: 2, nights: 3, roomType: 'Dhomë', service: 'BB',
            departureDate: dayFromToday(20), returnDate: dayFromToday(23), rating: 3,
          },
        },
      },
    });
    expect(JSON.stringify(await res.json())).toContain('"createPackage"');
    await page.goto(`/dashboard/ManageAranzhmanet?s=${encodeURIComponent('window.__xss')}`);
    // The title cell also holds room · board on a second line: the row is found by the title's text.
    const row = page.locator('tbody tr').filter({ hasText: XSS });
    await row.waitFor();
    expect(await row.locator('img, script').count()).toBe(0);
    await expectNoXss(page);
    await deleteRow(page, row);
    await expectNotice(page, 'Aranzhmani u fshi me sukses.');
  });

  it('a package with an active booking: the dialog says so and leaves it, or cancels the booking, mails the customer and deletes it (issue 42)', async () => {
    const gql = (query: string, variables?: Record<string, unknown>) => gqlAs<Record<string, { id: number } | boolean>>(page, query, variables);
    const title = 'E2E Sarandë – Hotel Butrinti';
    const { createPackage } = await gql('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { title, countryId: 1, airportId: 1, price: 300, persons: 2, roomType: 'Dhomë dyshe', board: 'HALF_BOARD', departureDate: dayFromToday(40), returnDate: dayFromToday(47), rating: 4 },
    });
    const customer = await e2e.newPage();
    await loginAs(customer, 'demo', 'Demo123!');
    await gqlAs(customer, 'mutation($id: Int!) { reservePackage(input: { packageId: $id }) { id } }', { id: (createPackage as { id: number }).id });

    await page.goto(`/dashboard/ManageAranzhmanet?s=${encodeURIComponent('Butrinti')}`);
    const row = page.locator('tbody tr').filter({ hasText: title });
    await row.getByRole('button', { name: /^Fshi/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ky aranzhman ka rezervime aktive' });
    await dialog.getByText(`„${title}” ka 1 rezervim aktiv. Fshirja refuzohet`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Mos e ndrysho' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: /^Fshi/ }).click();
    await dialog.getByRole('button', { name: 'Anulo rezervimet, njofto klientët dhe fshije' }).click();
    await expectNotice(page, 'Aranzhmani u fshi; 1 rezervim u anulua dhe klienti u njoftua.');
    await expect.poll(() => row.count()).toBe(0);
    const { outbox } = await gqlAs<{ outbox: { items: { to: string; subject: string }[] } }>(page, '{ outbox(page: { pageSize: 20 }) { items { to subject } } }');
    expect(outbox.items.find((m) => m.to === 'demo@bani-travel.com' && m.subject.endsWith('u anulua: nisja u tërhoq'))).toBeDefined();
    expect(errors()).toEqual([]);
  });
});

/** The texts of one column of the table body, by its heading. */
function cellTexts(page: Page, heading: string): Promise<string[]> {
  return page.locator(`tbody tr td[data-label="${heading}"]`).allTextContents();
}

function isAscendingPrices(texts: string[]): boolean {
  const prices = texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
  return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
}
