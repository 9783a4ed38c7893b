import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { expectNotice, gqlAs, loginAs, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

let page: Page;

/** Setup through the API, in the page's session: every mutation here answers the created row's id. */
const gql = (query: string, variables?: Record<string, unknown>) => gqlAs<Record<string, { id: number }>>(page, query, variables);

// The dashboard's words follow the page language (the lang cookie), down to the log's field names and
// the server's refusals; the rest of the polish is in dashboard-polish.e2e.test.ts.
describeBrowser('dashboard polish: the page language', () => {
  beforeAll(async () => {
    page = await e2e.newPage();
    await loginAs(page, 'admin', 'BaniAdmin2026!');
  });
  afterEach((ctx) => screenshotOnFailure(page, ctx));

  it('the activity log in the page language: the object and each change worded, fields as the forms label them', async () => {
    const { createCountry: country } = await gql('mutation { createCountry(input: { name: "E2E Logland" }) { id } }');
    await gql('mutation($id: Int!) { updateCountry(id: $id, input: { name: "E2E Loglandia" }) { id } }', { id: country!.id });
    const row = (text: string) => page.locator('tbody tr').filter({ hasText: text }).first();

    await page.goto('/dashboard/Logs?kind=COUNTRY');
    await page.evaluate(() => { document.cookie = 'lang=en; Path=/'; });
    await page.reload();
    const edited = row('E2E Logland →');
    await edited.waitFor();
    expect(await edited.locator('td[data-label="Object"]').innerText()).toBe(`Country #${country!.id}`);
    expect(await edited.locator('td[data-label="Details"]').innerText()).toBe('E2E Loglandia\nName: E2E Logland → E2E Loglandia');
    expect(await page.getByRole('combobox', { name: 'Object' }).inputValue()).toBe('COUNTRY'); // the filter shows what is filtered

    await page.evaluate(() => { document.cookie = 'lang=sq; Path=/'; });
    await page.reload();
    await row('E2E Logland →').locator('td[data-label="Objekti"]').filter({ hasText: `Shteti #${country!.id}` }).waitFor();
    expect(await row('E2E Logland →').locator('td[data-label="Detajet"]').innerText()).toBe('E2E Loglandia\nEmri: E2E Logland → E2E Loglandia');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('messages in the page language, naming the field as the form labels it: a server refusal and a password rule in English', async () => {
    await page.goto('/dashboard/AddUser');
    await page.evaluate(() => { document.cookie = 'lang=en; Path=/'; });
    await page.reload();
    const form = page.getByRole('main');
    const values = { 'First name': 'Ema', 'Last name': 'Berisha', 'Phone number': '+383 44 111 222', Email: 'ema.e2e@example.com', Username: 'admin', Password: 'short12' };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByText('At least 8 characters.').waitFor();
    await form.getByLabel('Password', { exact: true }).fill('Long-enough-1');
    await form.getByRole('button', { name: 'Register' }).click();
    // "admin" is taken: the server refuses it; the message says so in English, naming the field.
    await form.getByText('Username: this value is already in use.').waitFor();
    expect(await form.getByLabel('Username', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('body').innerText()).not.toMatch(/ekziston|përdoret|duhet/);
    await page.evaluate(() => { document.cookie = 'lang=sq; Path=/'; });
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
  it('the dashboard has its SQ/EN switch: Albanian throughout, English after a click, kept across pages (issue 42)', async () => {
    await page.goto('/dashboard/ManageHomeTable');
    await page.getByRole('heading', { name: 'Menaxho planet e udhëtimit', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menuja' });
    for (const word of ['Tabelat', 'Përdoruesit dhe regjistri', 'Aeroportet']) await menu.getByRole('button', { name: word, exact: true }).waitFor();
    // None of the English the old dashboard showed on its Albanian pages.
    const sidebar = await page.locator('aside').innerText();
    for (const english of ['Tables', 'Users and Log', 'Add Shtet', 'Manage Homes', 'Logout', 'Go To Home']) expect(sidebar).not.toContain(english);

    await page.getByRole('group', { name: 'Gjuha' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Manage Homes', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Tables', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto('/dashboard/TurqiTable');
    await page.getByRole('heading', { name: 'Manage Room Prices', level: 1 }).waitFor(); // the choice is kept
    await page.getByRole('columnheader', { name: 'Price 1' }).waitFor();

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Shqip' }).click();
    await page.getByRole('heading', { name: 'Menaxho çmimet e dhomave (Turqi)', level: 1 }).waitFor();
    await page.getByRole('columnheader', { name: 'Çmimi 1' }).waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it("the options editor says what is wrong beside each field, in words and in the page's language; occupancy is edited there (issue 42)", async () => {
    const { createPackage: pkg } = await gql('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { title: 'E2E Opsione', countryId: 1, airportId: 1, price: 300, persons: 2, roomType: 'Dhomë dyshe', board: 'ALL_INCLUSIVE', departureDate: '2031-05-01', returnDate: '2031-05-08', rating: 4 },
    });
    await page.goto(`/dashboard/PackageOptions/${pkg!.id}`);
    await page.getByRole('button', { name: '+ Shto opsion' }).click();
    const option = page.getByRole('group', { name: 'Opsioni 1' });
    await option.getByLabel('Lloji i dhomës', { exact: true }).fill('Dhomë teke');
    await option.getByLabel('Çmimi për të rritur (€)').fill('0');
    await option.getByLabel('Më së shumti të rritur').fill('1');
    await option.getByLabel('Më së shumti fëmijë').fill('0');
    await option.getByLabel('Të paktën persona').fill('2');
    await page.getByRole('button', { name: 'Ruaj opsionet' }).click();
    await expectNotice(page, 'Ruajtja nuk u krye.');
    await option.getByText('Vlera më e vogël e lejuar është 0.01.').waitFor(); // beside the price, in words
    await option.getByText('Dhoma merr më së shumti 1 persona: minimumi (2) nuk mund të jetë më i madh.').waitFor();
    expect(await option.getByLabel('Çmimi për të rritur (€)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('body').innerText()).not.toMatch(/adultPrice|minPersons|depositPercent/); // no API field names

    // A term out of its bounds (a percent over 100), said beside its field in English.
    await page.evaluate(() => { document.cookie = 'lang=en; Path=/'; });
    await page.reload();
    const deposit = page.getByLabel('Deposit (%)');
    await deposit.fill('150');
    await page.getByRole('button', { name: 'Save terms' }).click();
    await page.getByText('The largest allowed value is 100.').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/depositPercent/);

    await page.evaluate(() => { document.cookie = 'lang=sq; Path=/'; });
    await page.reload();
    await page.getByRole('button', { name: '+ Shto opsion' }).click();
    const fresh = page.getByRole('group', { name: 'Opsioni 1' });
    await fresh.getByLabel('Lloji i dhomës', { exact: true }).fill('Dhomë teke');
    await fresh.getByLabel('Lloji i dhomës në anglisht (EN, opsional)').fill('Single room');
    await fresh.getByLabel('Çmimi për të rritur (€)').fill('320');
    await fresh.getByLabel('Më së shumti të rritur').fill('1');
    await fresh.getByLabel('Më së shumti fëmijë').fill('1');
    await page.getByRole('button', { name: 'Ruaj opsionet' }).click();
    await page.getByText('Opsionet u ruajtën.', { exact: false }).waitFor();
    const saved = await gqlAs<{ package: { options: { roomTypeEn: string; maxAdults: number; maxChildren: number; minPersons: number }[] } }>(page,
      'query($id: Int!) { package(id: $id) { options { roomTypeEn maxAdults maxChildren minPersons } } }', { id: pkg!.id });
    expect(saved.package.options).toEqual([{ roomTypeEn: 'Single room', maxAdults: 1, maxChildren: 1, minPersons: 1 }]);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
