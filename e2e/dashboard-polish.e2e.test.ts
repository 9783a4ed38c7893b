import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { blurOut, deleteRow, editedRow, expectNotice, gqlAs, loginAs, pngFile, rowOf, rowWith, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

let page: Page;

/** Setup through the API, in the page's session: every mutation here answers the created row's id. */
const gql = (query: string, variables?: Record<string, unknown>) => gqlAs<Record<string, { id: number }>>(page, query, variables);

/** The whole of `locator` lies inside the viewport. */
async function inViewport(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

/** The sidebar's group button (a drop-down of the old "Menu"). */
const group = (name: string) => page.getByRole('navigation', { name: 'Menuja' }).getByRole('button', { name, exact: true });

// The log's and the forms' wording in the page language is in dashboard-language.e2e.test.ts.
describeBrowser('dashboard polish: where the staff member is and where messages appear', () => {
  beforeAll(async () => {
    page = await e2e.newPage();
    await loginAs(page, 'admin', 'BaniAdmin2026!');
  });
  afterEach(async (ctx) => {
    await screenshotOnFailure(page, ctx);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('sidebar: one click switches groups; the current page is marked and its group open', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Paneli', level: 1 }).waitFor();
    await group('Tabelat').click();
    await page.getByRole('link', { name: 'Tabela e Turqisë' }).waitFor();
    // Tables is long: closing it moves the buttons under it. Airports opens in this one click.
    await group('Aeroportet').click();
    await page.getByRole('link', { name: 'Menaxho aeroportet' }).waitFor();
    expect(await group('Aeroportet').getAttribute('aria-expanded')).toBe('true');
    expect(await group('Tabelat').getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('link', { name: 'Menaxho aeroportet' }).click();
    await page.getByRole('heading', { name: 'Menaxho Aeroportet', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Menaxho aeroportet' }).getAttribute('aria-current')).toBe('page');
    // A page typed in opens its own group.
    await page.goto('/dashboard/manageqytetet');
    await page.getByRole('heading', { name: 'Menaxho Qytetet', level: 1 }).waitFor();
    expect(await group('Qytetet').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Menaxho qytetet' }).getAttribute('aria-current')).toBe('page');
    // Another group is a drop-down: a click outside closes it and the page's group shows again.
    await group('Përdoruesit dhe regjistri').click();
    await page.getByRole('link', { name: 'Regjistri i aktivitetit' }).waitFor();
    expect(await group('Qytetet').getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => group('Qytetet').getAttribute('aria-expanded')).toBe('true');
    expect(await group('Përdoruesit dhe regjistri').getAttribute('aria-expanded')).toBe('false');
    // Working on the page leaves its group open.
    await page.getByRole('heading', { level: 1 }).click();
    expect(await group('Qytetet').getAttribute('aria-expanded')).toBe('true');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('messages show where the eye is: a refused delete far down the list, at 1366 px and on a phone', async () => {
    // A country in use at the end of the list: 40 countries before it push it far below the fold.
    for (let i = 0; i < 40; i += 1) await gql('mutation($i: CountryInput!) { createCountry(input: $i) { id } }', { i: { name: `Zz E2E ${String(i).padStart(2, '0')}` } });
    const { createCountry: last } = await gql('mutation { createCountry(input: { name: "Zzz E2E në përdorim" }) { id } }');
    await gql('mutation($i: CityInput!) { createCity(input: $i) { id } }', { i: { name: 'Qytet E2E', countryId: last!.id } });

    for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/ManageShtetet');
      // On a phone a row is a card whose cells read "Emri …": rows are found by their text.
      const row = page.locator('tbody tr').filter({ hasText: 'Zzz E2E në përdorim' });
      await row.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await deleteRow(page, row);
      const alert = page.getByRole('alert').filter({ hasText: 'Gabim gjatë fshirjes së Shtetet.' });
      await alert.getByText(/nuk mund të fshihet: përdoret nga 1 qytete/).waitFor();
      expect(await inViewport(alert), `${size.width} px`).toBe(true);
      // It stays until it is read and closed (or replaced).
      await alert.getByRole('button', { name: 'Mbyll' }).click();
      await expect.poll(() => alert.count()).toBe(0);

      // A success far down the list shows in view too.
      await page.locator('tbody tr').filter({ hasText: 'Zz E2E 39' }).getByRole('button', { name: /^Përditëso/ }).click();
      await editedRow(page).getByLabel('Emri').fill(`Zz E2E 39 ${size.width}`);
      await editedRow(page).getByLabel('Emri').press('Enter');
      const status = page.getByRole('status').filter({ hasText: 'Shteti u përditësua me sukses.' });
      await status.waitFor();
      expect(await inViewport(status), `${size.width} px`).toBe(true);
    }
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('a field chosen before the next frame after Edit keeps the focus and the typing', async () => {
    await page.goto('/dashboard/TurqiTable');
    await rowWith(page, 'Dhomë standarde').getByRole('button', { name: /^Ndrysho/ }).waitFor();
    // Edit, then the row's last field (Price 2), in one task: before the frame in which the row
    // focuses its first field. That focus used to take over, and the typing went into the name.
    const stayed = await page.evaluate(async () => {
      const tr = [...document.querySelectorAll('tbody tr')].find((r) => r.querySelector('td')?.textContent?.startsWith('Dhomë standarde'));
      [...(tr?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.startsWith('Ndrysho'))?.click();
      for (let i = 0; i < 10 && !document.querySelector('[data-edit-row] input'); i++) await Promise.resolve();
      const last = [...document.querySelectorAll<HTMLInputElement>('[data-edit-row] input')].at(-1);
      last?.focus();
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return Boolean(last) && document.activeElement === last;
    });
    expect(stayed).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('529');
    await expect.poll(() => editedRow(page).getByLabel('Çmimi 2', { exact: true }).inputValue()).toBe('529');
    expect(await editedRow(page).getByLabel('Lloji i dhomës', { exact: true }).inputValue()).toBe('Dhomë standarde');
    await page.keyboard.press('Escape');
    await expect.poll(() => editedRow(page).count()).toBe(0);
  });

  it('one message at a time: a new result replaces the last (room prices, travel plans)', async () => {
    await page.goto('/dashboard/TurqiTable');
    const form = page.getByRole('form', { name: 'Shto çmim dhome' });
    for (const [label, value] of Object.entries({ 'Lloji i dhomës': 'E2E Suite Nj', 'Shërbimi': 'BB', 'Çmimi 1': '500', 'Çmimi 2': '600' })) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByRole('button', { name: 'Shto çmim dhome' }).click();
    await expectNotice(page, 'Çmimi i dhomës u shtua me sukses.');
    await rowOf(page, 'E2E Suite Nj').getByRole('button', { name: /^Ndrysho/ }).click();
    await editedRow(page).getByLabel('Çmimi 2', { exact: true }).fill('650');
    await blurOut(page);
    await expectNotice(page, 'Çmimi i dhomës u përditësua me sukses.');
    expect(await page.getByText('Çmimi i dhomës u shtua me sukses.').count()).toBe(0);
    await deleteRow(page, rowOf(page, 'E2E Suite Nj'));
    await expectNotice(page, 'Çmimi i dhomës u fshi me sukses.');
    expect(await page.getByText(/Çmimi i dhomës u (shtua|përditësua) me sukses\./).count()).toBe(0);

    await page.goto('/dashboard/ManageHomeTable');
    const plan = page.getByRole('form', { name: 'Shto plan udhëtimi' });
    await plan.getByLabel('Nisja nga').fill('Prishtinë');
    await plan.getByLabel('Destinimi / Hoteli').fill('E2E Ulqin – Hotel Bellevue');
    await plan.getByLabel('Opsionet e netëve').fill('6-9 Netë');
    await plan.getByLabel('Data').fill('2031-06-01');
    await plan.getByLabel('Udhëtarët').fill('2');
    await plan.getByRole('button', { name: 'Shto plan udhëtimi' }).click();
    await expectNotice(page, 'Plani i udhëtimit u shtua me sukses.');
    await rowOf(page, 'E2E Ulqin – Hotel Bellevue').getByRole('button', { name: /^Ndrysho/ }).click();
    await editedRow(page).getByLabel('Udhëtarët').fill('4');
    await blurOut(page);
    await expectNotice(page, 'Plani i udhëtimit u përditësua me sukses.');
    expect(await page.getByText('Plani i udhëtimit u shtua me sukses.').count()).toBe(0);
    // A success goes by itself; an error waits to be read.
    await expect.poll(() => page.getByText('Plani i udhëtimit u përditësua me sukses.').count(), { timeout: 10_000 }).toBe(0);
    await deleteRow(page, rowOf(page, 'E2E Ulqin – Hotel Bellevue'));
    await expectNotice(page, 'Plani i udhëtimit u fshi me sukses.');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  const notes = { name: 'shenime.txt', mimeType: 'text/plain', buffer: Buffer.from('Jo imazh') };
  // Named and typed like a picture, but no picture inside.
  const fake = { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a png</html>') };
  const notImage = 'Ju lutem zgjidhni një imazh (JPEG, PNG, WebP…).';
  const notImageEn = 'Please select an image (JPEG, PNG, WebP…).';

  it('a file that is no picture: "Please select an image" beside the picker, no broken preview, nothing sent (sliders, cards, packages; SQ and EN)', async () => {
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/media') uploads.push(r.url());
    });
    const preview = (scope: Locator) => scope.getByRole('img', { name: /Parapamja e imazhit|Preview of the chosen image/ });
    const expectRefused = async (scope: Locator, picker: Locator, text = notImage) => {
      await scope.getByText(text).waitFor();
      expect(await picker.getAttribute('aria-invalid')).toBe('true');
      expect(await preview(scope).count()).toBe(0);
    };

    await page.goto('/dashboard/SliderManage');
    const slider = page.getByRole('form', { name: 'Shto një imazh të ri në slider' });
    const slidePicker = slider.getByLabel('Imazhi', { exact: true });
    for (const file of [notes, fake]) {
      await slidePicker.setInputFiles(file);
      await expectRefused(slider, slidePicker);
      await slider.getByRole('button', { name: 'Shto imazh' }).click();
      await expectRefused(slider, slidePicker);
    }
    // A real picture replaces the error with its preview.
    await slidePicker.setInputFiles(pngFile('ok.png'));
    await preview(slider).waitFor();
    expect(await slider.getByText(notImage).count()).toBe(0);

    await page.goto('/dashboard/KapodakiaCards');
    const card = page.getByRole('form', { name: 'Shto kartë' });
    await card.getByLabel('Imazhi', { exact: true }).setInputFiles(fake);
    await expectRefused(card, card.getByLabel('Imazhi', { exact: true }));

    await page.goto('/dashboard/AddAranzhmanet');
    const pkg = page.getByRole('main');
    await pkg.getByLabel('Foto (opsionale)').setInputFiles(notes);
    await expectRefused(pkg, pkg.getByLabel('Foto (opsionale)'));

    // The edit panel of a package, in English.
    await page.evaluate(() => { document.cookie = 'lang=en; Path=/'; });
    await page.goto('/dashboard/ManageAranzhmanet');
    await page.locator('tbody tr').first().getByRole('button', { name: /^Update/ }).click();
    const panel = editedRow(page);
    await panel.getByLabel('New picture (optional)').setInputFiles(fake);
    await expectRefused(panel, panel.getByLabel('New picture (optional)'), notImageEn);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await page.evaluate(() => { document.cookie = 'lang=sq; Path=/'; });
    expect(uploads).toEqual([]);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('ManageAranzhmanet at 1366 px: every column in view, nothing under the pinned actions', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/dashboard/ManageAranzhmanet?sort=PRICE&dir=DESC');
    await page.locator('tbody tr').first().getByRole('button', { name: /^Përditëso/ }).waitFor();
    const frame = page.locator('table').locator('xpath=..');
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0); // no sideways scroll
    const overlaps = await page.locator('tbody tr').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const cells = [...row.querySelectorAll('td')];
        const pinned = cells.at(-1)!.getBoundingClientRect();
        return cells.slice(0, -1).filter((cell) => cell.getBoundingClientRect().right > pinned.left + 0.5).map((cell) => cell.dataset.label);
      }),
    );
    expect(overlaps).toEqual([]);
    const first = page.locator('tbody tr').first();
    for (const label of ['Yje', 'Vende', 'Titulli', 'Datat']) expect(await inViewport(first.locator(`td[data-label="${label}"]`)), label).toBe(true);
    expect(await first.locator('td[data-label="Yje"]').innerText()).toMatch(/^★+$/);
    expect(await first.locator('td[data-label="Titulli"]').innerText()).toMatch(/\n.+ · .+/); // room · board under the title
  });

  it('package edit saves like every row: on leaving it, with the same message; a file chooser does not close it', async () => {
    const { createPackage: created } = await gql('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: {
        title: 'E2E Ruse – Hotel Largo', countryId: 1, airportId: 1, price: 400, persons: 2, nights: 7, roomType: 'Dyshe', service: 'BB',
        departureDate: '2031-07-01', returnDate: '2031-07-08', rating: 3,
      },
    });
    await page.goto('/dashboard/ManageAranzhmanet?s=Largo');
    const row = rowOf(page, String(created!.id));
    const panel = editedRow(page);
    const price = () => row.locator('td[data-label="Çmimi (€)"]').innerText();

    // Leaving the row by a click elsewhere.
    await row.getByRole('button', { name: /^Përditëso/ }).click();
    await panel.getByLabel('Çmimi (€)').fill('410');
    await page.getByRole('heading', { level: 1 }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Aranzhman u përditësua me sukses.' });
    await saved.waitFor();
    expect(await inViewport(saved)).toBe(true);
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(price).toBe('€410');
    await page.getByRole('button', { name: 'Mbyll' }).click();

    // Leaving it with the keyboard: Tab past its last button.
    await row.getByRole('button', { name: /^Përditëso/ }).click();
    await panel.getByLabel('Çmimi (€)').fill('420');
    for (let i = 0; i < 40 && (await panel.count()) > 0; i += 1) await page.keyboard.press('Tab');
    await saved.waitFor();
    await expect.poll(price).toBe('€420');

    // Choosing a new picture opens the file chooser: the window loses focus, the input keeps it.
    const thumbnail = row.getByRole('img', { name: 'E2E Ruse – Hotel Largo' });
    expect(await thumbnail.count()).toBe(0); // created without a picture
    await row.getByRole('button', { name: /^Përditëso/ }).click();
    const picker = panel.getByLabel('Foto e re (opsionale)');
    await picker.focus();
    await picker.evaluate((input) => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null })));
    await picker.setInputFiles(pngFile('largo.png', [120, 40, 160]));
    await panel.getByRole('img', { name: 'Parapamja e imazhit të zgjedhur' }).waitFor();
    expect(await panel.count()).toBeGreaterThan(0); // still being edited
    await page.getByRole('heading', { level: 1 }).click();
    await saved.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\/\d+\//);
    await page.reload();
    await expect.poll(price).toBe('€420');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
