import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { blurOut, dayFromToday, deleteRow, editedRow, expectNotice, loginAs, pngFile, rowOf, rowWith, screenshotOnFailure } from './dashboard-support';
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
    await page.getByRole('heading', { name: 'Menaxho planet e udhëtimit', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Shto plan udhëtimi' });
    await form.getByLabel('Nisja nga').fill('Prishtinë');
    await form.getByLabel('Destinimi / Hoteli').fill('E2E Durrës – Hotel Adriatik');
    await form.getByLabel('Opsionet e netëve').fill('6-9 Netë');
    await form.getByLabel('Data').fill(dayFromToday(12));
    await form.getByLabel('Udhëtarët').fill('3');
    await form.getByRole('button', { name: 'Shto plan udhëtimi' }).click();
    await expectNotice(page, 'Plani i udhëtimit u shtua me sukses.');
    const row = rowOf(page, 'E2E Durrës – Hotel Adriatik');
    await row.waitFor();
    expect(await form.getByLabel('Nisja nga').inputValue()).toBe(''); // ready for the next one

    await row.getByRole('button', { name: /^Ndrysho/ }).click();
    const travellers = editedRow(page).getByLabel('Udhëtarët');
    expect(await travellers.inputValue()).toBe('3');
    await travellers.fill('17');
    await blurOut(page);
    await expectNotice(page, 'Plani i udhëtimit u përditësua me sukses.');
    await page.reload();
    const saved = rowOf(page, 'E2E Durrës – Hotel Adriatik');
    await saved.waitFor();
    expect(await saved.getByRole('cell', { name: '17', exact: true }).count()).toBe(1);
    await deleteRow(page, saved);
    await expectNotice(page, 'Plani i udhëtimit u fshi me sukses.');
    await expect.poll(() => rowOf(page, 'E2E Durrës – Hotel Adriatik').count()).toBe(0);
  });

  const priceTables = [
    {
      path: '/dashboard/TurqiTable', heading: 'Menaxho çmimet e dhomave (Turqi)', add: 'Shto çmim dhome', what: 'Çmimi i dhomës', key: 'E2E Suite Turqi',
      fill: { 'Lloji i dhomës': 'E2E Suite Turqi', 'Lloji i dhomës në anglisht (EN)': 'E2E Turkey suite', 'Shërbimi': 'All Inclusive', 'Çmimi 1': '700', 'Çmimi 2': '810' },
      edit: ['Çmimi 2', '820', '€820'], english: 'EN: E2E Turkey suite',
    },
    {
      path: '/dashboard/DubaiTable', heading: 'Menaxho çmimet e Dubait', add: 'Shto çmim për Dubain', what: 'Çmimi për Dubain', key: 'E2E Çdo të Premte',
      fill: { Nisja: 'E2E Çdo të Premte', 'Nisja në anglisht (EN)': 'E2E Every Friday', 'Tipi i dhomës': 'Dyshe', 'Shërbimi': 'Bed & Breakfast', 'Udhëtimi (ditë)': '6', 'Çmimi (€)': '459' },
      edit: ['Udhëtimi (ditë)', '7', '7 ditë'], english: 'EN: E2E Every Friday',
    },
    {
      path: '/dashboard/MaqedoniPricesTable', heading: 'Menaxho çmimet e Maqedonisë', add: 'Shto çmim', what: 'Çmimi për Maqedoninë', key: 'E2E Apartament',
      fill: { 'Lloji i dhomës': 'E2E Apartament', 'Shërbimi': 'Gjysmë pansion', 'Shërbimi në anglisht (EN)': 'Half board', 'Gjatë sezonës (€)': '90', 'Jashtë sezonës (€)': '60' },
      edit: ['Jashtë sezonës (€)', '65', '€65'], english: 'EN: Half board',
    },
  ] as const;

  it('price tables (Turkey, Dubai, Macedonia): add in both languages → edit in the panel, Save → reload → delete', async () => {
    for (const table of priceTables) {
      await page.goto(table.path);
      await page.getByRole('heading', { name: table.heading, level: 1 }).waitFor();
      const form = page.getByRole('form', { name: table.add });
      for (const [label, value] of Object.entries(table.fill)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: table.add }).click();
      await expectNotice(page, `${table.what} u shtua me sukses.`);
      await rowWith(page, table.key).getByText(table.english).waitFor(); // the English under the Albanian (issue 42)
      await rowWith(page, table.key).getByRole('button', { name: /^Ndrysho/ }).click();
      const [label, value, shown] = table.edit;
      await editedRow(page).getByLabel(label, { exact: true }).fill(value);
      await editedRow(page).getByRole('button', { name: /^Ruaj/ }).click();
      await expectNotice(page, `${table.what} u përditësua me sukses.`);
      await page.reload();
      const row = rowWith(page, table.key);
      await row.waitFor();
      expect(await row.getByRole('cell', { name: shown, exact: true }).count()).toBe(1);
      await deleteRow(page, row);
      await expectNotice(page, `${table.what} u fshi me sukses.`);
      await expect.poll(() => rowWith(page, table.key).count()).toBe(0);
    }
    expect(errors()).toEqual([]);
  });

  const sliders = [
    ['/dashboard/SliderManage', 'Slideri i ballinës · Oferta Speciale'],
    ['/dashboard/GreqiSlider', 'Slideri i Greqisë'],
    ['/dashboard/SliderBullgari', 'Slideri i Bullgarisë · Bansko'],
    ['/dashboard/SliderKosova', 'Slideri Visit Kosova'],
  ] as const;

  it('sliders (home, Greece, Bulgaria, Kosova): a file is required → upload with a preview → retitle and swap the picture → reload → reorder → delete', async () => {
    for (const [path, name] of sliders) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Menaxho imazhet', level: 1 }).waitFor();
      await page.getByRole('main').getByText(name, { exact: true }).waitFor();
      const form = page.getByRole('form', { name: 'Shto një imazh të ri në slider' });
      await form.getByLabel('Titulli', { exact: true }).fill(`E2E slide ${name}`);
      await form.getByRole('button', { name: 'Shto imazh' }).click();
      await page.getByText('Ju lutem zgjidhni një skedar.').waitFor(); // SPEC §5, in Albanian (issue 42)
      const picker = form.getByLabel('Imazhi', { exact: true });
      expect(await picker.getAttribute('accept')).toBe('image/*');
      await picker.setInputFiles(pngFile('slide.png', [200, 80, 20]));
      await form.getByRole('img', { name: 'Parapamja e imazhit të zgjedhur' }).waitFor();
      await form.getByRole('button', { name: 'Shto imazh' }).click();
      await expectNotice(page, 'Imazhi u shtua me sukses.');
      const row = rowOf(page, `E2E slide ${name}`);
      await row.waitFor();
      // The 16×16-unit thumbnail (64 px), loaded from the stored image.
      const thumb = row.getByRole('img');
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await thumb.evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height])).toEqual([64, 64]);

      // Edit: the title preloaded; a new title and a new picture, saved with Enter, kept after a reload.
      const before = await thumb.getAttribute('src');
      await row.getByRole('button', { name: /^Ndrysho/ }).click();
      const title = editedRow(page).getByLabel('Titulli', { exact: true });
      expect(await title.inputValue()).toBe(`E2E slide ${name}`);
      await editedRow(page).getByLabel('Imazh i ri (opsional)').setInputFiles(pngFile('swapped.png', [20, 160, 60]));
      await title.fill(`E2E retitled ${name}`);
      await title.press('Enter');
      await expectNotice(page, 'Imazhi u përditësua me sukses.');
      await page.reload();
      const after = await rowOf(page, `E2E retitled ${name}`).getByRole('img').getAttribute('src');
      expect(after).toMatch(/^\/media\/\d+\//);
      expect(after).not.toBe(before);

      const rows = page.locator('tbody tr');
      const last = (await rows.count()) - 1;
      expect(await rows.nth(last).textContent()).toContain(`E2E retitled ${name}`); // added at the end
      if (last > 0) {
        await rowOf(page, `E2E retitled ${name}`).getByRole('button', { name: /^↑?\s*Lart/ }).click();
        await expectNotice(page, 'Renditja e imazheve u përditësua me sukses.');
        await page.reload();
        await expect.poll(() => rows.nth(last - 1).textContent()).toContain(`E2E retitled ${name}`);
      }
      await deleteRow(page, rowOf(page, `E2E retitled ${name}`));
      await expectNotice(page, 'Imazhi u fshi me sukses.');
      await expect.poll(() => rowOf(page, `E2E retitled ${name}`).count()).toBe(0);
    }
    expect(errors()).toEqual([]);
  });

  const cardLists = [
    ['/dashboard/ManageCardsStamboll', 'Menaxho kartat e Stambollit'],
    ['/dashboard/HurghadaCards', 'Menaxho kartat e Hurghadës'],
    ['/dashboard/KapodakiaCards', 'Menaxho kartat e Kapadokisë'],
  ] as const;

  it('cards (Istanbul, Hurghada, Cappadocia): an image is required → add → edit panel → reload → delete', async () => {
    for (const [path, heading] of cardLists) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const form = page.getByRole('form', { name: 'Shto kartë' });
      const title = `E2E Card ${heading}`;
      await form.getByLabel('Titulli', { exact: true }).fill(title);
      await form.getByLabel('Përshkrimi', { exact: true }).fill('Qendër');
      await form.getByLabel('Përshkrimi në anglisht (EN)').fill('Centre');
      await form.getByLabel('Çmimi (€)').fill('321');
      if (path.includes('Kapodakia')) await form.getByLabel('Yjet (0-5)').fill('5');
      await form.getByRole('button', { name: 'Shto kartë' }).click();
      await page.getByText('Ju lutem zgjidhni një imazh për kartën.').waitFor(); // SPEC §5, in Albanian (issue 42)
      await form.getByLabel('Imazhi', { exact: true }).setInputFiles(pngFile('card.png', [30, 160, 90]));
      await form.getByRole('button', { name: 'Shto kartë' }).click();
      await expectNotice(page, 'Karta u shtua me sukses.');
      const row = rowWith(page, title);
      await row.waitFor();
      await row.getByText('EN: Centre').waitFor();
      expect(await form.getByLabel('Titulli', { exact: true }).inputValue()).toBe('');

      await row.getByRole('button', { name: /^Ndrysho/ }).click();
      const panel = page.getByRole('region', { name: `Ndrysho kartën: ${title}` });
      await panel.waitFor();
      expect(await panel.getByLabel('Çmimi (€)').inputValue()).toBe('321'); // preloaded
      await panel.getByLabel('Çmimi (€)').fill('333');
      await panel.getByLabel('Imazh i ri (opsional)').setInputFiles(pngFile('new.png', [90, 30, 160]));
      await panel.getByRole('button', { name: 'Ruaj ndryshimet' }).click();
      await expectNotice(page, 'Karta u përditësua me sukses.');
      await panel.waitFor({ state: 'detached' }); // the panel closes after saving
      await page.reload();
      const saved = rowWith(page, title);
      await saved.waitFor();
      expect(await saved.getByRole('cell', { name: '€333', exact: true }).count()).toBe(1);
      await deleteRow(page, saved);
      await expectNotice(page, 'Karta u fshi me sukses.');
      await expect.poll(() => rowWith(page, title).count()).toBe(0);
    }
    expect(errors()).toEqual([]);
  });
});
