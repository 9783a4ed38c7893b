import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient } from './site-helpers';

const e2e = useE2E();

// Progressive enhancement (ADR 0019): in a browser that runs no JavaScript at all, the site's menu,
// language switch, searches and forms still work, as plain HTML links and forms answered by the route
// actions on the server. (The same forms with the app running are the other journeys'.)

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`);
const submit = (page: Page) => page.locator('main form button[type="submit"]').first();

describeBrowser('the site without JavaScript', () => {
  it('opens the phone menu, switches the language and searches from the header', async () => {
    const page = await e2e.newPage('phone', { javaScript: false });
    await page.goto('/turqi');
    const toggle = page.getByRole('button', { name: 'Menuja' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Dubai' }).waitFor();
    // English, from the menu: the same page, in English, and the choice is kept.
    await menu.getByRole('button', { name: 'English', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/turqi');
    await page.getByText('Room prices', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Back to Albanian, then the header's destination box: Enter searches for what was typed.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('button', { name: 'Shqip', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Menuja' }).click();
    const box = menu.getByRole('searchbox');
    await box.fill('antalya');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('s') === 'antalya');
    await page.getByText('“antalya”').waitFor();
  });

  it('searches with the filters and sorts the results', async () => {
    const page = await e2e.newPage('desktop', { javaScript: false });
    await page.goto('/search');
    const filters = page.locator('form[aria-labelledby="filters-heading"]');
    // The destination is a plain list of the places before the app runs: choose a country.
    const destination = filters.locator('select[name="to"]');
    const country = await destination.locator('optgroup').first().getAttribute('label');
    await destination.selectOption({ label: country! });
    await filters.locator('select[name="nrPersonave"]').selectOption('2');
    await filters.getByRole('button', { name: /Search|Kërko/ }).click();
    // The search's own URL (the page's loader), with the result count.
    await page.waitForURL((url) => url.searchParams.has('toId') && url.searchParams.get('nrPersonave') === '2' && !url.searchParams.has('to'));
    const toId = new URL(page.url()).searchParams.get('toId');
    await page.locator('#results-heading').waitFor();
    // Sort: the menu and its button send the same search, sorted.
    await page.getByLabel('Rendit sipas').selectOption('price');
    await page.getByRole('button', { name: 'Rendit', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price' && url.searchParams.get('toId') === toId);
  });

  it('registers, logs out and logs in again, each form answered in place when it is not right', async () => {
    const page = await e2e.newPage('desktop', { javaScript: false });
    const username = `nojs${Date.now().toString(36)}`;
    await page.goto('/login?next=%2Fturqi');
    await page.locator('main').getByRole('link', { name: /Register|Regjistrohu|Krijo/ }).click();
    await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('next') === '/turqi');
    // One field wrong: the server says so beside it, and keeps what was typed.
    const values: Record<string, string> = { firstName: 'Arta', lastName: 'Krasniqi', number: '+383 44 123 456', email: 'not-an-email', username, password: 'Sekret123!' };
    for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
    await submit(page).click();
    await page.waitForLoadState();
    expect(await field(page, 'email').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'firstName').inputValue()).toBe('Arta');
    expect(await field(page, 'password').inputValue()).toBe('');
    await field(page, 'email').fill(`${username}@example.com`);
    await field(page, 'password').fill('Sekret123!');
    await submit(page).click();
    // Registered and logged in, back where the visitor was, told so.
    await page.waitForURL((url) => url.pathname === '/turqi');
    await page.getByText(/Regjistrimi ishte i suks/).waitFor();
    await page.locator('header').getByRole('button', { name: /Logout|Dil/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header').getByRole('link', { name: /Login|Hyr/ }).first().waitFor();
    // A wrong password: the one message for a refused login; then the right one.
    await page.goto('/login');
    await field(page, 'username').fill(username);
    await field(page, 'password').fill('wrong-password');
    await submit(page).click();
    await page.getByText('Gabim gjatë login.').waitFor();
    expect(await field(page, 'username').inputValue()).toBe(username);
    await field(page, 'password').fill('Sekret123!');
    await submit(page).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(/Login ishte i suks/).waitFor();
    // The personal pages are drawn by the server with their lists: no spinner waiting for a script.
    await page.goto('/rezervimet-e-mia');
    await page.getByText('Nuk keni ende asnjë rezervim.').waitFor();
    await page.goto('/te-preferuarat');
    await page.getByText('Nuk keni ende aranzhmane të preferuara.').waitFor();
    expect(await page.getByText('Duke u ngarkuar').count()).toBe(0);
  });

  it('books a package on a phone: a name left out comes back beside it, as typed; then booked, in my bookings', async () => {
    const { searchPackages } = await graphqlClient(e2e.baseUrl)<{ searchPackages: { items: { id: number; title: string }[] } }>('{ searchPackages(page: { pageSize: 1 }) { items { id title } } }');
    const pkg = searchPackages.items[0]!;
    const page = await e2e.newPage('phone', { javaScript: false });
    await page.goto(`/login?next=${encodeURIComponent(`/aranzhmani/${pkg.id}`)}`);
    await field(page, 'username').fill('demo');
    await field(page, 'password').fill('Demo123!');
    await submit(page).click();
    await page.waitForURL((url) => url.pathname === `/aranzhmani/${pkg.id}`);
    const names = field(page, 'travellerName');
    const count = await names.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count - 1; i++) await names.nth(i).fill(`Udhëtari ${i + 1} Berisha`);
    await page.getByRole('button', { name: 'Rezervo tani' }).click();
    await page.getByText('Shkruani emrin dhe mbiemrin e secilit udhëtar.').first().waitFor();
    expect(await names.first().inputValue()).toBe('Udhëtari 1 Berisha');
    await names.nth(count - 1).fill(`Udhëtari ${count} Berisha`);
    await page.getByRole('button', { name: 'Rezervo tani' }).click();
    await page.waitForURL((url) => url.pathname === '/rezervimet-e-mia');
    await page.getByText('Rezervimi u krye! E gjeni më poshtë, me numrin e tij.').waitFor();
    await page.getByRole('listitem').filter({ hasText: `Udhëtari ${count} Berisha` }).filter({ hasText: pkg.title }).first().waitFor();
  });

  it('sends a contact message, subscribes and asks for a new password', async () => {
    const page = await e2e.newPage('phone', { javaScript: false });
    await page.goto('/kontakt');
    for (const [name, value] of Object.entries({ name: 'Besa', number: '+383 44 000 111', email: 'besa@example.com' })) await field(page, name).fill(value);
    await submit(page).click();
    await page.waitForLoadState();
    // The message was left empty: named, and the rest kept.
    expect(await field(page, 'message').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'name').inputValue()).toBe('Besa');
    await field(page, 'message').fill('A ka vende për Antalya në qershor?');
    await submit(page).click();
    await page.locator('main [role="status"]').waitFor();
    // The footer's offers box: back on the same page, with the answer.
    const footer = page.locator('footer');
    await footer.locator('input[name="email"]').fill(`offers${Date.now()}@example.com`);
    await footer.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/kontakt');
    await page.getByText(/Jeni abonuar me sukses/).waitFor();
    await page.goto('/harruat-fjalekalimin');
    await field(page, 'email').fill('someone@example.com');
    await submit(page).click();
    await page.locator('main [role="status"]').waitFor();
  });
});
