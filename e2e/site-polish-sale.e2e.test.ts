import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginInBrowser } from './site-helpers';

// Issue 42, the public site's "Selling" items: the booking box says why it stops (a child's missing age,
// a party the room cannot take) and brings its confirmation into view with the focus on it.
const e2e = useE2E();

interface Option { id: number; roomType: string; maxAdults: number; maxChildren: number; minPersons: number }
interface Found { id: number; departureDate: string; seatsLeft: number | null; options: Option[] }

/** A package departing in more than three weeks whose first option takes two adults and a child. */
async function familyPackage(): Promise<{ pkg: Found; option: Option }> {
  const gql = graphqlClient(e2e.baseUrl);
  const data = await gql<{ searchPackages: { items: Found[] } }>(
    '{ searchPackages(order: { by: DATE, direction: DESC }, page: { pageSize: 50 }) { items { id departureDate seatsLeft options { id roomType maxAdults maxChildren minPersons } } } }',
  );
  const soon = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  for (const pkg of data.searchPackages.items) {
    const option = pkg.options[0];
    if (pkg.departureDate > soon && (pkg.seatsLeft === null || pkg.seatsLeft >= 6) && option && option.maxAdults >= 2 && option.maxAdults < 6 && option.maxChildren >= 1) {
      return { pkg, option };
    }
  }
  throw new Error('no demo package for a family');
}

describeBrowser('the booking box says why it stops, and where it ended (issue 42)', () => {
  it('on a phone: a child without an age, a party too big for the room, then the confirmation in view and focused', async () => {
    const { pkg, option } = await familyPackage();
    const username = `phone${Date.now()}`;
    await graphqlClient(e2e.baseUrl)('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { firstName: 'Vesa', lastName: 'Berisha', number: '+383 44 555 666', email: `${username}@example.com`, username, password: 'Udhetimi2026!' },
    });
    const page = await e2e.newPage('phone', { touch: true });
    await page.goto(`/login?next=${encodeURIComponent(`/aranzhmani/${pkg.id}`)}`, { waitUntil: 'commit' });
    await loginInBrowser(page, username, 'Udhetimi2026!');
    await page.waitForURL((url) => url.pathname === `/aranzhmani/${pkg.id}`);
    const box = page.locator('section[aria-labelledby="booking-heading"]');
    const submit = box.getByRole('button', { name: 'Rezervo tani' });
    await submit.waitFor();
    const adults = box.getByLabel('Të rritur', { exact: true });

    // More adults than the room takes: said in words, and the button is off.
    while (Number(await adults.inputValue()) <= option.maxAdults) await box.getByRole('button', { name: 'Më shumë: Të rritur' }).click();
    await box.getByRole('alert').filter({ hasText: `Kjo dhomë merr më së shumti ${option.maxAdults} të rritur.` }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    while (Number(await adults.inputValue()) > 2) await box.getByRole('button', { name: 'Më pak: Të rritur' }).click();
    await box.getByTestId('booking-total').waitFor();

    // A child without an age: the age field says why the price and the button wait.
    await box.getByRole('button', { name: 'Më shumë: Fëmijë' }).click();
    const age = box.getByLabel('Mosha e fëmijës 1');
    await box.getByText('Zgjidhni moshën: çmimi dhe rezervimi e presin.').waitFor();
    expect(await age.getAttribute('aria-describedby')).toBeTruthy();
    await box.getByText('Zgjidhni moshën e çdo fëmije për të parë çmimin dhe për të rezervuar.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await age.selectOption('5');
    await box.getByTestId('booking-total').waitFor();
    expect(await box.getByText('Zgjidhni moshën: çmimi dhe rezervimi e presin.').count()).toBe(0);

    await box.getByLabel('I rritur 1: emri dhe mbiemri').fill('Vesa Berisha');
    await box.getByLabel('I rritur 2: emri dhe mbiemri').fill('Liridon Berisha');
    await box.getByLabel('Fëmija 1: emri dhe mbiemri').fill('Albi Berisha');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();

    // The confirmation is in view and holds the focus.
    const done = box.getByRole('heading', { name: 'Rezervimi u krye!' });
    await done.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Rezervimi u krye!');
    await expect
      .poll(() => done.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; }))
      .toBe(true);
    await expect.poll(() => box.getByTestId('booking-reference').evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
