import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { blurOut, dayFromToday, deleteRow, editedRow, expectNotice, expectNoXss, loginAs, pngFile, rowOf, XSS, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

let page: Page;

/** Console errors and uncaught exceptions of the shared page so far. */
const errors = () => e2e.consoleErrors(page);

describeBrowser('dashboard: packages, homes, price tables, sliders and cards', () => {
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
    await page.getByLabel('Rating (yje)').fill('4');
    await page.getByLabel('Lloji i dhomës').fill('Dhomë dyshe');
    await page.getByLabel('Shërbimi').fill('All Inclusive');
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
    await panel.getByRole('button', { name: /^Save/ }).click();
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

  it('homes (travel plans): add → edit a cell, saved on blur → reload → delete', async () => {
    await page.goto('/dashboard/ManageHomeTable');
    await page.getByRole('heading', { name: 'Manage Homes', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Add Home' });
    await form.getByLabel('Nisja nga').fill('Prishtinë');
    await form.getByLabel('Destinimi / Hoteli').fill('E2E Durrës – Hotel Adriatik');
    await form.getByLabel('Opsionet e netëve').fill('6-9 Netë');
    await form.getByLabel('Data').fill(dayFromToday(12));
    await form.getByLabel('Udhëtarët').fill('3');
    await form.getByRole('button', { name: 'Add Home' }).click();
    await expectNotice(page, 'Home added successfully.');
    const row = rowOf(page, 'E2E Durrës – Hotel Adriatik');
    await row.waitFor();
    expect(await form.getByLabel('Nisja nga').inputValue()).toBe(''); // ready for the next one

    await row.getByRole('button', { name: /^Edit/ }).click();
    const travellers = editedRow(page).getByLabel('Udhëtarët');
    expect(await travellers.inputValue()).toBe('3');
    await travellers.fill('17');
    await blurOut(page);
    await expectNotice(page, 'Home updated successfully.');
    await page.reload();
    const saved = rowOf(page, 'E2E Durrës – Hotel Adriatik');
    await saved.waitFor();
    expect(await saved.getByRole('cell', { name: '17', exact: true }).count()).toBe(1);
    await deleteRow(page, saved);
    await expectNotice(page, 'Home deleted successfully.');
    await expect.poll(() => rowOf(page, 'E2E Durrës – Hotel Adriatik').count()).toBe(0);
  });

  const priceTables = [
    {
      path: '/dashboard/TurqiTable', heading: 'Manage Room Prices', add: 'Add Room Price', what: 'Room price', key: 'E2E Suite Turqi',
      fill: { 'Lloji i Dhomës': 'E2E Suite Turqi', 'Shërbimi': 'All Inclusive', 'Price 1': '700', 'Price 2': '810' }, edit: ['Price 2', '820', '€820'],
    },
    {
      path: '/dashboard/DubaiTable', heading: 'Manage Dubai Prices', add: 'Add Dubai Price', what: 'Dubai price', key: 'E2E Çdo të Premte',
      fill: { Nisja: 'E2E Çdo të Premte', 'Tipi i dhomës': 'Dyshe', 'Shërbimi': 'Bed & Breakfast', 'Udhëtimi (ditë)': '6', 'Çmimi (€)': '459' },
      edit: ['Udhëtimi (ditë)', '7', '7 ditë'],
    },
    {
      path: '/dashboard/MaqedoniPricesTable', heading: 'Manage Maqedoni Prices', add: 'Add Price', what: 'Macedonia price', key: 'E2E Apartament',
      fill: { 'Lloji dhomes': 'E2E Apartament', Sherbimi: 'Half Board', 'Gjatë sezonës (€)': '90', 'Jashtë sezonës (€)': '60' },
      edit: ['Jashtë sezonës (€)', '65', '€65'],
    },
  ] as const;

  it('price tables (Turkey, Dubai, Macedonia): add → edit, Save → reload → delete', async () => {
    for (const table of priceTables) {
      await page.goto(table.path);
      await page.getByRole('heading', { name: table.heading, level: 1 }).waitFor();
      const form = page.getByRole('form', { name: table.add });
      for (const [label, value] of Object.entries(table.fill)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: table.add }).click();
      await expectNotice(page, `${table.what} added successfully.`);
      await rowOf(page, table.key).getByRole('button', { name: /^Edit/ }).click();
      const [label, value, shown] = table.edit;
      await editedRow(page).getByLabel(label, { exact: true }).fill(value);
      await editedRow(page).getByRole('button', { name: /^Save/ }).click();
      await expectNotice(page, `${table.what} updated successfully.`);
      await page.reload();
      const row = rowOf(page, table.key);
      await row.waitFor();
      expect(await row.getByRole('cell', { name: shown, exact: true }).count()).toBe(1);
      await deleteRow(page, row);
      await expectNotice(page, `${table.what} deleted successfully.`);
      await expect.poll(() => rowOf(page, table.key).count()).toBe(0);
    }
    expect(errors()).toEqual([]);
  });

  const sliders = [
    ['/dashboard/SliderManage', 'HomeSlider · Oferta Speciale (Ballina)'],
    ['/dashboard/GreqiSlider', 'GreqiSlider · Visit Greece'],
    ['/dashboard/SliderBullgari', 'Bullgari Slider · Bansko'],
    ['/dashboard/SliderKosova', 'Visit Kosova Slider'],
  ] as const;

  it('sliders (home, Greece, Bulgaria, Kosova): a file is required → upload with a preview → retitle and swap the picture → reload → reorder → delete', async () => {
    for (const [path, name] of sliders) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Manage Images', level: 1 }).waitFor();
      await page.getByRole('main').getByText(name, { exact: true }).waitFor();
      const form = page.getByRole('form', { name: 'Add a New Slider Image' });
      await form.getByLabel('Title').fill(`E2E slide ${name}`);
      await form.getByRole('button', { name: 'Add Image' }).click();
      await page.getByText('Please select a file.').waitFor(); // SPEC §5
      const picker = form.getByLabel('Image', { exact: true });
      expect(await picker.getAttribute('accept')).toBe('image/*');
      await picker.setInputFiles(pngFile('slide.png', [200, 80, 20]));
      await form.getByRole('img', { name: 'Parapamja e imazhit të zgjedhur' }).waitFor();
      await form.getByRole('button', { name: 'Add Image' }).click();
      await expectNotice(page, 'Image added successfully.');
      const row = rowOf(page, `E2E slide ${name}`);
      await row.waitFor();
      // The 16×16-unit thumbnail (64 px), loaded from the stored image.
      const thumb = row.getByRole('img');
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await thumb.evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height])).toEqual([64, 64]);

      // Edit: the title preloaded; a new title and a new picture, saved with Enter, kept after a reload.
      const before = await thumb.getAttribute('src');
      await row.getByRole('button', { name: /^Edit/ }).click();
      const title = editedRow(page).getByLabel('Title');
      expect(await title.inputValue()).toBe(`E2E slide ${name}`);
      await editedRow(page).getByLabel('New image (optional)').setInputFiles(pngFile('swapped.png', [20, 160, 60]));
      await title.fill(`E2E retitled ${name}`);
      await title.press('Enter');
      await expectNotice(page, 'Image updated successfully.');
      await page.reload();
      const after = await rowOf(page, `E2E retitled ${name}`).getByRole('img').getAttribute('src');
      expect(after).toMatch(/^\/media\/\d+\//);
      expect(after).not.toBe(before);

      const rows = page.locator('tbody tr');
      const last = (await rows.count()) - 1;
      expect(await rows.nth(last).textContent()).toContain(`E2E retitled ${name}`); // added at the end
      if (last > 0) {
        await rowOf(page, `E2E retitled ${name}`).getByRole('button', { name: /^↑?\s*Lart/ }).click();
        await expectNotice(page, 'Image order updated successfully.');
        await page.reload();
        await expect.poll(() => rows.nth(last - 1).textContent()).toContain(`E2E retitled ${name}`);
      }
      await deleteRow(page, rowOf(page, `E2E retitled ${name}`));
      await expectNotice(page, 'Image deleted successfully.');
      await expect.poll(() => rowOf(page, `E2E retitled ${name}`).count()).toBe(0);
    }
    expect(errors()).toEqual([]);
  });

  const cardLists = [
    ['/dashboard/ManageCardsStamboll', 'Manage Cards'],
    ['/dashboard/HurghadaCards', 'Manage Hurghadas Card'],
    ['/dashboard/KapodakiaCards', 'Manage Kapodakia Card'],
  ] as const;

  it('cards (Istanbul, Hurghada, Cappadocia): an image is required → add → edit panel → reload → delete', async () => {
    for (const [path, heading] of cardLists) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const form = page.getByRole('form', { name: 'Add Card' });
      const title = `E2E Card ${heading}`;
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Description').fill('Qendër');
      await form.getByLabel('Price (€)').fill('321');
      if (path.includes('Kapodakia')) await form.getByLabel('Stars (0-5)').fill('5');
      await form.getByRole('button', { name: 'Add Card' }).click();
      await page.getByText('Please select an image for the card.').waitFor(); // SPEC §5
      await form.getByLabel('Image', { exact: true }).setInputFiles(pngFile('card.png', [30, 160, 90]));
      await form.getByRole('button', { name: 'Add Card' }).click();
      await expectNotice(page, 'Card added successfully.');
      const row = rowOf(page, title);
      await row.waitFor();
      expect(await form.getByLabel('Title').inputValue()).toBe('');

      await row.getByRole('button', { name: /^Edit/ }).click();
      const panel = page.getByRole('region', { name: `Edit card: ${title}` });
      await panel.waitFor();
      expect(await panel.getByLabel('Price (€)').inputValue()).toBe('321'); // preloaded
      await panel.getByLabel('Price (€)').fill('333');
      await panel.getByLabel('New image (optional)').setInputFiles(pngFile('new.png', [90, 30, 160]));
      await panel.getByRole('button', { name: 'Save Changes' }).click();
      await expectNotice(page, 'Card updated successfully.');
      await panel.waitFor({ state: 'detached' }); // the panel closes after saving
      await page.reload();
      const saved = rowOf(page, title);
      await saved.waitFor();
      expect(await saved.getByRole('cell', { name: '€333', exact: true }).count()).toBe(1);
      await deleteRow(page, saved);
      await expectNotice(page, 'Card deleted successfully.');
      await expect.poll(() => rowOf(page, title).count()).toBe(0);
    }
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
