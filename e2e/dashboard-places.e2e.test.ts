import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { blurOut, deleteRow, editedRow, expectNotice, expectNoXss, loginAs, rowOf, XSS, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

// One logged-in admin page for the whole file: each journey starts from its own URL.
let page: Page;

describeBrowser('dashboard: countries, cities and airports', () => {
  beforeAll(async () => {
    page = await e2e.newPage();
    await loginAs(page, 'admin', 'BaniAdmin2026!');
  });
  afterEach((ctx) => screenshotOnFailure(page, ctx));

  it('countries: add (checks, redirect) → edit on blur → reload → delete with confirmation', async () => {
    await page.goto('/dashboard/AddShtetin');
    await page.getByRole('heading', { name: 'Shto Shtetet', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Regjistro' }).click();
    await page.getByText('Kjo fushë është e detyrueshme.').waitFor(); // SPEC §5: emri required
    expect(await page.getByLabel('Emri').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Emri').fill('Islandë E2E');
    await page.getByLabel('Në anglisht (EN)').fill('Iceland E2E'); // the name an English search finds it by
    await page.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(page, 'Regjistrimi ishte i suksesshëm.');
    // SPEC §2: redirect to the manage page after 3 seconds.
    await page.waitForURL((url) => url.pathname === '/dashboard/ManageShtetet', { timeout: 6000 });
    await page.getByRole('heading', { name: 'Menaxho Shtetet', level: 1 }).waitFor();
    await rowOf(page, 'Islandë E2E').waitFor();
    await rowOf(page, 'Islandë E2E').getByText('Iceland E2E').waitFor();

    await rowOf(page, 'Islandë E2E').getByRole('button', { name: /^Përditëso/ }).click();
    const input = editedRow(page).getByLabel('Emri');
    expect(await input.inputValue()).toBe('Islandë E2E'); // preloaded
    await input.fill('Islandë E2E bis');
    await blurOut(page); // leaving the field saves
    await expectNotice(page, 'Shteti u përditësua me sukses.');
    await expect.poll(() => editedRow(page).count()).toBe(0); // out of edit mode
    await page.reload();
    await rowOf(page, 'Islandë E2E bis').waitFor();

    await deleteRow(page, rowOf(page, 'Islandë E2E bis'));
    await expectNotice(page, 'Shteti u fshi me sukses.');
    await expect.poll(() => rowOf(page, 'Islandë E2E bis').count()).toBe(0);
    await page.reload();
    await rowOf(page, 'Kosovë').waitFor();
    await expect.poll(() => rowOf(page, 'Islandë E2E bis').count()).toBe(0);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('the confirmation dialog traps focus, Escape cancels, and a refused delete shows the server reason', async () => {
    await page.goto('/dashboard/ManageShtetet');
    const kosova = rowOf(page, 'Kosovë');
    await kosova.getByRole('button', { name: /^Fshi/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Jeni i sigurt?' });
    await dialog.waitFor();
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Anulo'); // the safe answer first
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await kosova.count()).toBe(1);

    // Kosovë has cities, airports and packages: the API answers CONFLICT naming them.
    await deleteRow(page, kosova);
    await expectNotice(page, 'Gabim gjatë fshirjes së Shtetet.');
    await page.getByText(/nuk mund të fshihet: përdoret nga \d+ qytete/).waitFor();
    expect(await kosova.count()).toBe(1);
  });

  it('cities: add with a country → edit name and country, Save → reload → delete', async () => {
    await page.goto('/dashboard/AddQytetet');
    await page.getByRole('heading', { name: 'Shto Qytetet', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Shteti').inputValue()).toBe('1'); // SPEC §9 default country id 1
    await page.getByLabel('Emri').fill('Gjakovë E2E');
    await page.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(page, 'Regjistrimi ishte i suksesshëm.');
    await page.waitForURL((url) => url.pathname === '/dashboard/ManageQytetet', { timeout: 6000 });
    const row = rowOf(page, 'Gjakovë E2E');
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'Kosovë', exact: true }).count()).toBe(1);

    await row.getByRole('button', { name: /^Përditëso/ }).click();
    const edited = editedRow(page);
    await edited.getByLabel('Emri').fill('Gjirokastër E2E');
    await edited.getByLabel('Shteti').selectOption({ label: 'Shqipëri' });
    await edited.getByRole('button', { name: /^Ruaj/ }).click();
    await expectNotice(page, 'Qytetet u përditësua me sukses.');
    await page.reload();
    const moved = rowOf(page, 'Gjirokastër E2E');
    await moved.waitFor();
    expect(await moved.getByRole('cell', { name: 'Shqipëri', exact: true }).count()).toBe(1);

    await deleteRow(page, moved);
    await expectNotice(page, 'Qytetet u fshi me sukses.');
    await expect.poll(() => rowOf(page, 'Gjirokastër E2E').count()).toBe(0);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('airports: add → edit with Enter, server field error next to the field → reload → delete', async () => {
    await page.goto('/dashboard/AddAirport');
    await page.getByRole('heading', { name: 'Shto Aeroporte', level: 1 }).waitFor();
    await page.getByLabel('Emri', { exact: true }).fill('Gjakova E2E');
    await page.getByLabel('Emri në anglisht (EN)').fill('Gjakova Airport E2E');
    await page.getByLabel('Akronimi').fill('G!'); // the API's code rule: three letters (IATA, issue 42)
    await page.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(page, 'Gabim gjatë regjistrimit.');
    await page.getByText('Shkruani kodin IATA të aeroportit: tre shkronja (p.sh. PRN).').waitFor(); // the rule in words, not the API's "code"
    expect(await page.getByLabel('Akronimi').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Akronimi').fill('gjk');
    await page.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(page, 'Regjistrimi ishte i suksesshëm.');
    await page.waitForURL((url) => url.pathname === '/dashboard/ManageAirports', { timeout: 6000 });
    const row = rowOf(page, 'Gjakova E2E');
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'GJK', exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: 'Gjakova Airport E2E', exact: true }).count()).toBe(1); // its English name (issue 42)

    await row.getByRole('button', { name: /^Përditëso/ }).click();
    const code = editedRow(page).getByLabel('Akronimi');
    expect(await code.inputValue()).toBe('GJK');
    await code.fill('GJA');
    await code.press('Enter');
    await expectNotice(page, 'Aeroporti u përditësua me sukses.');
    await page.reload();
    const saved = rowOf(page, 'Gjakova E2E');
    await saved.waitFor();
    expect(await saved.getByRole('cell', { name: 'GJA', exact: true }).count()).toBe(1);

    await deleteRow(page, saved);
    await expectNotice(page, 'Aeroporti u fshi me sukses.');
    await expect.poll(() => rowOf(page, 'Gjakova E2E').count()).toBe(0);
  });

  it('stores a script-looking country name as text (no stored XSS)', async () => {
    await page.goto('/dashboard/AddShtetin');
    await page.getByLabel('Emri').fill(XSS);
    await page.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(page, 'Regjistrimi ishte i suksesshëm.');
    await page.goto('/dashboard/ManageShtetet');
    const row = rowOf(page, XSS);
    await row.waitFor();
    expect(await row.locator('img, script').count()).toBe(0);
    await expectNoXss(page);
    await deleteRow(page, row);
    await expectNotice(page, 'Shteti u fshi me sukses.');
  });

  it('shows the staff changes in the log, newest first, filterable', async () => {
    await page.goto('/dashboard/Logs');
    await page.getByRole('heading', { name: 'Regjistri i aktivitetit', level: 1 }).waitFor();
    // Its details in data: the name, in the page's language around it (issue 16, item 22).
    const added = page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: 'Islandë E2E', exact: true }) }).filter({ hasText: 'Shtim' });
    await added.waitFor();
    expect(await added.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(1);
    expect(await added.getByRole('cell', { name: 'Shtim', exact: true }).count()).toBe(1);
    // Newest first: the last change of this file (the XSS country's deletion) is on top.
    expect(await page.locator('tbody tr').first().textContent()).toContain('Fshirje');
    await expectNoXss(page);

    await page.getByLabel('Veprimi').selectOption('EDIT');
    await page.getByLabel('Objekti').selectOption('AIRPORT');
    await page.getByRole('button', { name: 'Filtro' }).click();
    await page.waitForURL((url) => url.searchParams.get('action') === 'EDIT');
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: 'Fshirje' }).count()).toBe(0);
    await page.locator('tbody tr').filter({ hasText: 'GJA' }).first().waitFor();
    expect(await page.locator('tbody tr').filter({ hasText: 'Shtim' }).count()).toBe(0);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
