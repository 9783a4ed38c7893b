import { expect, it } from 'vitest';
import { loginAs } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginInBrowser } from './site-helpers';

const e2e = useE2E();

/** A demo package more than three weeks away with room for two. */
async function bookablePackage(): Promise<{ id: number }> {
  const gql = graphqlClient(e2e.baseUrl);
  const data = await gql<{ searchPackages: { items: { id: number; departureDate: string; seatsLeft: number | null }[] } }>(
    '{ searchPackages(order: { by: DATE, direction: DESC }, page: { pageSize: 50 }) { items { id departureDate seatsLeft } } }',
  );
  const soon = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const pkg = data.searchPackages.items.find((p) => p.departureDate > soon && (p.seatsLeft === null || p.seatsLeft >= 2));
  if (!pkg) throw new Error('no demo package to book');
  return pkg;
}

describeBrowser('partner agencies (issue 47)', () => {
  it('the owner adds an agency and its person; the partner books for a named customer on a phone and finds it in the agency bookings', async () => {
    const stamp = Date.now().toString(36);
    const agencyName = `Agjencia Prishtina ${stamp}`;
    const username = `prishtina_${stamp}`;

    // The owner, on the dashboard: a new agency, 10 %, 5,000 € of credit, and one person with a password.
    const owner = await e2e.newPage();
    await loginAs(owner, 'owner', 'Owner-Bani-2026!');
    await owner.goto('/dashboard/Partneret');
    const form = owner.getByRole('button', { name: 'Krijo agjencinë' }).locator('xpath=ancestor::form');
    await form.getByLabel('Emri i agjencisë').fill(agencyName);
    await form.getByLabel('Personi i kontaktit').fill('Dafina Morina');
    await form.getByLabel('Komisioni (%)').fill('10');
    await form.getByLabel('Limiti i kredisë (€)').fill('5000');
    await form.getByRole('button', { name: 'Krijo agjencinë' }).click();
    const agency = owner.getByTestId('partner-agency').filter({ hasText: agencyName });
    await agency.waitFor();
    expect(await agency.innerText()).toContain('Komisioni 10%');
    const person = agency.getByRole('form', { name: 'Shto person' });
    await person.getByLabel('Emri', { exact: true }).fill('Dafina');
    await person.getByLabel('Mbiemri').fill('Morina');
    await person.getByLabel('Telefoni').fill('+383 44 900 900');
    await person.getByLabel('E-maili').fill(`${username}@example.com`);
    await person.getByLabel('Username').fill(username);
    await person.getByLabel(/Fjalëkalimi/).fill('Prishtina-2026!');
    await person.getByRole('button', { name: 'Shto person' }).click();
    await agency.getByText('Personi u shtua.').waitFor();
    await agency.getByText(username).waitFor();

    // The partner, on a 390 px phone: logs in from the normal login page and books for its customer.
    const pkg = await bookablePackage();
    const page = await e2e.newPage('phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/login?next=${encodeURIComponent(`/aranzhmani/${pkg.id}`)}`);
    await loginInBrowser(page, username, 'Prishtina-2026!');
    await page.waitForURL((url) => url.pathname === `/aranzhmani/${pkg.id}`);
    const box = page.locator('section[aria-labelledby="booking-heading"]');
    await box.getByRole('heading', { name: 'Rezervo' }).waitFor();
    const adults = box.getByLabel('Të rritur', { exact: true });
    while (Number(await adults.inputValue()) > 2) await box.getByRole('button', { name: 'Më pak: Të rritur' }).click();
    while (Number(await adults.inputValue()) < 2) await box.getByRole('button', { name: 'Më shumë: Të rritur' }).click();
    await box.getByLabel('I rritur 1: emri dhe mbiemri').fill('Liridon Bytyqi');
    await box.getByLabel('I rritur 2: emri dhe mbiemri').fill('Albulena Bytyqi');
    await box.getByLabel('Emri dhe mbiemri i klientit').fill('Liridon Bytyqi');
    await box.getByLabel('Telefoni i klientit').fill('+383 49 123 123');
    await box.getByLabel('E-maili i klientit (opsional)').fill('liridon@example.com');
    const commission = box.getByTestId('partner-commission');
    await expect.poll(() => commission.innerText()).toContain('Komisioni juaj (10%)');
    expect(await commission.innerText()).toContain('Neto që i detyroheni Bani Travel');
    await box.getByRole('button', { name: 'Rezervo tani' }).click();
    await box.getByText('Rezervimi u krye!').waitFor();
    const reference = (await box.getByTestId('booking-reference').innerText()).trim();

    await page.goto('/rezervimet-e-agjencise');
    await page.getByRole('heading', { name: 'Rezervimet e agjencisë', level: 1 }).waitFor();
    const item = page.getByTestId('agency-booking').filter({ hasText: reference });
    await item.waitFor();
    const text = await item.innerText();
    expect(text).toContain('Liridon Bytyqi');
    expect(text).toContain('Komisioni juaj (10%)');
    expect(text).toContain('Detyrimi');
    expect(await page.getByTestId('agency-summary').innerText()).toMatch(/Detyrimi i hapur: €\d/);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
