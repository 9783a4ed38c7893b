import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { gqlAs, loginAs, screenshotOnFailure } from './dashboard-support';
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
});
