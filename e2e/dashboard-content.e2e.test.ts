import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { blurOut, dayFromToday, deleteRow, editedRow, expectNotice, loginAs, pngFile, rowOf, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

let page: Page;

/** Console errors and uncaught exceptions of the shared page so far. */
const errors = () => e2e.consoleErrors(page);

// The packages' screens are in dashboard-packages.e2e.test.ts.
describeBrowser('dashboard: homes, price tables, sliders and cards', () => {
  beforeAll(async () => {
    page = await e2e.newPage();
    await loginAs(page, 'admin', 'BaniAdmin2026!');
  });
  afterEach((ctx) => screenshotOnFailure(page, ctx));

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
